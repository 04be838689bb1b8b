import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import { fee, FEE_CODE, type FeeEvent, type FeeState } from '@domain/journeys';
import { H5_PAY_OFF } from '@domain/payment/pay-choices';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payLedger, payOrders, registrations, sandboxTrades } from '../../server/src/db/schema-admissions';
import { startPayOrderJob, sweepPayOrders } from '../../server/src/jobs/pay-orders';
import { payOrderSettings } from '../../server/src/modules/pay/lifecycle';
import { sandboxPay } from '../../server/src/modules/pay/sandbox';
import { moveFee, notifyFor } from '../../server/src/modules/pay/service';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const who = (key: string) => demoApplicants(A.tenantId).find((s) => s.key === key)!;
const MIN = 60_000;
let t: TestServer;
let token = '';
const reg = () => who('pending').registrationId;

const open = (tradeType: 'JSAPI' | 'MINIAPP' | 'H5' = 'JSAPI') =>
  call(t.app, P.unifiedOrder, { registrationId: reg(), tradeType }, { token });
const query = (orderNo: string) => call(t.app, P.queryOrder, { orderNo }, { token });
const feeOf = async () =>
  (await t.db.select().from(registrations).where(eq(registrations.id, reg())))[0]!.feeStatus;
const orders = () =>
  t.db.select().from(payOrders).where(eq(payOrders.registrationId, reg())).orderBy(payOrders.createdAt);
const ledgerOf = (orderNo: string) => t.db.select().from(payLedger).where(eq(payLedger.orderNo, orderNo));
const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));
const sweep = () => sweepPayOrders(t.app.deps, t.clock.now);
const notify = (orderNo: string, amount: number, transactionId: string) =>
  t.app.inject({
    method: 'POST',
    url: P.PAY_NOTIFY_PATH,
    payload: notifyFor({ orderNo, amount }, t.app.deps.config, t.clock.now, transactionId),
  });

beforeAll(async () => {
  t = await testServer('pay-lifecycle');
  token = await tokenFor(t, A, 'applicant', { userId: who('pending').userId });
  // The seeded open orders of other applicants are kept out of these sweeps' counts.
  const far = new Date('2099-01-01T00:00:00Z');
  await t.db
    .update(payOrders)
    .set({ nextQueryAt: far, expiresAt: far })
    .where(eq(payOrders.status, 'pending'));
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each case starts from an approved, unpaid registration with no orders.
  t.clock.now = new Date('2026-08-30T02:00:00Z');
  const nos = (await orders()).map((o) => o.orderNo);
  for (const no of nos) {
    await t.db.delete(payLedger).where(eq(payLedger.orderNo, no));
    await t.db.delete(sandboxTrades).where(eq(sandboxTrades.orderNo, no));
  }
  await t.db.delete(payOrders).where(eq(payOrders.registrationId, reg()));
  await t.db
    .update(registrations)
    .set({ reviewStatus: 1, feeStatus: FEE_CODE.unpaid })
    .where(eq(registrations.id, reg()));
});

describe('open order: 未缴费 → 待支付, continued while valid', () => {
  it('opens one order, then 继续支付 (cancelled pay sheet) continues it with the same prepay', async () => {
    const first = await open();
    expect(first.body).toMatchObject({ success: true, data: { feeStatus: 2, reused: false, h5Url: null } });
    expect(await feeOf()).toBe(FEE_CODE.pending);
    // The user closed the pay sheet: nothing arrived, the fee stays 待支付 and the order is continued.
    later(5 * MIN);
    const again = await open();
    expect(again.body.data).toMatchObject({ orderNo: first.body.data.orderNo, reused: true });
    expect(again.body.data.params).toEqual(first.body.data.params);
    expect(await orders()).toHaveLength(1);
    expect((await query(first.body.data.orderNo)).body.data).toMatchObject({
      status: 'pending',
      feeStatus: 2,
    });
  });

  it('a prepay older than its validity is re-made for the same order number', async () => {
    t.app.deps.config.payOrders = { ...payOrderSettings({}), prepayTtlMs: 10 * MIN };
    try {
      const first = await open();
      later(11 * MIN);
      const again = await open();
      expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
      expect(again.body.data.params!.package).not.toBe(first.body.data.params!.package);
    } finally {
      delete t.app.deps.config.payOrders;
    }
  });

  it('parallel taps open a single order', async () => {
    const rs = await Promise.all([open(), open(), open()]);
    expect(new Set(rs.map((r) => r.body.data.orderNo)).size).toBe(1);
    expect((await orders()).filter((o) => o.status === 'pending')).toHaveLength(1);
  });

  it('switching kind (JSAPI → H5) closes the open order and opens a new one with an h5Url', async () => {
    const jsapi = await open('JSAPI');
    const h5 = await open('H5');
    expect(h5.body.data.orderNo).not.toBe(jsapi.body.data.orderNo);
    expect(h5.body.data.params).toBeNull();
    expect(h5.body.data.h5Url).toContain(
      `/pub/?h5=1#/chargeH5/wxpaying?project=chargeH5&orderNo=${h5.body.data.orderNo}`,
    );
    expect((await orders()).map((o) => o.status)).toEqual(['closed', 'pending']);
    expect(await feeOf()).toBe(FEE_CODE.pending);
  });

  it('H5 is refused while the school has not turned H5 pay on (学校设置); JSAPI still opens', async () => {
    const h5Off = (on: boolean) =>
      t.db.execute(
        sql`UPDATE orgs SET settings = jsonb_set(COALESCE(settings, '{}'::jsonb), '{h5Pay}', ${JSON.stringify(on)}::jsonb) WHERE id = ${A.orgId}`,
      );
    await h5Off(false);
    try {
      expect((await open('H5')).body).toMatchObject({ success: false, msg: H5_PAY_OFF });
      expect(await orders()).toHaveLength(0);
      expect((await open('JSAPI')).body.success).toBe(true);
    } finally {
      await h5Off(true);
    }
    expect((await open('H5')).body.success).toBe(true);
  });

  it('refused before approval, once paid, and for someone else', async () => {
    await t.db.update(registrations).set({ reviewStatus: 0 }).where(eq(registrations.id, reg()));
    expect((await open()).body).toMatchObject({ success: false, msg: '报名审核通过后才能缴费' });
    await t.db
      .update(registrations)
      .set({ reviewStatus: 1, feeStatus: 3 })
      .where(eq(registrations.id, reg()));
    expect((await open()).body).toMatchObject({ success: false, msg: '已缴费，无需重复支付' });
    const other = await tokenFor(t, A, 'applicant', { userId: who('paying').userId });
    const r = await call(t.app, P.unifiedOrder, { registrationId: reg() }, { token: other });
    expect(r.body).toMatchObject({ success: false, msg: '报名记录不存在' });
    expect(await orders()).toHaveLength(0);
  });
});

describe('no notify: the server queries the order', () => {
  it('the job asks first within 60 s and settles a payment whose notify never arrived', async () => {
    const o = (await open()).body.data;
    await sandboxPay(t.db, o.orderNo, t.clock.now); // paid at the platform, notify lost
    later(30_000);
    expect((await sweep()).checked).toBe(0); // not due yet
    later(31_000);
    expect(await sweep()).toMatchObject({ checked: 1, paid: 1 });
    expect(await feeOf()).toBe(FEE_CODE.paid);
    expect(await ledgerOf(o.orderNo)).toMatchObject([{ source: 'query', amount: o.amount }]);
  });

  it('an unpaid order is asked again on the schedule, then closed after PAY_ORDER_TIMEOUT_MIN → 已关闭', async () => {
    const o = (await open()).body.data;
    later(61_000);
    expect(await sweep()).toMatchObject({ checked: 1, paid: 0, closed: 0 });
    expect((await orders())[0]!.queryCount).toBe(1);
    later(60_000);
    expect((await sweep()).checked).toBe(0); // next query in 5 minutes
    later(29 * MIN);
    expect(await sweep()).toMatchObject({ checked: 1, closed: 1 });
    expect(await feeOf()).toBe(FEE_CODE.closed);
    const [closed] = await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, o.orderNo));
    expect(closed!.state).toBe('CLOSED'); // closed at the platform too: it can no longer be paid
    expect((await query(o.orderNo)).body.data).toMatchObject({ status: 'closed', feeStatus: 6 });
    // 重新支付: a new order, 已关闭 → 待支付.
    const again = (await open()).body.data;
    expect(again.orderNo).not.toBe(o.orderNo);
    expect(again.reused).toBe(false);
    expect(await feeOf()).toBe(FEE_CODE.pending);
  });

  it('a payment that failed at the platform closes the order at its next query (重新支付 then)', async () => {
    const o = (await open()).body.data;
    await t.db.update(sandboxTrades).set({ state: 'PAYERROR' }).where(eq(sandboxTrades.orderNo, o.orderNo));
    later(61_000);
    expect(await sweep()).toMatchObject({ checked: 1, closed: 1 });
    expect(await feeOf()).toBe(FEE_CODE.closed);
  });

  it("the app's queryOrder settles a lost notify at once (the H5 return page)", async () => {
    const o = (await open('H5')).body.data;
    await sandboxPay(t.db, o.orderNo, t.clock.now);
    const q = await query(o.orderNo);
    expect(q.body.data).toMatchObject({ status: 'paid', feeStatus: 3 });
    expect(await ledgerOf(o.orderNo)).toHaveLength(1);
  });

  it('an order paid at the platform while being closed is settled, not closed', async () => {
    const o = (await open()).body.data;
    later(31 * MIN);
    await sandboxPay(t.db, o.orderNo, t.clock.now);
    expect(await sweep()).toMatchObject({ paid: 1, closed: 0 });
    expect(await feeOf()).toBe(FEE_CODE.paid);
  });

  it('the job started by the server sweeps on its interval with the injected clock', async () => {
    const o = (await open()).body.data;
    await sandboxPay(t.db, o.orderNo, t.clock.now);
    const job = startPayOrderJob(t.app.deps, {
      now: () => new Date(t.clock.now.getTime() + 61_000),
      everyMs: 20,
    });
    try {
      await expect.poll(feeOf, { timeout: 3000 }).toBe(FEE_CODE.paid);
    } finally {
      job.stop();
    }
  });

  it('a closed order cannot be paid at the sandbox cashier', async () => {
    const o = (await open('H5')).body.data;
    later(31 * MIN);
    await sweep();
    const r = await t.app.inject({
      method: 'POST',
      url: P.sandboxConfirm.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { orderNo: o.orderNo },
    });
    expect(r.json()).toMatchObject({ success: false, msg: '订单已关闭，请返回重新支付' });
  });
});

describe('load: 10 parallel notifies and 10 parallel queries for one order', () => {
  it('paid once, one ledger row', async () => {
    const o = (await open()).body.data;
    const tx = await sandboxPay(t.db, o.orderNo, t.clock.now);
    later(61_000);
    const [notifies, queries] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => notify(o.orderNo, o.amount, tx!))),
      Promise.all(Array.from({ length: 10 }, () => query(o.orderNo))),
    ]);
    for (const r of notifies) expect(r.json()).toMatchObject({ return_code: 'SUCCESS' });
    for (const r of queries) expect(r.body.data).toMatchObject({ status: 'paid', feeStatus: 3 });
    expect(await ledgerOf(o.orderNo)).toHaveLength(1);
    const [row] = await orders();
    expect(row).toMatchObject({ status: 'paid', transactionId: tx });
    const log = await t.db.execute(
      sql`SELECT outcome FROM pay_notifications WHERE order_no = ${o.orderNo} AND outcome LIKE '%paid'`,
    );
    expect((log as unknown as { rows: unknown[] }).rows ?? log).toHaveLength(1);
  });
});

describe('offline payment (school setting)', () => {
  it('a voucher is refused when the school turns offline payment off, and the list says so', async () => {
    await t.db.execute(
      sql`UPDATE orgs SET settings = coalesce(settings, '{}'::jsonb) || '{"offlinePayment": false}'::jsonb WHERE id = ${A.orgId}`,
    );
    try {
      const list = await call(t.app, E.getUserDetail, {}, { token });
      expect(list.body.data.find((r) => r.registrationId === reg())).toMatchObject({ offlinePayment: false });
      const r = await call(
        t.app,
        E.mobilePaymentVoucher,
        {
          registrationId: reg(),
          files: [{ fileId: 'f1', name: '回单.png', size: 1, type: 'image/png', url: '' }],
        },
        { token },
      );
      expect(r.body).toMatchObject({ success: false, msg: '学校未开通线下缴费，请在线支付' });
    } finally {
      await t.db.execute(sql`UPDATE orgs SET settings = settings - 'offlinePayment' WHERE id = ${A.orgId}`);
    }
    const list = await call(t.app, E.getUserDetail, {}, { token });
    expect(list.body.data.find((r) => r.registrationId === reg())).toMatchObject({ offlinePayment: true });
  });
});

describe('WeChat H5 pay (school setting)', () => {
  it('each registration says whether its school has H5 pay for plain browsers: on unless turned off (issue 23)', async () => {
    const h5 = async () =>
      (await call(t.app, E.getUserDetail, {}, { token })).body.data.find((r) => r.registrationId === reg())
        ?.h5Pay;
    expect(await h5()).toBe(true);
    await t.db.execute(
      sql`UPDATE orgs SET settings = coalesce(settings, '{}'::jsonb) || '{"h5Pay": false}'::jsonb WHERE id = ${A.orgId}`,
    );
    try {
      expect(await h5()).toBe(false);
    } finally {
      await t.db.execute(sql`UPDATE orgs SET settings = settings - 'h5Pay' WHERE id = ${A.orgId}`);
    }
    expect(await h5()).toBe(true);
  });
});

describe('fee model on the server', () => {
  const states = Object.keys(fee.states) as FeeState[];
  it('every transition not in the model is refused; every one in it is made', async () => {
    for (const from of states) {
      for (const event of fee.events as FeeEvent[]) {
        await t.db
          .update(registrations)
          .set({ feeStatus: FEE_CODE[from] })
          .where(eq(registrations.id, reg()));
        const moved = await moveFee(t.db, reg(), event, t.clock.now);
        const to = fee.transitions[from][event];
        expect({ from, event, moved }).toEqual({ from, event, moved: to !== undefined });
        expect(await feeOf()).toBe(FEE_CODE[to ?? from]);
      }
    }
  });
});
