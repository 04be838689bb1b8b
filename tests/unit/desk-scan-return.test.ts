import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFromReturn, scannerKindFor, scanReturnUrl, withoutScanResult } from '@domain/checkin-desk';
import { routePath } from '@domain/shell/routes';

const DESK = 'https://school.example/zhxy/mobile/recruit/staff.html?orgId=org-a#/desk';
const PASS = 'eyJ3IjoidzEifQ.sig-_A1';

describe('back from the mini-program scan page', () => {
  it('finds the code wherever the page appended it, and the desk URL comes back without it', () => {
    const returns = [
      `${DESK}&scanResult=${PASS}`, // appended with & to a URL that had a search: after the hash
      `${DESK}?scanResult=${PASS}`, // in the hash route's own query
      DESK.replace('#', `&scanResult=${PASS}#`), // in the page's search
      DESK.replace('?orgId=org-a', `?scanResult=${PASS}&orgId=org-a`),
    ];
    for (const href of returns) {
      expect(codeFromReturn(href)).toBe(PASS);
      expect(withoutScanResult(href)).toBe(DESK);
    }
  });

  it('the return URL keeps the desk route whichever way the page appends the code', () => {
    const back = scanReturnUrl(DESK);
    expect(back).toBe(`${DESK}?scan=1`);
    expect(scanReturnUrl(back)).toBe(back);
    for (const href of [`${back}&scanResult=${PASS}`, `${back}?scanResult=${PASS}`]) {
      expect(routePath(new URL(href).hash.slice(1))).toBe('/desk');
      expect(codeFromReturn(href)).toBe(PASS);
    }
  });

  it('decodes an encoded code; no code is null', () => {
    expect(codeFromReturn(`${DESK}?scanResult=${encodeURIComponent('a b/c?d')}`)).toBe('a b/c?d');
    expect(codeFromReturn(DESK)).toBeNull();
    expect(codeFromReturn(`${DESK}?scanResult=`)).toBeNull();
    expect(codeFromReturn(`${DESK}?scanResult=%E0%A4%A`)).toBe('%E0%A4%A');
  });

  it('any pass token survives the round trip through the return URL', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,40}$/);
    fc.assert(
      fc.property(token, (t) => {
        const href = `${DESK}&scanResult=${encodeURIComponent(t)}`;
        return codeFromReturn(href) === t && withoutScanResult(href) === DESK;
      }),
    );
  });

  it('picks the scanner by host: WeChat, the mini-program, else the camera', () => {
    expect(scannerKindFor('wechat')).toBe('wechat');
    expect(scannerKindFor('mini-program')).toBe('mini-program');
    expect(scannerKindFor('mobile-browser')).toBe('camera');
    expect(scannerKindFor(undefined)).toBe('camera');
  });
});
