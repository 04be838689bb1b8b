import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const code = readFileSync(resolve(process.cwd(), 'public/early-start.js'), 'utf8');

function runAt(hash: string): HTMLElement {
  history.replaceState(null, '', `/zhxy/mobile/recruit/?orgId=1&tenantId=2#${hash}`);
  document.body.innerHTML = '<div id="root"></div>';
  new Function(code)();
  return document.getElementById('root')!;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.innerHTML = '';
  history.replaceState(null, '', '/zhxy/mobile/recruit/');
});

describe('public/early-start.js (runs before the app JS)', () => {
  it('asks for systemcfg.js with a timestamp and exposes the pending answer', () => {
    runAt('/orientation/homepage/index');
    const s = document.head.querySelector('script[src*="systemcfg.js"]') as HTMLScriptElement;
    expect(s.src).toMatch(/\/zhxy\/systemcfg\.js\?n=\d+$/);
    expect((window as { __zsSystemcfg?: unknown }).__zsSystemcfg).toBeInstanceOf(Promise);
  });

  it('paints the check-in entry header and welcome card at once; other routes are left to the app', () => {
    const root = runAt('/orientation/homepage/checkin');
    expect(root.querySelector('header')?.textContent).toBe('新生报到');
    expect(root.textContent).toContain('请填写录取时的姓名和身份证号完成报到登记');
    expect(runAt('/orientation/enrollment/index').innerHTML).toBe('');
  });

  it('hides the header where the host registry says so (mini-program web-view), like the app', () => {
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    try {
      expect(runAt('/orientation/homepage/checkin').querySelector('header')).toBeNull();
    } finally {
      delete (window as { __wxjs_environment?: string }).__wxjs_environment;
    }
  });
});
