import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayError } from '../../server/src/modules/pay/provider';
import { wxPayV3Provider } from '../../server/src/modules/pay/wxpay-v3/client';
import { envPrefix, schoolWxPayConfig } from '../../server/src/modules/pay/wxpay-v3/config';
import { decryptResource, verifyPlatformSignature } from '../../server/src/modules/pay/wxpay-v3/sign';
import { wxpayV3Setup } from './fakes/wxpay-v3-setup';

let s: Awaited<ReturnType<typeof wxpayV3Setup>>;
beforeAll(async () => {
  s = await wxpayV3Setup();
});
afterAll(() => s.fake.close());

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'resolved';
  } catch (e) {
    return e instanceof PayError ? `${e.code}${e.platformCode ? ':' + e.platformCode : ''}` : String(e);
  }
};
const jsapi = (orderNo: string, amount = 20000) => ({
  orderNo,
  amount,
  description: '2026 秋季招生 报名费',
  scene: { kind: 'jsapi' as const, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
});

describe('request signing (WECHATPAY2-SHA256-RSA2048)', () => {
  it('the fake accepts the merchant signature and the answer signature verifies', async () => {
    const p = wxPayV3Provider(s.direct);
    const created = await p.createOrder(jsapi('ZSA1'));
    expect(created.kind).toBe('jsapi');
    expect(s.fake.refused).toEqual([]);
    const last = s.fake.requests.at(-1)!;
    expect(last.url).toBe('/v3/pay/transactions/jsapi');
    expect(last.body).toMatchObject({
      mchid: '1900000109',
      appid: 'wx0000000000demo',
      out_trade_no: 'ZSA1',
      notify_url: 'https://school.example/notify',
      amount: { total: 20000, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
  });
  it('a request signed with another key is refused by the fake (SIGN_ERROR)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p = wxPayV3Provider({ ...s.direct, privateKey: other.privateKey });
    expect(await code(p.queryOrder('ZSA1'))).toBe('PAY_REFUSED:SIGN_ERROR');
    expect(s.fake.refused.at(-1)).toMatchObject({ reason: '签名错误' });
  });
  it('an answer not signed by the configured platform key is not trusted', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p = wxPayV3Provider({
      ...s.direct,
      platformKeys: new Map([[s.fake.platformSerial, other.publicKey]]),
    });
    expect(await code(p.queryOrder('ZSA1'))).toBe('PAY_BAD_SIGNATURE');
    const unknownSerial = wxPayV3Provider({
      ...s.direct,
      platformKeys: new Map([['X1234567', other.publicKey]]),
    });
    expect(await code(unknownSerial.queryOrder('ZSA1'))).toBe('PAY_BAD_SIGNATURE');
  });
  it('answer timestamps more than 5 minutes away are refused', () => {
    const body = '{"a":1}';
    const at = Math.floor(Date.now() / 1000);
    const keys = new Map([[s.fake.platformSerial, s.fake.platformPublicKey]]);
    expect(() =>
      verifyPlatformSignature(s.fake.signedHeaders(body, at - 299), body, keys, Date.now()),
    ).not.toThrow();
    expect(() =>
      verifyPlatformSignature(s.fake.signedHeaders(body, at - 301), body, keys, Date.now()),
    ).toThrow(expect.objectContaining({ code: 'PAY_STALE' }));
    expect(() =>
      verifyPlatformSignature(s.fake.signedHeaders(body, at), body + ' ', keys, Date.now()),
    ).toThrow(expect.objectContaining({ code: 'PAY_BAD_SIGNATURE' }));
  });
});

describe('orders: JSAPI, H5, query, close, refund', () => {
  it('JSAPI pay params: package=prepay_id=…, signType RSA, paySign by the merchant key', async () => {
    const created = await wxPayV3Provider(s.direct).createOrder(jsapi('ZSB1'));
    if (created.kind !== 'jsapi') throw new Error('jsapi expected');
    const { params } = created;
    expect(params).toMatchObject({
      appId: 'wx0000000000demo',
      package: `prepay_id=${created.prepayId}`,
      signType: 'RSA',
    });
    const msg = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(
      createVerify('RSA-SHA256').update(msg).verify(s.merchant.publicKey, params.paySign, 'base64'),
    ).toBe(true);
  });
  it('H5: answers the h5_url and sends the client ip and scene', async () => {
    const created = await wxPayV3Provider(s.direct).createOrder({
      ...jsapi('ZSB2'),
      scene: { kind: 'h5', clientIp: '203.0.113.9', device: 'Wap' },
      expiresAt: new Date('2026-08-30T02:30:00Z'),
    });
    expect(created).toMatchObject({
      kind: 'h5',
      h5Url: expect.stringMatching(/^https:\/\/wx\.tenpay\.com\//),
    });
    expect(s.fake.requests.at(-1)).toMatchObject({
      url: '/v3/pay/transactions/h5',
      body: {
        scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
        time_expire: '2026-08-30T10:30:00+08:00',
      },
    });
  });
  it('query → pending, paid; close a pending order; refund and query the refund', async () => {
    const p = wxPayV3Provider(s.direct);
    await p.createOrder(jsapi('ZSC1', 15000));
    expect(await p.queryOrder('ZSC1')).toMatchObject({
      orderNo: 'ZSC1',
      state: 'pending',
      transactionId: null,
    });
    const paid = s.fake.pay('ZSC1');
    expect(await p.queryOrder('ZSC1')).toMatchObject({
      state: 'paid',
      transactionId: paid.transactionId,
      amount: 15000,
    });
    expect(await code(p.closeOrder('ZSC1'))).toBe('PAY_ALREADY_PAID:ORDERPAID');
    const r = await p.refund({
      orderNo: 'ZSC1',
      refundNo: 'RF1',
      amount: 15000,
      total: 15000,
      reason: '退学',
    });
    expect(r).toMatchObject({ refundNo: 'RF1', state: 'processing', amount: 15000 });
    expect(await p.queryRefund('RF1')).toMatchObject({
      refundNo: 'RF1',
      refundId: r.refundId,
      state: 'success',
    });
    expect(await p.queryOrder('ZSC1')).toMatchObject({ state: 'refunded' });

    await p.createOrder(jsapi('ZSC2'));
    await p.closeOrder('ZSC2');
    expect(await p.queryOrder('ZSC2')).toMatchObject({ state: 'closed' });
    expect(await code(p.queryOrder('NOPE'))).toBe('PAY_NOT_FOUND:ORDER_NOT_EXIST');
    expect(await code(p.queryRefund('NOPE'))).toBe('PAY_NOT_FOUND:RESOURCE_NOT_EXISTS');
  });
  it('a platform that cannot be reached → PAY_NETWORK', async () => {
    const p = wxPayV3Provider({ ...s.direct, baseUrl: 'http://127.0.0.1:1' });
    expect(await code(p.queryOrder('ZSC1'))).toBe('PAY_NETWORK');
  });
});

describe('service-provider and direct modes build the right URLs', () => {
  it('sp: partner endpoints, sp_mchid + sub_mchid, sub_openid and sub_appid in the pay params', async () => {
    const p = wxPayV3Provider(s.sp);
    const created = await p.createOrder(jsapi('ZSD1'));
    expect(s.fake.requests.at(-1)).toMatchObject({
      url: '/v3/pay/partner/transactions/jsapi',
      body: {
        sp_mchid: '1900000100',
        sub_mchid: '1900000201',
        sp_appid: 'wx8888888888sp',
        sub_appid: 'wx7777777777sub',
        payer: { sub_openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      },
    });
    expect(created.kind === 'jsapi' && created.params.appId).toBe('wx7777777777sub');
    await p.queryOrder('ZSD1');
    expect(s.fake.requests.at(-1)!.url).toBe(
      '/v3/pay/partner/transactions/out-trade-no/ZSD1?sp_mchid=1900000100&sub_mchid=1900000201',
    );
    await p.closeOrder('ZSD1');
    expect(s.fake.requests.at(-1)).toMatchObject({
      url: '/v3/pay/partner/transactions/out-trade-no/ZSD1/close',
      body: { sp_mchid: '1900000100', sub_mchid: '1900000201' },
    });
    await p.createOrder({ ...jsapi('ZSD2'), scene: { kind: 'h5', clientIp: '198.51.100.2', device: 'iOS' } });
    expect(s.fake.requests.at(-1)!.url).toBe('/v3/pay/partner/transactions/h5');
    s.fake.pay('ZSD2');
    await p.refund({ orderNo: 'ZSD2', refundNo: 'RF2', amount: 100, total: 20000 });
    expect(s.fake.requests.at(-1)).toMatchObject({
      url: '/v3/refund/domestic/refunds',
      body: { sub_mchid: '1900000201' },
    });
    await p.queryRefund('RF2');
    expect(s.fake.requests.at(-1)!.url).toBe('/v3/refund/domestic/refunds/RF2?sub_mchid=1900000201');
  });
  it('direct: plain endpoints with mchid', async () => {
    const p = wxPayV3Provider(s.direct);
    await p.createOrder(jsapi('ZSE1'));
    await p.queryOrder('ZSE1');
    expect(s.fake.requests.at(-1)!.url).toBe('/v3/pay/transactions/out-trade-no/ZSE1?mchid=1900000109');
    await p.closeOrder('ZSE1');
    expect(s.fake.requests.at(-1)).toMatchObject({
      url: '/v3/pay/transactions/out-trade-no/ZSE1/close',
      body: { mchid: '1900000109' },
    });
    expect(s.fake.requests.filter((r) => r.url.includes('/partner/') && r.body?.mchid)).toEqual([]);
  });
});

describe('notify resource decryption (AEAD_AES_256_GCM)', () => {
  it('decrypts with the APIv3 key; a changed ciphertext, nonce, associated_data or key is refused', () => {
    const r = s.fake.encrypt('{"out_trade_no":"ZS1"}');
    expect(decryptResource(s.apiV3Key, r)).toBe('{"out_trade_no":"ZS1"}');
    const flipped = Buffer.from(r.ciphertext, 'base64');
    flipped[0]! ^= 1;
    for (const bad of [
      { ...r, ciphertext: flipped.toString('base64') },
      { ...r, nonce: 'aaaaaaaaaaaa' },
      { ...r, associated_data: 'refund' },
      { ...r, algorithm: 'AES' },
    ])
      expect(() => decryptResource(s.apiV3Key, bad)).toThrow(
        expect.objectContaining({ code: 'PAY_BAD_NOTIFY' }),
      );
    expect(() => decryptResource('x'.repeat(32), r)).toThrow(
      expect.objectContaining({ code: 'PAY_BAD_NOTIFY' }),
    );
  });
});

describe('per-school configuration: settings in the database, secrets from files named by env', () => {
  const settings = {
    mode: 'sp',
    mchid: '1900000100',
    appid: 'wx8888888888sp',
    subMchid: '1900000201',
    serialNo: 'ABCDEF0123456789',
    platformSerial: 'PUB_KEY_ID_0123456789',
    notifyUrl: 'https://school.example/notify',
  };
  const files: Record<string, string> = {};
  beforeAll(() => {
    files['/k/key.pem'] = s.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    files['/k/pub.pem'] = s.fake.platformPublicKey.export({ type: 'spki', format: 'pem' }) as string;
    files['/k/v3'] = `${s.apiV3Key}\n`;
  });
  const read = (p: string) => {
    if (!(p in files)) throw new Error('ENOENT');
    return files[p]!;
  };
  const pre = envPrefix('100101');
  const env = () => ({
    [pre + 'KEY_FILE']: '/k/key.pem',
    [pre + 'PLATFORM_KEY_FILE']: '/k/pub.pem',
    [pre + 'APIV3_KEY_FILE']: '/k/v3',
  });

  it('loads the keys named by WXPAY_<ORG>_… and keeps the public ids from the settings', () => {
    expect(pre).toBe('WXPAY_100101_');
    const c = schoolWxPayConfig('100101', settings, env(), read);
    expect(c).toMatchObject({
      mode: 'sp',
      mchid: '1900000100',
      subMchid: '1900000201',
      apiV3Key: s.apiV3Key,
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
    expect([...c.platformKeys.keys()]).toEqual(['PUB_KEY_ID_0123456789']);
  });
  it('refuses a missing env name, an unreadable file, a short APIv3 key, bad settings (PAY_CONFIG)', () => {
    const err = (f: () => unknown) => {
      try {
        f();
        return 'ok';
      } catch (e) {
        return (e as PayError).code;
      }
    };
    expect(
      err(() => schoolWxPayConfig('100101', settings, { ...env(), [pre + 'KEY_FILE']: undefined }, read)),
    ).toBe('PAY_CONFIG');
    expect(
      err(() => schoolWxPayConfig('100101', settings, { ...env(), [pre + 'KEY_FILE']: '/nope' }, read)),
    ).toBe('PAY_CONFIG');
    expect(
      err(() =>
        schoolWxPayConfig(
          '100101',
          settings,
          { ...env(), [pre + 'APIV3_KEY_FILE']: undefined, [pre + 'APIV3_KEY']: 'short' },
          read,
        ),
      ),
    ).toBe('PAY_CONFIG');
    expect(err(() => schoolWxPayConfig('100101', { ...settings, subMchid: undefined }, env(), read))).toBe(
      'PAY_CONFIG',
    );
    expect(
      err(() => schoolWxPayConfig('100101', { ...settings, privateKey: 'x', mchid: 'abc' }, env(), read)),
    ).toBe('PAY_CONFIG');
  });
});
