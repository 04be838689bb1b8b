import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  buildTempData,
  DEFAULT_PAY_PROJECT,
  h5PayUrl,
  payReturnUrl,
  withoutPayReturn,
  miniProgramPayPath,
  patrolPath,
  paymentReturnUrl,
  rewriteRedirectUri,
  scanCodePath,
} from '@domain/payment/payment';

describe('payment and external pages (spec sections 2, 3, 4)', () => {
  test("payment-return page, default project 'chargeH5'", () => {
    expect(DEFAULT_PAY_PROJECT).toBe('chargeH5');
    expect(paymentReturnUrl('https://s.cn')).toBe('https://s.cn/pub/#/chargeH5/wxpaying?project=chargeH5');
    expect(paymentReturnUrl('https://s.cn/', 'enroll')).toBe(
      'https://s.cn/pub/#/chargeH5/wxpaying?project=enroll',
    );
  });

  test('tempData is the URL query plus appId', () => {
    expect(buildTempData({ orderNo: 'A1', planId: '3', empty: undefined }, 'wxapp')).toEqual({
      orderNo: 'A1',
      planId: '3',
      appId: 'wxapp',
    });
  });

  test('the OAuth redirect_uri gets the tempData fields, the rest of the URL is untouched', () => {
    const preUrl = 'https://s.cn/pub/#/chargeH5/wxpaying?project=chargeH5';
    const oauth = `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxapp&redirect_uri=${encodeURIComponent(preUrl)}&response_type=code&scope=snsapi_base&state=S#wechat_redirect`;
    const out = rewriteRedirectUri(oauth, { orderNo: 'A 1', appId: 'wxapp' });
    const u = new URL(out);
    expect(u.hash).toBe('#wechat_redirect');
    expect(u.searchParams.get('appid')).toBe('wxapp');
    expect(u.searchParams.get('scope')).toBe('snsapi_base');
    expect(u.searchParams.get('state')).toBe('S');
    expect(u.searchParams.get('redirect_uri')).toBe(`${preUrl}&orderNo=A%201&appId=wxapp`);
  });

  test('a redirect_uri without a hash gets the fields in its own query; objects become JSON', () => {
    const oauth = `https://p/oauth?redirect_uri=${encodeURIComponent('https://s.cn/cb?x=1')}`;
    const u = new URL(rewriteRedirectUri(oauth, { a: '1', obj: { k: 2 } }));
    const back = new URL(u.searchParams.get('redirect_uri')!);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('a')).toBe('1');
    expect(JSON.parse(back.searchParams.get('obj')!)).toEqual({ k: 2 });
  });

  test('a hash route without its own query gets one, even when the page URL has a query', () => {
    const pre = 'https://s.cn/pub/?from=pay#/chargeH5/wxpaying';
    const out = rewriteRedirectUri(`https://p/o?redirect_uri=${encodeURIComponent(pre)}`, { orderNo: 'A1' });
    expect(new URL(out).searchParams.get('redirect_uri')).toBe(
      'https://s.cn/pub/?from=pay#/chargeH5/wxpaying?orderNo=A1',
    );
  });

  test('no redirect_uri: unchanged', () => {
    expect(rewriteRedirectUri('https://p/oauth?a=1', { b: '2' })).toBe('https://p/oauth?a=1');
  });

  test('property: every tempData field reaches the return page intact', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-zA-Z]\w{0,6}$/), fc.string()), (temp) => {
        const pre = 'https://s.cn/cb';
        const out = rewriteRedirectUri(`https://p/o?redirect_uri=${encodeURIComponent(pre)}&z=1`, temp);
        const back = new URL(new URL(out).searchParams.get('redirect_uri')!);
        for (const [k, v] of Object.entries(temp)) expect(back.searchParams.get(k)).toBe(v);
        expect(new URL(out).searchParams.get('z')).toBe('1');
      }),
    );
  });

  test('mini-program native pages', () => {
    expect(miniProgramPayPath('a=1&b=2')).toBe('/pages/wxPay/wxPay?str=a%3D1%26b%3D2');
    expect(scanCodePath('https://s.cn/#/x?y=1')).toBe(
      `/pages/webView/scanCode?redirect=${encodeURIComponent('https://s.cn/#/x?y=1')}`,
    );
    expect(patrolPath({ id: 7, shiftOrder: 2, taskName: '夜间巡查' })).toBe(
      `/subpackage_pages/tearch_patrol/patrol?id=7&shiftOrder=2&taskName=${encodeURIComponent('夜间巡查')}`,
    );
  });
});

describe('payment return (H5 redirect_url)', () => {
  const PAGE = 'https://s.test/zhxy/mobile/recruit/?orgId=o1&tenantId=t1#/orientation/enrollment/applylist';
  test('puts payReturn=<orderNo> in the hash route query, replacing an earlier one', () => {
    const once = payReturnUrl(PAGE, 'ZS1');
    expect(once).toBe(`${PAGE}?payReturn=ZS1`);
    expect(payReturnUrl(once, 'ZS2')).toBe(`${PAGE}?payReturn=ZS2`);
    expect(payReturnUrl(`${PAGE}?x=1`, 'ZS3')).toBe(`${PAGE}?x=1&payReturn=ZS3`);
    expect(withoutPayReturn(`${PAGE}?payReturn=ZS1&x=1`)).toBe(`${PAGE}?x=1`);
  });
  test('appends redirect_url encoded to WeChat h5_url', () => {
    expect(h5PayUrl('https://wx.tenpay.com/checkmweb?prepay_id=1', 'https://a.test/#/x?y=1')).toBe(
      'https://wx.tenpay.com/checkmweb?prepay_id=1&redirect_url=https%3A%2F%2Fa.test%2F%23%2Fx%3Fy%3D1',
    );
  });
});
