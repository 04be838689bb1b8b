// Source of public/early-start.js (built by `node scripts/build-early-start.mjs`; a test fails on drift).
// Runs before the app's JS (a classic same-origin file after #root: the server's CSP allows
// script-src 'self' only, no inline script).
// 1. Starts GET /zhxy/systemcfg.js?n={timestamp} (spec section 7, start-up step 1) while the app JS
//    downloads (with the painted screens: with the app's JS); start-up takes this first answer
//    (src/modules/early-systemcfg.ts).
// 2. Issue 28: with the school's entry screens in the HTML (server/src/web/first-screen), keeps the
//    one the hash route names (another route gets its header and a skeleton) and starts the app's
//    JS after that first paint. Without them, on the check-in entry, paints the same header and
//    welcome card as RouteShell at once, so the first paint does not wait for the app JS (React
//    replaces it on its first render). Whether the header shows comes from the same host registry
//    as the app (src-domain/shell/hosts).
import { detectHost } from '@domain/shell/hosts/host-profile';
import { HOST_PROFILES } from '@domain/shell/hosts/registry';
import { findRoute } from '@domain/shell/routes';
import { LOCAL_KEYS } from '@domain/shell/session-keys';
import { keepTaps } from './taps';

type EarlyWindow = Window & {
  __zsSystemcfg?: Promise<unknown>;
  systemcfg?: unknown;
  __wxjs_environment?: string;
};
const w = window as EarlyWindow;

function requestSystemcfg() {
  const s = document.createElement('script');
  s.src = location.origin + '/zhxy/systemcfg.js?n=' + Date.now();
  s.async = true;
  w.__zsSystemcfg = new Promise((resolve, reject) => {
    s.onload = () => {
      s.remove();
      resolve(w.systemcfg);
    };
    s.onerror = () => {
      s.remove();
      reject(new Error('cannot load ' + s.src));
    };
  });
  w.__zsSystemcfg.catch(() => {});
  document.head.appendChild(s);
}
// With the school's screens in the page (#zs-app below) it is asked with the app's JS, after the
// screen's paint: nothing but the HTML and this file comes before that paint.
const appBlock = document.getElementById('zs-app');
if (!appBlock) requestSystemcfg();

const root = document.getElementById('root');
// The route and its title come from the route registry, as in the app.
const route = findRoute(location.hash.replace(/^#/, ''));
const host = detectHost(
  {
    userAgent: navigator.userAgent,
    wxjsEnvironment: w.__wxjs_environment,
    maxTouchPoints: navigator.maxTouchPoints,
  },
  HOST_PROFILES,
);
const header = (title: string) =>
  host.capabilities.pageHeader ? `<header class="zs-shell-header"><span>${title}</span></header>` : '';
// Issue 28: the server sent the school's three entry screens; keep the one the hash names ('/' and
// no hash are home) and drop the others. Another route gets its header and a skeleton instead.
const painted = root?.querySelector<HTMLElement>(':scope > [data-first-screen]');
const skeleton = (title: string) =>
  '<div class="ui-page">' +
  header(title) +
  '<main class="zs-route-skeleton" aria-busy="true" aria-label="加载中"><i></i><i></i><i></i></main></div>';
if (root && painted) {
  // Every painted screen, kept out of the page until the hash names it (issue 35: a painted link
  // changes the hash before the app runs, and the painted screen follows).
  const screens = new Map<string, HTMLElement>();
  for (const el of Array.from(painted.children) as HTMLElement[]) screens.set(el.dataset.screen ?? '', el);
  const screenFor = (hash: string): HTMLElement | null => {
    const r = findRoute(hash);
    const id = r?.redirectTo ?? r?.id ?? '';
    const screen = screens.get(id);
    if (!screen || id !== 'registration') return screen ?? null;
    const copy = screen.cloneNode(true) as HTMLElement;
    return registrationForm(copy) ? copy : null;
  };
  const prepare = (screen: HTMLElement) => {
    if (!host.capabilities.pageHeader) screen.querySelector('[data-page-header]')?.remove();
  };
  const keep = screenFor(location.hash.replace(/^#/, ''));
  if (keep) {
    prepare(keep);
    keep.classList.add('fs-on');
    painted.replaceChildren(keep);
    keepTaps(painted, { screenFor, skeleton, prepare });
  } else {
    root.innerHTML = skeleton(route?.title ?? '');
  }
} else if (root && route?.id === 'checkinEntry') {
  root.innerHTML =
    '<div style="min-height:100vh;background:#f5f6f8;box-sizing:border-box;max-width:100vw;overflow-x:hidden;word-break:break-word">' +
    header(route.title) +
    '<main><section style="background:linear-gradient(135deg,#003eb3,#0958d9);border-radius:8px;padding:16px;margin:12px 12px 0;color:#fff">' +
    '<h2 style="margin:0;font-size:20px">欢迎新同学</h2>' +
    '<p style="margin:8px 0 0;font-size:14px">请填写录取时的姓名和身份证号完成报到登记</p></section></main></div>';
}

/**
 * The registration form of a plan on the first page: its template (server/src/web/first-screen)
 * becomes the screen (header, plan, notice, the form's skeleton); the login notice goes for a
 * logged-in applicant. False for another plan or an edit: header and skeleton instead.
 */
function registrationForm(screen: HTMLElement): boolean {
  const q = new URLSearchParams(location.hash.split('?')[1] ?? '');
  const planId = q.get('planId');
  if (!planId || q.get('registrationId')) return false;
  const tpl = Array.from(screen.querySelectorAll('template')).find((t) => t.dataset.plan === planId);
  if (!tpl) return false;
  screen.replaceChildren(tpl.content.cloneNode(true));
  let loggedIn = false;
  try {
    loggedIn = !!localStorage.getItem(LOCAL_KEYS.accesstoken);
  } catch {
    /* no storage: logged out */
  }
  if (loggedIn) screen.querySelector('[data-login-notice]')?.remove();
  return true;
}

// Issue 28: with the screen in the HTML, the server moved the app's module script and preloads into
// #zs-app; they start after the screen's largest paint, or after 200 ms in a hidden page (1 s at most).
if (appBlock) {
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    requestSystemcfg();
    const { module, preload } = JSON.parse(appBlock.textContent ?? '{}') as {
      module: string;
      preload: string[];
    };
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = module;
    document.head.append(script);
  };
  afterLargestPaint(() => setTimeout(startApp, 0));
  // No paint comes in a hidden page; a slow paint must not hold the app back for long either.
  setTimeout(startApp, document.visibilityState === 'hidden' ? 200 : 1000);
}

/**
 * Runs `go` once the browser has reported the painted screen's largest paint (the plan list's comes
 * a frame after its first paint), so the app's JavaScript is not on the screen's critical path (and
 * Lighthouse's simulation does not count its download before LCP); after a frame without the LCP API.
 */
function afterLargestPaint(go: () => void): void {
  const lcp =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!lcp) {
    requestAnimationFrame(go);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().length) return;
    observer.disconnect();
    go();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
