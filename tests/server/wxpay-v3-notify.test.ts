import * as P from '@contract/payment';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { notifyV3Path } from '../../server/src/modules/pay/notify-v3';
import { rsaSign } from '../../server/src/modules/pay/wxpay-v3/sign';
import { wxPayV3Provider } from '../../server/src/modules/pay/wxpay-v3/client';
import { fixedProviders, wxPayV3Providers } from '../../server/src/modules/pay/wxpay-v3/providers';
import { envPrefix } from '../../server/src/modules/pay/wxpay-v3/config';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { wxpayV3Setup } from './fakes/wxpay-v3-setup';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const who = (key: string) => demoApplicants(A.tenantId).find((s) => s.key === key)!;
let s: Awaited<ReturnType<typeof wxpayV3Setup>>;
let t: TestServer;

const post = (n: { body: string; headers: Record<string, string> }, orgId = A.orgId) =>
  t.app.inject({ method: 'POST', url: notifyV3Path(orgId), headers: n.headers, payload: n.body });
const orderOf = async (registrationId: string) =>
  (
    await rows<{
      order_no: string;
      amount: number;
      status: string;
      transaction_id: string | null;
      fee_status: number;
    }>(
      t.db,
      sql`SELECT o.order_no, o.amount, o.status, o.transaction_id, r.fee_status FROM pay_orders o
          JOIN registrations r ON r.id = o.registration_id WHERE o.registration_id = ${registrationId}`,
    )
  )[0]!;
const ledger = (orderNo: string) =>
  rows<{ outcome: string; transaction_id: string }>(
    t.db,
    sql`SELECT outcome, transaction_id FROM pay_notifications WHERE order_no = ${orderNo} ORDER BY id`,
  );
const paidFields = (orderNo: string, total: number, extra: Record<string, unknown> = {}) => ({
  mchid: s.direct.mchid,
  appid: s.direct.appid,
  out_trade_no: orderNo,
  transaction_id: `4200${randomBytes(8).toString('hex')}`,
  amount: { total, payer_total: total, currency: 'CNY' },
  ...extra,
});

beforeAll(async () => {
  s = await wxpayV3Setup();
  t = await testServer('wxpay-v3', {
    payments: fixedProviders({ [A.orgId]: wxPayV3Provider(s.direct) }),
  });
});
afterAll(async () => {
  await t.close();
  await s.fake.close();
});

describe('v3 notify: verified, decrypted, settled once', () => {
  let orderNo = '';
  let amount = 0;
  const registrationId = () => who('pending').registrationId;

  beforeAll(async () => {
    // Paying is offered only after 审核通过.
    await t.db.execute(sql`UPDATE registrations SET review_status = 1 WHERE id = ${registrationId()}`);
    // JSAPI orders at WeChat Pay name the payer by openid.
    await t.db.execute(
      sql`UPDATE users SET wx_openid = 'o-pending-openid' WHERE id = ${who('pending').userId}`,
    );
    const token = await tokenFor(t, A, 'applicant', { userId: who('pending').userId });
    const r = await call(t.app, P.unifiedOrder, { registrationId: registrationId() }, { token });
    orderNo = r.body.data.orderNo;
    amount = r.body.data.amount;
    expect(amount).toBeGreaterThan(0);
  });

  it('tampered notifies (body, signature, serial, timestamp, amount, merchant, key, order) are refused and change nothing', async () => {
    const good = s.fake.notify(paidFields(orderNo, amount));
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ts = good.headers['Wechatpay-Timestamp'];
    const nonce = good.headers['Wechatpay-Nonce'];
    const cases: [string, { body: string; headers: Record<string, string> }, number][] = [
      ['body changed', { ...good, body: good.body.replace('支付成功', '支付失败') }, 401],
      ['body reformatted', { ...good, body: JSON.stringify(JSON.parse(good.body), null, 1) }, 401],
      [
        'signed by another key',
        {
          ...good,
          headers: {
            ...good.headers,
            'Wechatpay-Signature': rsaSign(other.privateKey, [ts, nonce, good.body]),
          },
        },
        401,
      ],
      ['unknown serial', { ...good, headers: { ...good.headers, 'Wechatpay-Serial': 'FFFFFFFFFFFF' } }, 401],
      ['no signature', { ...good, headers: { 'Content-Type': 'application/json' } }, 401],
      [
        'timestamp 6 minutes old',
        s.fake.notify(paidFields(orderNo, amount), { timestamp: Math.floor(Date.now() / 1000) - 360 }),
        401,
      ],
      ['wrong amount', s.fake.notify(paidFields(orderNo, amount - 1)), 400],
      ['another merchant', s.fake.notify(paidFields(orderNo, amount, { mchid: '1900009999' })), 400],
      ['another appid', s.fake.notify(paidFields(orderNo, amount, { appid: 'wx1111111111other' })), 400],
      [
        'encrypted with another APIv3 key',
        s.fake.notify(paidFields(orderNo, amount), { apiV3Key: 'k'.repeat(32) }),
        400,
      ],
      ['unknown order', s.fake.notify(paidFields('ZS-NOPE', amount)), 400],
    ];
    for (const [name, n, status] of cases) {
      const res = await post(n);
      expect([name, res.statusCode]).toEqual([name, status]);
      expect(res.json()).toMatchObject({ code: 'FAIL', message: expect.any(String) });
    }
    // Another school's notify URL: that school has no merchant here.
    expect((await post(good, DEMO.B.orgId)).statusCode).toBe(404);
    expect(await orderOf(registrationId())).toMatchObject({
      status: 'pending',
      transaction_id: null,
      fee_status: 2,
    });
    expect((await ledger(orderNo)).filter((l) => l.outcome === 'paid')).toEqual([]);
  });

  it('a correctly signed notify delivered over HTTP pays once; a repeat is a logged duplicate', async () => {
    const n = s.fake.notify(paidFields(orderNo, amount));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${notifyV3Path(A.orgId)}`;
    const first = await s.fake.send(url, n);
    expect(first).toEqual({ status: 204, text: '' });
    const paid = await orderOf(registrationId());
    expect(paid).toMatchObject({ status: 'paid', fee_status: 3 });
    expect(paid.transaction_id).toMatch(/^4200/);
    expect((await s.fake.send(url, n)).status).toBe(204);
    expect(
      (await ledger(orderNo))
        .map((l) => l.outcome)
        .filter((o) => o !== 'amount-mismatch' && o !== 'unknown-order'),
    ).toEqual(['paid', 'duplicate']);
    const q = await call(
      t.app,
      P.queryOrder,
      { orderNo },
      { token: await tokenFor(t, A, 'applicant', { userId: who('pending').userId }) },
    );
    expect(q.body.data).toMatchObject({ status: 'paid', feeStatus: 3 });
  });

  it('10 parallel notifies for one order → paid once, one ledger row', async () => {
    const o = await orderOf(who('paying').registrationId);
    expect(o).toMatchObject({ status: 'pending', fee_status: 2 });
    const n = s.fake.notify(paidFields(o.order_no, o.amount));
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    const l = await ledger(o.order_no);
    expect(l.filter((x) => x.outcome === 'paid')).toHaveLength(1);
    expect(l.filter((x) => x.outcome === 'duplicate')).toHaveLength(9);
    expect(await orderOf(who('paying').registrationId)).toMatchObject({ status: 'paid', fee_status: 3 });
  });
});

describe('PAYMENT_MODE', () => {
  it('wxpay-v3: the sandbox cashier and its v2 notify are not served', async () => {
    const confirm = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      payload: { orderNo: 'x', code: 'y' },
    });
    expect(confirm.json()).toMatchObject({ code: 404, success: false });
    const v2 = await t.app.inject({ method: 'POST', url: P.PAY_NOTIFY_PATH, payload: {} });
    expect(v2.json()).toMatchObject({ code: 404 });
  });
  it('sandbox (default): the v3 notify endpoint is not served', async () => {
    const sandbox = await testServer('wxpay-v3-sandbox');
    try {
      const res = await sandbox.app.inject({
        method: 'POST',
        url: notifyV3Path(A.orgId),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    } finally {
      await sandbox.close();
    }
  });
});

describe('wxPayV3Providers: each school merchant from orgs.settings.wxpay and key files named by env', () => {
  it('builds a working provider for a configured school, none for another, PAY_CONFIG for missing keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wxpay-'));
    writeFileSync(join(dir, 'key.pem'), s.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(dir, 'pub.pem'), s.fake.platformPublicKey.export({ type: 'spki', format: 'pem' }));
    const settings = {
      mode: 'direct',
      mchid: s.direct.mchid,
      appid: s.direct.appid,
      serialNo: s.merchantSerial,
      platformSerial: s.fake.platformSerial,
      notifyUrl: `https://school.example${notifyV3Path(A.orgId)}`,
    };
    await t.db.execute(
      sql`UPDATE orgs SET settings = settings || ${JSON.stringify({ wxpay: settings })}::jsonb WHERE id = ${A.orgId}`,
    );
    const pre = envPrefix(A.orgId);
    const env = {
      [pre + 'KEY_FILE']: join(dir, 'key.pem'),
      [pre + 'PLATFORM_KEY_FILE']: join(dir, 'pub.pem'),
      [pre + 'APIV3_KEY']: s.apiV3Key,
      WXPAY_BASE_URL: s.fake.baseUrl,
    };
    const providers = wxPayV3Providers(t.db, env);
    const p = await providers.forSchool(A.tenantId, A.orgId);
    await p!.createOrder({
      orderNo: 'ZSR1',
      amount: 100,
      description: '报名费',
      scene: { kind: 'jsapi', openid: 'o1' },
    });
    expect(await p!.queryOrder('ZSR1')).toMatchObject({ state: 'pending' });
    expect(await providers.forSchool(A.tenantId, A.orgId)).toBe(p);
    expect(await providers.forSchool(DEMO.B.tenantId, DEMO.B.orgId)).toBeNull();
    expect(await providers.forSchool(DEMO.B.tenantId, A.orgId)).toBeNull(); // the org belongs to tenant A
    const broken = wxPayV3Providers(t.db, { ...env, [pre + 'KEY_FILE']: join(dir, 'missing.pem') });
    await expect(broken.forSchool(A.tenantId, A.orgId)).rejects.toMatchObject({ code: 'PAY_CONFIG' });
  });
});
