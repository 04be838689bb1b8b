import { describe, expect, test } from 'vitest';
import { CONTINUE_IN_WECHAT, isPayChoice, payChoices } from '@domain/payment/pay-choices';
import { desktopHost } from '@domain/shell/hosts/desktop';
import { miniProgramHost } from '@domain/shell/hosts/mini-program';
import { mobileBrowserHost } from '@domain/shell/hosts/mobile-browser';
import { wechatHost } from '@domain/shell/hosts/wechat';

const WITH_H5 = { h5Pay: true };
const NO_H5 = { h5Pay: false };
const method = (id: string, orderType: string | null) => ({ id, orderType });
const JSAPI = method('wechat-jsapi', 'JSAPI');
const MINIAPP = method('mini-program-pay', 'MINIAPP');
const H5 = method('wechat-h5', 'H5');
const CONTINUE = method(CONTINUE_IN_WECHAT, null);

/** The 微信支付 choices a host lists out of every registered method. */
const listed = (choices: ReturnType<typeof payChoices>) =>
  [JSAPI, MINIAPP, H5, CONTINUE].filter((m) => isPayChoice(m, choices)).map((m) => m.orderType);

describe('pay choices per runtime (issue 23, defect 4)', () => {
  test('WeChat: JSAPI only, nothing to continue elsewhere', () => {
    const c = payChoices(wechatHost, WITH_H5);
    expect(c).toEqual({ wechatPay: 'JSAPI', continueInWechat: null });
    expect(listed(c)).toEqual(['JSAPI']);
  });

  test("mini-program: the native pay page only, whatever the school's H5 setting", () => {
    expect(payChoices(miniProgramHost, NO_H5)).toEqual({ wechatPay: 'MINIAPP', continueInWechat: null });
    expect(listed(payChoices(miniProgramHost, WITH_H5))).toEqual(['MINIAPP']);
  });

  test('plain mobile browser: H5 pay when the school has it, continuing in WeChat by a copied link', () => {
    const c = payChoices(mobileBrowserHost, WITH_H5);
    expect(c).toEqual({ wechatPay: 'H5', continueInWechat: 'copy-link' });
    expect(listed(c)).toEqual(['H5']);
  });

  test('plain mobile browser without H5 pay: no 微信支付 choice, only continuing in WeChat', () => {
    const c = payChoices(mobileBrowserHost, NO_H5);
    expect(c).toEqual({ wechatPay: null, continueInWechat: 'copy-link' });
    expect(listed(c)).toEqual([]);
  });

  test('computer browser: no 微信支付 here, the phone scans a QR code to continue in WeChat', () => {
    const c = payChoices(desktopHost, WITH_H5);
    expect(c).toEqual({ wechatPay: null, continueInWechat: 'scan-qr' });
    expect(listed(c)).toEqual([]);
  });

  test('never two 微信支付 in one runtime, and continuing in WeChat is never a pay choice', () => {
    for (const host of [wechatHost, miniProgramHost, mobileBrowserHost, desktopHost])
      for (const school of [WITH_H5, NO_H5]) {
        const c = payChoices(host, school);
        expect(listed(c).length).toBeLessThanOrEqual(1);
        expect(isPayChoice(CONTINUE, c)).toBe(false);
      }
  });

  test("another kind of method (a school's own cashier) is listed as it is", () => {
    expect(isPayChoice(method('bank', null), payChoices(wechatHost, WITH_H5))).toBe(true);
  });
});
