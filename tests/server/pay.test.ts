import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { merchant, notifyFor } from '../../server/src/modules/pay/service';
import { jssdkSignature, wxPaySign } from '../../server/src/modules/pay/wx-sign';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
const seeded = demoApplicants(A.tenantId);
const who = (key: string) => seeded.find((s) => s.key === key)!;
const HOST = 'localhost:80';
let t: TestServer;

const tokenOf = (key: string) => tokenFor(t, A, 'applicant', { userId: who(key).userId });
const order = (token: string, registrationId: string, key?: string) =>
  call(
    t.app,
    P.unifiedOrder,
    { registrationId },
    { token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
const feeOf = async (id: string) =>
  (await rows<{ fee_status: number }>(t.db, sql`SELECT fee_status FROM registrations WHERE id = ${id}`))[0]!
    .fee_status;
const ordersOf = async (id: string) =>
  rows<{ order_no: string; status: string }>(
    t.db,
    sql`SELECT order_no, status FROM pay_orders WHERE registration_id = ${id}`,
  );
const notify = (body: object) => t.app.inject({ method: 'POST', url: P.PAY_NOTIFY_PATH, payload: body });

beforeAll(async () => {
  t = await testServer('pay');
  // Paying is offered only after 审核通过: these payment tests start from an approved registration.
  await t.db.execute(
    sql`UPDATE registrations SET review_status = 1 WHERE id = ${who('pending').registrationId}`,
  );
});
afterAll(() => t.close());

describe('getpublicconfig (JSSDK config for the current URL)', () => {
  it('signs the given url without its hash with the sandbox ticket', async () => {
    const url =
      'http://localhost/zhxy/mobile/recruit/?orgId=100101&tenantId=1001#/orientation/enrollment/applylist';
    const r = await call(t.app, P.getPublicConfig, { url }, { school: A, headers: { notToken: 'true' } });
    expect(r.body.success).toBe(true);
    const { appId, timestamp, nonceStr, paySign } = r.body.data;
    const m = merchant(t.app.deps.config);
    expect(appId).toBe(m.appId);
    expect(timestamp).toBe(String(Math.floor(t.clock.now.getTime() / 1000)));
    expect(paySign).toBe(
      jssdkSignature({ jsapiTicket: m.jsapiTicket, nonceStr, timestamp, url: url.split('#')[0]! }),
    );
  });
  it('bad input: a missing or malformed url, or no tenant header → 400 in Chinese', async () => {
    expect((await call(t.app, P.getPublicConfig, {}, { school: A })).body).toMatchObject({
      code: 400,
      msg: '请填写url',
    });
    expect((await call(t.app, P.getPublicConfig, { url: 'not a url' }, { school: A })).body).toMatchObject({
      code: 400,
    });
    expect((await call(t.app, P.getPublicConfig, { url: 'http://x/' })).body).toMatchObject({
      code: 400,
      msg: '缺少租户信息（tenantId）',
    });
  });
});

describe('redirectoauth2 and the sandbox authorize page', () => {
  const preUrl = `http://${HOST}/pub/#/chargeH5/wxpaying?project=chargeH5`;

  it('answers an OAuth-style URL on this server whose redirect_uri is the preUrl', async () => {
    const r = await call(t.app, P.redirectOauth2, { preUrl, orderNo: 'ZS1' }, { school: A });
    const u = new URL(r.body.data);
    expect(u.pathname).toBe(P.payBase() + 'sandbox/authorize');
    expect(u.searchParams.get('redirect_uri')).toBe(preUrl);
    expect(u.searchParams.get('state')).toBe('ZS1');
    expect(u.searchParams.get('scope')).toBe('snsapi_base');
    expect(u.hash).toBe('#wechat_redirect');
  });
  it('refuses a preUrl on another host (no open redirect)', async () => {
    const r = await call(t.app, P.redirectOauth2, { preUrl: 'https://evil.example/pub/' }, { school: A });
    expect(r.body).toMatchObject({ code: 400, msg: 'preUrl 必须是本站地址' });
    const page = await t.app.inject({
      method: 'GET',
      url: `${P.payBase()}sandbox/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(page.statusCode).toBe(400);
  });
  it('authorize sends the browser back with ?code=&state= before the hash, tempData kept', async () => {
    const rewritten = `${preUrl}&orderNo=ZS9&appId=wx1`;
    const res = await t.app.inject({
      method: 'GET',
      url: `${P.payBase()}sandbox/authorize?appid=wx1&redirect_uri=${encodeURIComponent(rewritten)}&state=ZS9`,
    });
    expect(res.statusCode).toBe(302);
    const loc = new URL(res.headers.location as string);
    expect(loc.pathname).toBe('/pub/');
    expect(loc.searchParams.get('state')).toBe('ZS9');
    expect(loc.searchParams.get('code')).toMatch(/\./);
    expect(loc.hash).toBe('#/chargeH5/wxpaying?project=chargeH5&orderNo=ZS9&appId=wx1');
  });
  it('serves the payment-return app at /pub/ with no inline script', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/pub/' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<script src="/pub/app.js"></script>');
    expect(html.body).not.toMatch(/<script>/);
    const js = await t.app.inject({ method: 'GET', url: '/pub/app.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('/chargeH5/wxpaying');
  });
});

describe('unifiedorder: one order per registration, amount from the plan', () => {
  it('creates the order, moves 未缴费 → 支付处理中, pay params signed; a repeat returns the same order', async () => {
    const a = who('pending');
    const token = await tokenOf('pending');
    const [r1, r2] = await Promise.all([order(token, a.registrationId), order(token, a.registrationId)]);
    expect(r1.body.data.orderNo).toBe(r2.body.data.orderNo);
    expect(r1.body.data).toMatchObject({ amount: 20000, feeStatus: 2 });
    const { paySign, ...rest } = r1.body.data.params!;
    expect(paySign).toBe(wxPaySign(rest, merchant(t.app.deps.config).key));
    expect(JSON.parse(r1.body.data.payString)).toMatchObject({
      orderNo: r1.body.data.orderNo,
      package: rest.package,
    });
    expect(await ordersOf(a.registrationId)).toHaveLength(1);
    expect(await feeOf(a.registrationId)).toBe(2);
    const jp = await call(t.app, E.judgePay, { registrationId: a.registrationId }, { token });
    expect(jp.body.data).toMatchObject({
      needPay: true,
      paid: false,
      feeStatus: 2,
      orderNo: r1.body.data.orderNo,
    });
  });

  it("another applicant's registration is not payable and their order not readable", async () => {
    const victim = who('paying');
    const token = await tokenOf('pending');
    const r = await order(token, victim.registrationId);
    expect(r.body).toMatchObject({ code: 404, success: false });
    const [victimOrder] = await ordersOf(victim.registrationId);
    const q = await call(t.app, P.queryOrder, { orderNo: victimOrder!.order_no }, { token });
    expect(q.body.code).toBe(404);
    const otherTenant = await tokenFor(t, B, 'applicant', { userId: victim.userId });
    expect(
      (await call(t.app, P.queryOrder, { orderNo: victimOrder!.order_no }, { token: otherTenant })).body.code,
    ).toBe(404);
    expect(await ordersOf(victim.registrationId)).toHaveLength(1);
  });

  it('refuses rejected and paid registrations; bad input is a 400 envelope', async () => {
    expect((await order(await tokenOf('rejected'), who('rejected').registrationId)).body).toMatchObject({
      code: 422,
      msg: '报名已被驳回，请修改后重新提交',
    });
    expect((await order(await tokenOf('paid'), who('paid').registrationId)).body).toMatchObject({
      code: 422,
      msg: '已缴费，无需重复支付',
    });
    const bad = await call(
      t.app,
      P.unifiedOrder,
      { registrationId: 42 },
      { token: await tokenOf('pending') },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/报名记录/);
    expect((await call(t.app, P.unifiedOrder, { registrationId: 'x' }, { school: A })).body.code).toBe(401);
  });
});

describe('notify: signature checked, idempotent under a lock', () => {
  it('the same notify delivered three times pays once', async () => {
    const a = who('paying');
    const [o] = await rows<{ order_no: string; amount: number }>(
      t.db,
      sql`SELECT order_no, amount FROM pay_orders WHERE registration_id = ${a.registrationId}`,
    );
    const body = notifyFor(o!, t.app.deps.config, t.clock.now);
    const answers = await Promise.all([notify(body), notify(body), notify(body)]);
    for (const res of answers) expect(res.json()).toEqual({ return_code: 'SUCCESS', return_msg: 'OK' });
    const log = await rows<{ outcome: string }>(
      t.db,
      sql`SELECT outcome FROM pay_notifications WHERE order_no = ${o!.order_no} ORDER BY id`,
    );
    expect(log.map((l) => l.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    expect(await feeOf(a.registrationId)).toBe(3);
    expect((await ordersOf(a.registrationId))[0]!.status).toBe('paid');
    const token = await tokenOf('paying');
    const q = await call(t.app, P.queryOrder, { orderNo: o!.order_no }, { token });
    expect(q.body.data).toMatchObject({ status: 'paid', feeStatus: 3, amount: 20000 });
    expect(q.body.data.paidAt).not.toBeNull();
  });

  it('a forged signature, a wrong amount or malformed body change nothing', async () => {
    const a = who('pending');
    const [o] = await rows<{ order_no: string; amount: number }>(
      t.db,
      sql`SELECT order_no, amount FROM pay_orders WHERE registration_id = ${a.registrationId}`,
    );
    const good = notifyFor(o!, t.app.deps.config, t.clock.now);
    const forged = await notify({ ...good, sign: 'A'.repeat(64) });
    expect(forged.json()).toEqual({ return_code: 'FAIL', return_msg: '签名失败' });
    const cheap = notifyFor({ ...o!, amount: 1 }, t.app.deps.config, t.clock.now);
    expect((await notify(cheap)).json()).toEqual({ return_code: 'FAIL', return_msg: '金额不符' });
    expect((await notify({ hello: 1 })).statusCode).toBe(400);
    expect(await feeOf(a.registrationId)).toBe(2);
    expect((await ordersOf(a.registrationId))[0]!.status).toBe('pending');
  });
});

describe('sandbox cashier end to end', () => {
  it('order → OAuth → authorize → confirm → notify → paid', async () => {
    // While a voucher is under review no order opens (issue 23: 我的报名 offers no 去缴费 then either).
    const held = await order(await tokenOf('voucherPending'), who('voucherPending').registrationId);
    expect(held.body).toMatchObject({ msg: '缴费凭证审核中，请等待学校审核' });
    const a = who('voucherRejected');
    const token = await tokenOf('voucherRejected');
    const o = (await order(token, a.registrationId, 'pay-key-0001')).body.data;
    const again = await order(token, a.registrationId, 'pay-key-0001');
    expect(again.body.data.orderNo).toBe(o.orderNo);
    const oauth = await call(
      t.app,
      P.redirectOauth2,
      { preUrl: `http://${HOST}/pub/#/chargeH5/wxpaying?project=chargeH5`, orderNo: o.orderNo },
      { school: A },
    );
    const back = await t.app.inject({
      method: 'GET',
      url: oauth.body.data.replace(`http://${HOST}`, '').replace(/#.*$/, ''),
    });
    const loc = new URL(back.headers.location as string);
    const code = loc.searchParams.get('code')!;
    expect(loc.searchParams.get('state')).toBe(o.orderNo);
    const shown = await t.app.inject({ method: 'GET', url: `${P.sandboxOrder.path}?orderNo=${o.orderNo}` });
    expect(shown.json().data).toEqual({
      orderNo: o.orderNo,
      status: 'pending',
      amount: 20000,
      mchid: '1900000109', // no merchant saved in 学校设置: the sandbox's demo merchant
      planName: '2026年秋季普通招生',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNo: o.orderNo, code: 'x.y' },
    });
    expect(forged.json()).toMatchObject({ code: 400, msg: '授权已失效，请重新支付' });
    // Issue 13: no session, or another applicant's session, cannot pay this order.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      payload: { orderNo: o.orderNo, code },
    });
    expect(anonymous.json()).toMatchObject({ success: false });
    const other = await tokenOf('pending');
    const stranger = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      headers: { authorization: `Bearer ${other}` },
      payload: { orderNo: o.orderNo, code },
    });
    expect(stranger.json()).toMatchObject({ code: 404, msg: '订单不存在' });
    const still = await t.app.inject({ method: 'GET', url: `${P.sandboxOrder.path}?orderNo=${o.orderNo}` });
    expect(still.json().data.status).toBe('pending');
    const confirm = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNo: o.orderNo, code },
    });
    expect(confirm.json().data).toEqual({ orderNo: o.orderNo, status: 'paid', amount: 20000 });
    const twice = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNo: o.orderNo, code },
    });
    expect(twice.json().data.status).toBe('paid');
    const jp = await call(t.app, E.judgePay, { registrationId: a.registrationId }, { token });
    expect(jp.body.data).toMatchObject({ paid: true, needPay: false, feeStatus: 3 });
    const log = await rows(
      t.db,
      sql`SELECT 1 FROM pay_notifications WHERE order_no = ${o.orderNo} AND outcome = 'paid'`,
    );
    expect(log).toHaveLength(1);
  });
  it('an unknown order is a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${P.sandboxOrder.path}?orderNo=NOPE` });
    expect(res.json()).toMatchObject({ code: 404, msg: '订单不存在' });
  });
});
