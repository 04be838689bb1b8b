import { describe, expect, test } from 'vitest';
import { jssdkSignature, verifyWxPaySign, wxPaySign } from '../../server/src/modules/pay/wx-sign';
import { withOauthCode } from '../../server/src/modules/pay/routes';

describe('JSSDK signature (brief section 5)', () => {
  const example = {
    jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  };

  test("matches WeChat's published example", () => {
    expect(jssdkSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  test('signs the url without its #hash', () => {
    expect(jssdkSignature({ ...example, url: `${example.url}#/orientation/enrollment/applylist` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(jssdkSignature({ ...example, url: `${example.url}&x=1` })).not.toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
});

describe('WeChat Pay v2 HMAC-SHA256 sign', () => {
  const key = '192006250b4c09247ec02edce69f6a2d';
  const fields = {
    appid: 'wxd930ea5d5a258f4f',
    mch_id: '10000100',
    nonce_str: 'ibuaiVcKdpRxkhJA',
    body: 'test',
    device_info: '1000',
  };

  test('sorts keys, skips empty values and sign, upper-case hex', () => {
    const sign = wxPaySign(fields, key);
    expect(sign).toMatch(/^[0-9A-F]{64}$/);
    expect(wxPaySign({ ...fields, empty: '', sign: 'X' }, key)).toBe(sign);
    expect(wxPaySign(Object.fromEntries(Object.entries(fields).reverse()), key)).toBe(sign);
  });

  test('verify accepts the right sign and refuses a changed field or key', () => {
    const signed = { ...fields, sign: wxPaySign(fields, key) };
    expect(verifyWxPaySign(signed, key)).toBe(true);
    expect(verifyWxPaySign({ ...signed, body: 'tampered' }, key)).toBe(false);
    expect(verifyWxPaySign(signed, 'another-key')).toBe(false);
    expect(verifyWxPaySign({ ...fields, sign: '' }, key)).toBe(false);
  });
});

describe('OAuth redirect (WeChat puts code and state before the hash)', () => {
  test('inserts ?code=&state= before the hash route', () => {
    expect(withOauthCode('http://h/pub/#/chargeH5/wxpaying?project=chargeH5', 'C', 'S')).toBe(
      'http://h/pub/?code=C&state=S#/chargeH5/wxpaying?project=chargeH5',
    );
    expect(withOauthCode('http://h/pub/?a=1', 'C', 'S')).toBe('http://h/pub/?a=1&code=C&state=S');
  });
});
