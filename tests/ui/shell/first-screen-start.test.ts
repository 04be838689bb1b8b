import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverFirstScreen } from '../../../src/early-shell';

// Issue 28: what public/early-start.js and the app do with the entry screens the server painted.
const code = readFileSync(resolve(process.cwd(), 'public/early-start.js'), 'utf8');

const PAINTED =
  '<div data-first-screen>' +
  '<div data-screen="home" id="/orientation/homepage/index"><main>阳光职业技术学校</main></div>' +
  '<div data-screen="plans" id="/orientation/enrollment/index"><main><header class="zs-header" data-page-header>新生报名</header>2026年秋季普通招生</main></div>' +
  '<div data-screen="checkinEntry" id="/orientation/homepage/checkin"><main>欢迎新同学</main></div>' +
  '</div>';
const APP =
  '{"module":"/zhxy/mobile/recruit/assets/main-1.js","preload":["/zhxy/mobile/recruit/assets/react-1.js"]}';

function runAt(hash: string): HTMLElement {
  history.replaceState(null, '', `/zhxy/mobile/recruit/?orgId=1&tenantId=2#${hash}`);
  document.body.innerHTML = `<div id="root">${PAINTED}</div><script type="application/json" id="zs-app">${APP}</script>`;
  new Function(code)();
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('script,link').forEach((s) => s.remove());
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
  history.replaceState(null, '', '/zhxy/mobile/recruit/');
});

describe('early start over the server-painted entry screens', () => {
  it('keeps the screen the hash names (home for / and no hash) and drops the others', () => {
    expect(runAt('/orientation/enrollment/index').textContent).toBe('新生报名2026年秋季普通招生');
    expect(runAt('/orientation/homepage/checkin').textContent).toBe('欢迎新同学');
    expect(runAt('/').textContent).toBe('阳光职业技术学校');
    expect(runAt('').textContent).toBe('阳光职业技术学校');
    expect(runAt('/orientation/enrollment/index').querySelector('.fs-on')).not.toBeNull();
  });

  it("another route gets its header and a skeleton, not another screen's content", () => {
    const root = runAt('/orientation/enrollment/details?planId=p1');
    expect(root.querySelector('header')?.textContent).toBe('报名详情');
    expect(root.querySelector('.zs-route-skeleton[aria-busy="true"]')).not.toBeNull();
    expect(root.textContent).not.toContain('阳光职业技术学校');
  });

  it("paints the registration form's top from the plan's template, without the login notice once logged in", () => {
    const REG =
      '<div data-screen="registration"><template data-plan="p1"><main><header class="zs-header" data-page-header>报名详情</header>' +
      '<section aria-label="报名计划">2026年秋季普通招生</section><div data-login-notice>报名需先登录</div>' +
      '<div class="zs-route-skeleton" aria-busy="true"></div></main></template></div>';
    const run = (hash: string) => {
      history.replaceState(null, '', `/zhxy/mobile/recruit/?orgId=1&tenantId=2#${hash}`);
      document.body.innerHTML = `<div id="root">${PAINTED.replace(/<\/div>$/, `${REG}</div>`)}</div>`;
      new Function(code)();
      return document.getElementById('root')!;
    };
    const root = run('/orientation/enrollment/details?planId=p1');
    expect(root.querySelector('[data-first-screen] > .fs-on [aria-label="报名计划"]')?.textContent).toBe(
      '2026年秋季普通招生',
    );
    expect(root.textContent).toContain('报名需先登录');
    // Its buttons take taps (issue 35: held until the app takes over, never silently dead).
    expect(root.querySelector<HTMLElement>('.fs-on')?.inert).toBeFalsy();
    expect(root.textContent).not.toContain('阳光职业技术学校');
    localStorage.setItem('accesstoken', 't');
    try {
      expect(run('/orientation/enrollment/details?planId=p1').textContent).not.toContain('报名需先登录');
    } finally {
      localStorage.removeItem('accesstoken');
    }
    // Another plan (not on the first page) or an edit: header and skeleton only.
    for (const hash of [
      '/orientation/enrollment/details?planId=p2',
      '/orientation/enrollment/details?planId=p1&registrationId=r1',
    ]) {
      const other = run(hash);
      expect(other.querySelector('[data-first-screen]')).toBeNull();
      expect(other.querySelector('.zs-route-skeleton')).not.toBeNull();
    }
  });

  it('drops the page header in the mini-program web view', () => {
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    try {
      expect(runAt('/orientation/enrollment/index').querySelector('header')).toBeNull();
    } finally {
      delete (window as { __wxjs_environment?: string }).__wxjs_environment;
    }
  });

  it("starts the app's module script and its preloads after the first paint", () => {
    vi.useFakeTimers();
    runAt('/orientation/homepage/index');
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersByTime(250);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.src).toMatch(/\/assets\/main-1\.js$/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!.href).toMatch(
      /react-1\.js$/,
    );
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});

describe('takeOverFirstScreen: React replaces the painted screen in one step', () => {
  it('renders into a hidden layer and swaps once its route has content, not while it shows a skeleton', async () => {
    const root = runAt('/orientation/homepage/index');
    const layer = takeOverFirstScreen(root);
    expect(layer).not.toBe(root);
    expect(layer.style.visibility).toBe('hidden');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    layer.innerHTML =
      '<div data-route="/orientation/homepage/index"><main aria-busy="true">加载中</main></div>';
    await new Promise((r) => setTimeout(r, 50));
    expect(root.querySelector('[data-first-screen]')).not.toBeNull();
    layer.innerHTML = '<div data-route="/orientation/homepage/index"><main>阳光职业技术学校</main></div>';
    await vi.waitFor(() => expect(root.querySelector('[data-first-screen]')).toBeNull());
    expect(layer.getAttribute('style')).toBeNull();
    expect(layer.hasAttribute('aria-hidden')).toBe(false);
    expect(root.textContent).toBe('阳光职业技术学校');
  });

  it('swaps at once when start-up fails (the error page must show), and renders into the root without a painted screen', async () => {
    const root = runAt('/orientation/homepage/index');
    const layer = takeOverFirstScreen(root);
    document.documentElement.dataset.app = 'failed';
    await vi.waitFor(() => expect(root.querySelector('[data-first-screen]')).toBeNull());
    expect(layer.isConnected).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    const bare = document.getElementById('root')!;
    expect(takeOverFirstScreen(bare)).toBe(bare);
  });

  it('keeps what a person typed into the painted check-in form, its focus, and a tap on its button', async () => {
    const root = runAt('/orientation/homepage/checkin');
    const form =
      '<form><input placeholder="请输入姓名"><input placeholder="请输入18位身份证号"><button type="submit">立即报到</button></form>';
    const painted = root.querySelector<HTMLElement>('[data-first-screen]')!;
    painted.querySelector('main')!.innerHTML = form;
    const layer = takeOverFirstScreen(root);
    const [name, id] = painted.querySelectorAll('input');
    name!.value = '周欣妍';
    id!.value = '33010220110101123X';
    id!.focus();
    // The tap on the painted button: held by early-start.js (no reload), made by the app once.
    painted.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // React's form: the input events it sees, and its submit.
    const seen: string[] = [];
    const submit = vi.fn((e: Event) => e.preventDefault());
    layer.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    layer.addEventListener('submit', submit);
    layer.innerHTML = `<div data-route="/orientation/homepage/checkin">${form}</div>`;
    await vi.waitFor(() => expect(root.querySelector('[data-first-screen]')).toBeNull());
    const [name2, id2] = layer.querySelectorAll('input');
    expect([name2!.value, id2!.value]).toEqual(['周欣妍', '33010220110101123X']);
    expect(seen).toEqual(['周欣妍', '33010220110101123X']);
    expect(document.activeElement).toBe(id2);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('follows the hash a painted link changes before the app runs: another painted screen, or header and skeleton', () => {
    const root = runAt('/orientation/homepage/index');
    location.hash = '#/orientation/enrollment/index';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root.textContent).toBe('新生报名2026年秋季普通招生');
    expect(root.querySelector('[data-first-screen] > .fs-on')).not.toBeNull();
    location.hash = '#/orientation/homepage/result';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root.querySelector('[data-first-screen] header')?.textContent).toBe('录取结果查询');
    expect(root.querySelector('.zs-route-skeleton[aria-busy="true"]')).not.toBeNull();
    location.hash = '#/orientation/homepage/index';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root.textContent).toBe('阳光职业技术学校');
  });

  it("holds a tap on a painted control (marked busy) and makes it once on the app's screen, on the same route only", async () => {
    const tabs = '<button role="tab">学校新闻</button><button role="tab">招生文件</button>';
    const root = runAt('/orientation/homepage/index');
    const painted = root.querySelector<HTMLElement>('[data-first-screen]')!;
    painted.querySelector('main')!.innerHTML = tabs;
    const tab = painted.querySelectorAll('button')[1]!;
    tab.click();
    tab.click();
    expect(tab.getAttribute('aria-busy')).toBe('true');
    expect(tab.classList.contains('zs-held')).toBe(true);
    const layer = takeOverFirstScreen(root);
    const taps: string[] = [];
    layer.addEventListener('click', (e) => taps.push((e.target as HTMLElement).textContent ?? ''));
    layer.innerHTML = `<div data-route="/orientation/homepage/index">${tabs}</div>`;
    await vi.waitFor(() => expect(root.querySelector('[data-first-screen]')).toBeNull());
    await vi.waitFor(() => expect(taps).toEqual(['招生文件']));
    await new Promise((r) => setTimeout(r, 20));
    expect(taps).toEqual(['招生文件']);

    // A tap held on home is not made once the route has changed.
    const again = runAt('/orientation/homepage/index');
    const painted2 = again.querySelector<HTMLElement>('[data-first-screen]')!;
    painted2.querySelector('main')!.innerHTML = tabs;
    painted2.querySelectorAll('button')[1]!.click();
    const layer2 = takeOverFirstScreen(again);
    const taps2: string[] = [];
    layer2.addEventListener('click', () => taps2.push('tap'));
    history.replaceState(null, '', '/zhxy/mobile/recruit/?orgId=1&tenantId=2#/orientation/enrollment/index');
    layer2.innerHTML = `<div data-route="/orientation/enrollment/index">${tabs}</div>`;
    await vi.waitFor(() => expect(again.querySelector('[data-first-screen]')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(taps2).toEqual([]);
  });

  it('the painted back arrow goes home on a page opened directly, as PageHeader does', () => {
    const root = runAt('/orientation/enrollment/index');
    const back = document.createElement('button');
    back.className = 'zs-header-back';
    root.querySelector('header')!.append(back);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    back.click();
    expect(location.hash).toBe('#/orientation/homepage/index');
    vi.restoreAllMocks();
  });
});
