import * as E from '@contract/enrollment';
import * as W from '@contract/staff-work';
import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@domain/journeys/codes';
import { VOUCHER_PENDING_REFUSAL } from '@domain/journeys/registration-actions';
import { ACTION_ROLES } from '@domain/staff/roles';
import type { z } from 'zod';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { FIXED_COLUMNS } from '../../server/src/exports/xlsx';
import { reviewRefusal } from '../../server/src/modules/register/journey-codes';
import { setNotifier } from '../../server/src/notify/config';
import { type DevNotify, devNotify } from '../../server/src/notify/dev';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

/**
 * The roles each workspace operation allowed when they were listed per path (before issue 33 put
 * them on ACTION_ROLES): pinned here, so moving an operation onto an action never changes who may call.
 */
const ROLES = {
  plans: STAFF_ROLES,
  publishResults: ['admin', 'admissions'],
  registrations: ['admin', 'admissions'],
  registration: ['admin', 'admissions'],
  approve: ['admin', 'admissions'],
  reject: ['admin', 'admissions'],
  bulkApprove: ['admin', 'admissions'],
  rejectTemplates: ['admin', 'admissions'],
  saveRejectTemplates: ['admin'],
  vouchers: ['admin', 'admissions'],
  reviewVoucher: ['admin', 'admissions'],
  photos: ['admin', 'checkin'],
  reviewPhoto: ['admin', 'checkin'],
  admit: ['admin', 'admissions'],
  bulkAdmit: ['admin', 'admissions'],
  orders: ['admin', 'admissions'],
  markPaid: ['admin'],
  refund: ['admin'],
  exportXlsx: ['admin', 'admissions'],
  exportAttachments: ['admin', 'admissions'],
  outbox: STAFF_ROLES,
  resend: STAFF_ROLES,
  undoAdmission: ['admin', 'admissions'],
  revokeAdmission: ['admin', 'admissions'],
  letterPreview: ['admin', 'admissions'],
} as const;
type Op = keyof typeof ROLES;
/** Every path of the workspace (contract/staff-work.ts), the dev-only outbox included. */
const P = Object.fromEntries(
  ([...Object.keys(ROLES), 'devOutbox'] as (Op | 'devOutbox')[]).map((k) => [k, W[k].path]),
) as Record<Op | 'devOutbox', string>;

const A = DEMO.A;
const B = DEMO.B;
const appsA = demoApplicants(A.tenantId);
const appsB = demoApplicants(B.tenantId);
const regA = (key: string) => appsA.find((x) => x.key === key)!;
const regB = (key: string) => appsB.find((x) => x.key === key)!;
const planA = admissionsIds(A.tenantId).plans.open;
const planB = admissionsIds(B.tenantId).plans.open;

let t: TestServer;
let adminA: StaffLogin;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;
let sent: DevNotify;

const post = async (path: string, body: object, who: StaffLogin | Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: 'token' in who ? await freshSession(t, who as StaffLogin) : (who as Record<string, string>),
  });
const auditRows = async (staffId: string) =>
  rows<{ action: string; target: string | null; ip: string | null; role: string; at: unknown }>(
    t.db,
    sql`SELECT action, target, ip, role, at FROM audit_log WHERE staff_id = ${staffId} ORDER BY id`,
  );
const statusOf = async (id: string) =>
  (
    await rows<{
      review_status: number;
      fee_status: number;
      admission_status: number;
      voucher_status: number;
    }>(
      t.db,
      sql`SELECT review_status, fee_status, admission_status, voucher_status FROM registrations WHERE id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testServer('staff-work');
  sent = devNotify(() => {});
  setNotifier(t.app.deps, sent);
  adminA = await staffLogin(t, 'admin', A.orgId);
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('roles per endpoint', () => {
  const roles = ['admin', 'admissions', 'checkin'] as const;
  it('every staff endpoint refuses no session, dev-admin-key and a role it does not allow', async () => {
    const who = { admin: () => adminA, admissions: () => admissionsA, checkin: () => checkinA };
    for (const [name, allowed] of Object.entries(ROLES)) {
      const path = P[name as Op];
      expect(ACTION_ROLES[W[name as Op].action], path).toEqual(allowed);
      expect((await post(path, {}, {})).statusCode, path).toBe(401);
      expect((await post(path, {}, { 'x-admin-key': 'dev-admin-key' })).statusCode, path).toBe(401);
      for (const role of roles) {
        const r = await post(path, {}, who[role]());
        if ((allowed as readonly string[]).includes(role))
          expect(r.statusCode, `${path} ${role}`).not.toBe(403);
        else expect([r.statusCode, r.json().msg], `${path} ${role}`).toEqual([403, '暂无权限']);
      }
    }
  });

  it('identity numbers and phones are masked; unmasking is for admin/admissions and audited', async () => {
    const list = await post(P.registrations, { planId: planA }, admissionsA);
    const rowsA = list.json().data.rows as { idNumber: string; phone: string }[];
    expect(rowsA.length).toBeGreaterThan(0);
    for (const r of rowsA) {
      expect(r.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
      if (r.phone) expect(r.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    const open = await post(
      P.registration,
      { registrationId: regA('paid').registrationId, unmask: true },
      admissionsA,
    );
    expect(open.json().data.idNumber).toBe(regA('paid').idNumber);
    const last = (await auditRows(admissionsA.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'registration.view.unmasked', target: regA('paid').registrationId });
    expect(last.ip).toBeTruthy();
    const checkin = await post(P.registrations, { unmask: true }, checkinA);
    expect(checkin.statusCode).toBe(403);
  });
});

describe('malformed input', () => {
  it('no staff endpoint answers 500 to malformed bodies', async () => {
    const bad: unknown[] = [
      null,
      [],
      'text',
      { planId: 123, registrationId: { $ne: 1 }, page: -1, pageSize: 10_000 },
      { planId: 'x\u0000y', registrationId: '\ud800', q: '\u0000', reason: '\ud800' },
      { planId: 'x'.repeat(5000), registrationIds: Array(600).fill('a'), templates: 'nope' },
      { publishAt: 'tomorrow', planId: planA, status: 9, approve: 'yes', dryRun: 'no', unmask: 1 },
      { id: '', welcomeId: null, feeStatus: '2', status: 'any', q: '%_\\' },
    ];
    for (const path of Object.values(P))
      for (const body of bad) {
        const r = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { ...(await freshSession(t, adminA)), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect([path, r.statusCode < 500]).toEqual([path, true]);
      }
  });
});

describe('isolation: a teacher of school A sees and changes nothing of school B', () => {
  it('every endpoint with school B ids answers 404 or nothing of B, and B is unchanged', async () => {
    const [bNotice] = await rows<{ id: string }>(
      t.db,
      sql`INSERT INTO notify_outbox (id, tenant_id, org_id, idem_key, kind, channel, recipient, title, body, status, created_at)
          VALUES ('ntf-b-1', ${B.tenantId}, ${B.orgId}, 'b-only', 'registration.approved', 'dev', '-', '报名审核通过', 'B', 'failed', now())
          RETURNING id`,
    );
    const bIds = [
      planB,
      ...appsB.map((x) => x.registrationId),
      // (names repeat across the two demo schools; ids and identity numbers do not)
      ...appsB.map((x) => x.idNumber),
      ...B.students.map((s) => s.welcomeId),
      bNotice!.id,
    ];
    const before = await Promise.all(appsB.map((x) => statusOf(x.registrationId)));
    const reg = (key: string) => ({ registrationId: regB(key).registrationId });
    const bodies: Record<Op, object> = {
      plans: {},
      publishResults: { planId: planB, publishAt: '2026-09-01T10:00:00+08:00' },
      registrations: { planId: planB },
      registration: reg('paid'),
      approve: reg('pending'),
      reject: { ...reg('pending'), reason: '材料不全' },
      bulkApprove: { planId: planB, dryRun: false },
      rejectTemplates: {},
      saveRejectTemplates: { templates: ['A 的模板'] },
      vouchers: { status: 'pending' },
      reviewVoucher: { ...reg('voucherPending'), approve: true },
      photos: { status: 'pending' },
      reviewPhoto: { welcomeId: B.students[3]!.welcomeId, approve: false, reason: '模糊' },
      admit: { ...reg('paid'), status: 3 },
      bulkAdmit: { planId: planB, registrationIds: [reg('paid').registrationId], dryRun: false, status: 3 },
      undoAdmission: reg('admitted'),
      revokeAdmission: { ...reg('admitted'), reason: '材料造假' },
      orders: {},
      markPaid: { ...reg('pending'), reason: '线下' },
      refund: { ...reg('paid'), reason: '退学' },
      exportXlsx: { planId: planB },
      exportAttachments: { planId: planB },
      outbox: {},
      resend: { id: bNotice!.id },
      letterPreview: reg('admitted'),
    };
    const publishedB = async () =>
      (
        await rows<{ results_publish_at: unknown }>(
          t.db,
          sql`SELECT results_publish_at FROM plans WHERE id = ${planB}`,
        )
      )[0]!.results_publish_at;
    const bPublished = await publishedB();
    for (const [name, body] of Object.entries(bodies)) {
      const r = await post(P[name as keyof typeof P], body, adminA);
      const text = r.body;
      if (r.statusCode === 200 && r.headers['content-type']?.toString().includes('json'))
        for (const id of bIds) expect(text.includes(id), `${name} leaks ${id}`).toBe(false);
      else expect([r.statusCode, name]).toEqual([404, name]);
    }
    // Also by search: B's applicant by name and identity number finds nothing.
    const q = await post(P.registrations, { q: regB('paid').idNumber }, adminA);
    expect(q.json().data.total).toBe(0);
    expect(await Promise.all(appsB.map((x) => statusOf(x.registrationId)))).toEqual(before);
    const [tpl] = await rows(t.db, sql`SELECT 1 FROM staff_reject_templates WHERE org_id = ${B.orgId}`);
    expect(tpl).toBeUndefined();
    expect(await publishedB()).toEqual(bPublished);
    // And school B's own admin does see its own registration.
    expect((await post(P.registration, reg('paid'), adminB)).json().data.name).toBe(regB('paid').name);
  });
});

describe('review, decisions and notifications', () => {
  it('approve and reject with a template reason: the parent sees the reason, each leaves one audit row and one notice', async () => {
    const templates = await post(P.rejectTemplates, {}, admissionsA);
    const reason = (templates.json().data as string[])[0]!;
    const audits = (await auditRows(admissionsA.id)).length;
    const approved = await post(P.approve, { registrationId: regA('pending').registrationId }, admissionsA);
    expect(approved.json().data).toMatchObject({ reviewStatus: 1 });
    const rejected = await post(
      P.reject,
      { registrationId: regA('pending').registrationId, reason },
      admissionsA,
    );
    expect(rejected.json()).toMatchObject({ code: 0, data: { reviewStatus: 2 } });
    const log = await auditRows(admissionsA.id);
    expect(log.slice(audits).map((x) => x.action)).toEqual(['registration.approve', 'registration.reject']);
    const token = await tokenFor(t, A, 'applicant', { userId: regA('pending').userId });
    const judged = await call(
      t.app,
      E.judgeReject,
      { registrationId: regA('pending').registrationId },
      { token },
    );
    expect(judged.body.data).toEqual({ rejected: true, reason, reviewStatus: 2 });
    const outbox = (await post(P.outbox, {}, admissionsA)).json().data.rows as {
      kind: string;
      body: string;
    }[];
    expect(outbox.find((x) => x.kind === 'registration.rejected')?.body).toContain(reason);
    expect(outbox.find((x) => x.kind === 'registration.approved')).toBeTruthy();
    expect(sent.sent.some((m) => m.kind === 'registration.rejected' && m.body.includes(reason))).toBe(true);
  });

  it('bulk approve: a dry run counts ten and changes nothing; the real run approves ten with one audit row', async () => {
    for (let i = 0; i < 10; i++)
      await t.db
        .execute(sql`INSERT INTO registrations (id, reg_no, tenant_id, org_id, plan_id, user_id, name, id_number, answers, amount)
        SELECT ${`bulk-${i}`}, ${`20269${String(i).padStart(4, '0')}`}, tenant_id, org_id, plan_id, user_id, ${`批量${i}`}, ${`BULK${i}`}, answers, amount
        FROM registrations WHERE id = ${regA('paid').registrationId}`);
    const ids = Array.from({ length: 10 }, (_, i) => `bulk-${i}`);
    const dry = await post(P.bulkApprove, { planId: planA, registrationIds: ids, dryRun: true }, admissionsA);
    expect(dry.json().data).toMatchObject({ count: 10, dryRun: true, skipped: [] });
    expect((await statusOf('bulk-0')).review_status).toBe(0);
    const audits = (await auditRows(admissionsA.id)).length;
    const real = await post(
      P.bulkApprove,
      { planId: planA, registrationIds: [...ids, regA('paid').registrationId], dryRun: false },
      admissionsA,
    );
    expect(real.json().data).toMatchObject({ count: 10, dryRun: false });
    // Skipped by name with the review journey's refusal (an approved one cannot be approved again).
    expect(real.json().data.skipped).toEqual([
      {
        id: regA('paid').registrationId,
        name: '杨一诺',
        reason: reviewRefusal(
          { reviewStatus: 1, feeStatus: 3, voucherStatus: null, admissionStatus: 1 },
          'approve',
        ),
      },
    ]);
    expect(real.json().data.decided.map((x: { name: string }) => x.name)).toEqual(
      ids.map((_, i) => `批量${i}`),
    );
    for (const id of ids) expect((await statusOf(id)).review_status).toBe(1);
    const log = (await auditRows(admissionsA.id)).slice(audits);
    expect(log.map((x) => x.action)).toEqual(['registration.bulk-approve']);
  });

  it('admit and publish at a set time: before it the result look-up says when, after it shows the result', async () => {
    const a = regA('paid');
    // Not yet published (the demo plan publishes as it decides): a decision now is told at publication.
    await t.db.execute(sql`UPDATE plans SET results_publish_at = NULL WHERE id = ${planA}`);
    expect(
      (await post(P.admit, { registrationId: a.registrationId, status: 3 }, admissionsA)).json().data,
    ).toMatchObject({
      admissionStatus: 3,
    });
    const at = new Date(t.clock.now.getTime() + 3600_000);
    const pub = await post(P.publishResults, { planId: planA, publishAt: at.toISOString() }, admissionsA);
    expect(pub.json().data).toMatchObject({ resultsPublishAt: at.toISOString(), resultsPublished: false });
    // 录取管理 reads publication from the server's clock, never the browser's.
    const published = async () =>
      (
        (await post(P.plans, {}, admissionsA)).json().data as { id: string; resultsPublished: boolean }[]
      ).find((p) => p.id === planA)!.resultsPublished;
    expect(await published()).toBe(false);
    const look = async () =>
      (await call(t.app, E.queryEnrollResult, { idNumber: a.idNumber, name: a.name }, { school: A })).body
        .data.records[0]!;
    expect(await look()).toMatchObject({ statusText: '录取结果将于 2026-08-30 11:00 公布', notice: null });
    const resultNotices = async () =>
      ((await post(P.outbox, {}, admissionsA)).json().data.rows as { kind: string; status: string }[]).filter(
        (x) => x.kind === 'result.published',
      );
    // The notice waits in the outbox until the publishing time.
    expect((await resultNotices()).length).toBeGreaterThan(0);
    expect((await resultNotices()).every((x) => x.status === 'pending')).toBe(true);
    expect(sent.sent.some((m) => m.kind === 'result.published')).toBe(false);
    t.clock.now = new Date(at.getTime() + 1000);
    expect(await published()).toBe(true);
    expect(await look()).toMatchObject({ statusText: '已录取', notice: { title: '录取通知书' } });
    const { deliverDue } = await import('../../server/src/notify/outbox');
    await deliverDue(t.app.deps);
    expect((await resultNotices()).every((x) => x.status !== 'pending')).toBe(true);
    expect(sent.sent.some((m) => m.kind === 'result.published' && m.body.includes(a.name))).toBe(true);
  });

  it('vouchers and face photos: review within the school; a rejected photo notifies the student', async () => {
    const v = await post(P.vouchers, { status: 'pending' }, admissionsA);
    expect((v.json().data.rows as { registrationId: string }[]).map((x) => x.registrationId)).toContain(
      regA('voucherPending').registrationId,
    );
    const ok = await post(
      P.reviewVoucher,
      { registrationId: regA('voucherPending').registrationId, approve: true },
      admissionsA,
    );
    expect(ok.json().data).toMatchObject({ voucherStatus: 1, feeStatus: 3 });
    const photos = await post(P.photos, { status: 'pending' }, checkinA);
    const first = (photos.json().data.rows as { welcomeId: string; url: string }[])[0]!;
    expect(first.url).toMatch(/^\/fileapi\/files\//);
    const noReason = await post(P.reviewPhoto, { welcomeId: first.welcomeId, approve: false }, checkinA);
    expect(noReason.json().msg).toBe('请填写驳回原因');
    const no = await post(
      P.reviewPhoto,
      { welcomeId: first.welcomeId, approve: false, reason: '背景不是纯色' },
      checkinA,
    );
    expect(no.json().data).toMatchObject({ photoStatus: 2, rejectReason: '背景不是纯色' });
    expect(sent.sent[0]).toMatchObject({ kind: 'photo.rejected' });
  });

  it('payments: mark paid offline with a reason, refund (sandbox: straight to 已退费), refused when the model says no', async () => {
    const id = regA('paying').registrationId;
    const paid = await post(P.markPaid, { registrationId: id, reason: '现场缴费' }, adminA);
    expect(paid.json().data).toMatchObject({ feeStatus: 3 });
    expect((await post(P.markPaid, { registrationId: id, reason: '再来' }, adminA)).json()).toMatchObject({
      code: 422,
      msg: '当前状态（已缴费）不能进行此操作',
    });
    expect((await post(P.markPaid, { registrationId: id, reason: '再来' }, admissionsA)).statusCode).toBe(
      403,
    );
    // A voucher 审核中: 线下已缴 is refused by the same rule (journeys markPaidRefusal), nothing changes.
    const reviewing = regA('pending').registrationId;
    await t.db.execute(sql`UPDATE registrations SET voucher_status = 0 WHERE id = ${reviewing}`);
    const twice = await post(P.markPaid, { registrationId: reviewing, reason: '现场缴费' }, adminA);
    expect(twice.json()).toMatchObject({ code: 422, msg: VOUCHER_PENDING_REFUSAL });
    expect((await statusOf(reviewing)).fee_status).toBe(1);
    await t.db.execute(sql`UPDATE registrations SET voucher_status = NULL WHERE id = ${reviewing}`);
    const refunded = await post(P.refund, { registrationId: id, reason: '放弃入学' }, adminA);
    expect(refunded.json().data).toMatchObject({ feeStatus: 5 });
    const orders = (await post(P.orders, { feeStatus: 5 }, adminA)).json().data.rows as {
      registrationId: string;
    }[];
    expect(orders.map((x) => x.registrationId)).toContain(id);
  });

  it('the desk tables: 凭证, 照片 and 订单 lists answer the status tabs’ counts; 凭证 and 订单 sort by their time column', async () => {
    const list = async <S extends z.ZodType>(path: string, body: object, who: StaffLogin, schema: S) =>
      schema.parse((await post(path, body, who)).json().data) as z.infer<S>;
    const pending = await list(P.vouchers, { status: 'pending' }, adminA, W.vouchers.response);
    const approved = await list(P.vouchers, { status: 'approved' }, adminA, W.vouchers.response);
    expect(pending.counts).toEqual(approved.counts);
    expect(pending.counts.pending).toBe(pending.total);
    expect(approved.counts.approved).toBe(approved.total);
    const times = (rows: { updatedAt: string }[]) => rows.map((r) => r.updatedAt);
    const vAsc = await list(P.vouchers, { status: 'approved', sort: 'timeAsc' }, adminA, W.vouchers.response);
    const vDesc = await list(
      P.vouchers,
      { status: 'approved', sort: 'timeDesc' },
      adminA,
      W.vouchers.response,
    );
    expect(times(vAsc.rows)).toEqual([...times(vAsc.rows)].sort());
    expect(times(vDesc.rows)).toEqual([...times(vDesc.rows)].sort().reverse());

    const photos = await list(P.photos, { status: 'pending' }, adminA, W.photos.response);
    expect(photos.counts.pending).toBe(photos.total);
    const rejected = await list(P.photos, { status: 'rejected' }, adminA, W.photos.response);
    expect(rejected.counts.rejected).toBe(rejected.total);

    const all = await list(P.orders, { pageSize: 100 }, adminA, W.orders.response);
    expect(all.counts.reduce((n, c) => n + c.count, 0)).toBe(all.total);
    for (const c of all.counts) {
      const one = await list(P.orders, { feeStatus: c.feeStatus }, adminA, W.orders.response);
      expect(one.total).toBe(c.count);
    }
    const paid = (rows: { paidAt: string | null }[]) => rows.map((r) => r.paidAt);
    const oAsc = paid(
      (await list(P.orders, { sort: 'timeAsc', pageSize: 100 }, adminA, W.orders.response)).rows,
    );
    const oDesc = paid(all.rows);
    const known = (xs: (string | null)[]) => xs.filter((x): x is string => x !== null);
    expect(known(oAsc)).toEqual(known(oAsc).sort());
    expect(known(oDesc)).toEqual(known(oDesc).sort().reverse());
    // unpaid last either way
    expect(oAsc.slice(0, known(oAsc).length)).toEqual(known(oAsc));
    expect(oDesc.slice(0, known(oDesc).length)).toEqual(known(oDesc));
  });

  it('refund through the school pay provider: success → 已退费; a provider refusal puts the fee back to 已缴费', async () => {
    const calls: unknown[] = [];
    let answer: 'success' | 'fail' = 'fail';
    const provider = {
      name: 'fake',
      refund: async (i: unknown) => {
        calls.push(i);
        if (answer === 'fail') throw new Error('boom');
        return { refundNo: 'r', refundId: 'x', state: 'success' as const, amount: 1 };
      },
    };
    const deps = t.app.deps;
    const saved = deps.config.payments;
    deps.config.payments = { mode: 'wxpay-v3', forSchool: async () => provider as never };
    try {
      const id = regA('preAdmitted').registrationId;
      const bad = await post(P.refund, { registrationId: id, reason: '退学' }, adminA);
      expect(bad.json()).toMatchObject({ code: 422, msg: '退款失败，请稍后重试' });
      expect((await statusOf(id)).fee_status).toBe(3);
      answer = 'success';
      const good = await post(P.refund, { registrationId: id, reason: '退学' }, adminA);
      expect(good.json().data).toMatchObject({ feeStatus: 5 });
      expect(calls).toHaveLength(2);
      expect(calls[1]).toMatchObject({ reason: '退学' });
    } finally {
      deps.config.payments = saved;
    }
  });
});

describe('row actions (issue 23 item 2)', () => {
  type Rows<A> = { rows: ({ actions?: A[] } & Record<string, unknown>)[] };
  const data = async <A = string>(path: string, body: object, who: StaffLogin) =>
    (await post(path, body, who)).json().data as Rows<A>;
  const FEE_OFFERS: Record<number, string[]> = {
    1: ['markPaid'],
    2: ['markPaid'],
    3: ['refund'],
    4: ['refund'],
    5: [],
    6: ['markPaid'],
  };

  it('凭证, 订单 and 照片 rows carry what the caller’s role may do; an action not offered is refused with the journey’s sentence', async () => {
    // 缴费订单: the admin by fee state; 招生老师 sees the orders and is offered nothing.
    const orders = await data(P.orders, { pageSize: 100 }, adminA);
    expect(orders.rows.length).toBeGreaterThan(3);
    // 线下已缴 is not offered while a voucher is 审核中 (issue 34 item 22: it would take the money twice).
    const offers = (r: Record<string, unknown>) =>
      FEE_OFFERS[r.feeStatus as number]!.filter((a) => a !== 'markPaid' || r.voucherStatus !== 0);
    for (const r of orders.rows) expect(r.actions, String(r.name)).toEqual(offers(r));
    const seen = await data(P.orders, { pageSize: 100 }, admissionsA);
    expect(seen.rows.length).toBe(orders.rows.length);
    expect(seen.rows.every((r) => r.actions?.length === 0)).toBe(true);
    const refunded = orders.rows.find((r) => r.feeStatus === 5)!;
    expect(
      (await post(P.refund, { registrationId: refunded.registrationId, reason: '再退' }, adminA)).json(),
    ).toMatchObject({ code: 422, msg: '当前状态（已退费）不能进行此操作' });

    // 凭证审核: 审核中 offers 通过 / 驳回 to admin and 招生老师; a decided voucher nothing, and is refused.
    const id = regA('voucherRejected').registrationId;
    const decided = await data(P.vouchers, { status: 'rejected' }, admissionsA);
    expect(decided.rows.find((r) => r.registrationId === id)?.actions).toEqual([]);
    expect(
      (await post(P.reviewVoucher, { registrationId: id, approve: true }, admissionsA)).json(),
    ).toMatchObject({ code: 422, msg: '当前状态（已驳回）不能进行此操作' });
    await t.db.execute(sql`UPDATE registrations SET voucher_status = 0 WHERE id = ${id}`);
    for (const who of [adminA, admissionsA]) {
      const pending = await data(P.vouchers, { status: 'pending' }, who);
      expect(pending.rows.find((r) => r.registrationId === id)?.actions).toEqual([
        'approveVoucher',
        'rejectVoucher',
      ]);
    }
    const rejected = await post(
      P.reviewVoucher,
      { registrationId: id, approve: false, reason: '金额不符' },
      admissionsA,
    );
    expect(rejected.json().data).toMatchObject({ voucherStatus: 2 });
    expect(rejected.json().data.actions).not.toContain('approveVoucher');

    // 人脸照片: 审核中 offers 通过 / 驳回 to 报到老师; a rejected photo nothing, refused.
    const done = await data(P.photos, { status: 'rejected' }, adminA);
    const gone = done.rows[0]!;
    expect(gone.actions).toEqual([]);
    expect(
      (await post(P.reviewPhoto, { welcomeId: gone.welcomeId, approve: true }, checkinA)).json(),
    ).toMatchObject({
      code: 422,
      msg: '当前状态（已驳回）不能进行此操作',
    });
    await t.db.execute(sql`UPDATE welcome_students SET photo_status = 0 WHERE id = ${gone.welcomeId}`);
    const photos = await data(P.photos, { status: 'pending' }, checkinA);
    expect(photos.rows.length).toBeGreaterThan(0);
    for (const r of photos.rows) expect(r.actions).toEqual(['approvePhoto', 'rejectPhoto']);
    const ok = await post(P.reviewPhoto, { welcomeId: gone.welcomeId, approve: true }, checkinA);
    expect(ok.json().data).toMatchObject({ photoStatus: 1, actions: [] });
  });
});

describe('audit trail', () => {
  it('every successful staff call leaves exactly one audit row (who, role, when, what, IP)', async () => {
    await t.db
      .execute(sql`INSERT INTO registrations (id, reg_no, tenant_id, org_id, plan_id, user_id, name, id_number, answers, amount)
      SELECT 'audit-1', '202699999', tenant_id, org_id, plan_id, user_id, '审计', 'AUDIT1', answers, amount
      FROM registrations WHERE id = ${regA('paid').registrationId}`);
    const [note] = await rows<{ id: string }>(
      t.db,
      sql`INSERT INTO notify_outbox (id, tenant_id, org_id, idem_key, kind, channel, recipient, title, body, status, created_at)
          VALUES ('ntf-a-audit', ${A.tenantId}, ${A.orgId}, 'a-audit', 'checkin.open', 'dev', '-', 't', 'b', 'failed', now())
          RETURNING id`,
    );
    const calls: [keyof typeof P, object][] = [
      ['plans', {}],
      ['registrations', {}],
      ['registration', { registrationId: 'audit-1' }],
      ['bulkApprove', { planId: planA, registrationIds: ['audit-1'], dryRun: true }],
      ['approve', { registrationId: 'audit-1' }],
      ['bulkAdmit', { planId: planA, registrationIds: ['audit-1'], dryRun: true }],
      // A plan with a fee: decided once paid (issue 24).
      ['markPaid', { registrationId: 'audit-1', reason: '现金' }],
      ['admit', { registrationId: 'audit-1', status: 2 }],
      ['rejectTemplates', {}],
      ['saveRejectTemplates', { templates: ['照片不清晰', '照片不清晰', '缺少户口本'] }],
      ['vouchers', {}],
      ['photos', {}],
      ['orders', {}],
      ['refund', { registrationId: 'audit-1', reason: '退学' }],
      ['publishResults', { planId: planA, publishAt: '2026-08-30T10:00:00+08:00' }],
      ['exportXlsx', { planId: planA }],
      ['exportAttachments', { planId: planA }],
      ['outbox', {}],
      ['resend', { id: note!.id }],
    ];
    for (const [name, body] of calls) {
      const before = (await auditRows(adminA.id)).length;
      const r = await post(P[name], body, adminA);
      expect([name, r.statusCode]).toEqual([name, 200]);
      if (r.headers['content-type']?.toString().includes('json'))
        expect([name, r.json().code]).toEqual([name, 0]);
      const after = await auditRows(adminA.id);
      expect([name, after.length - before]).toEqual([name, 1]);
      expect(after.at(-1)).toMatchObject({ role: 'admin' });
      expect(after.at(-1)!.ip).toBeTruthy();
    }
    expect((await post(P.rejectTemplates, {}, admissionsA)).json().data).toEqual([
      '照片不清晰',
      '缺少户口本',
    ]);
    // Append-only: the database refuses to change or delete an audit row.
    await expect(t.db.execute(sql`DELETE FROM audit_log WHERE staff_id = ${adminA.id}`)).rejects.toThrow();
  });
});

describe('exports', () => {
  it('the xlsx opens with ExcelJS: one column per form field plus statuses; identity numbers masked unless unmasked', async () => {
    const [tpl] = await rows<{ fields: { label: string }[] }>(
      t.db,
      sql`SELECT t.fields FROM reg_templates t JOIN plans p ON p.template_id = t.id WHERE p.id = ${planA}`,
    );
    const open = async (unmask: boolean, who = admissionsA) => {
      const r = await post(P.exportXlsx, { planId: planA, unmask }, who);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0]!;
    };
    const ws = await open(false);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['报名编号', ...tpl!.fields.map((f) => f.label), ...FIXED_COLUMNS]);
    // 报名编号 first (what a parent quotes on the phone), 9 digits, never the internal id.
    const numbers = ws.getColumn(1).values.slice(2) as string[];
    for (const n of numbers) expect(n).toMatch(/^\d{9,10}$/);
    expect(numbers).not.toContain(regA('paid').registrationId);
    const idCol = tpl!.fields.findIndex((f) => f.label.includes('证件')) + 2;
    const ids = ws.getColumn(idCol).values.slice(2) as string[];
    expect(ids.length).toBeGreaterThan(5);
    for (const v of ids) expect(v).toMatch(/\*{4}/);
    const full = await open(true);
    expect(full.getColumn(idCol).values.slice(2)).toContain(regA('paid').idNumber);
    expect((await auditRows(admissionsA.id)).at(-1)!.action).toBe('export.xlsx.unmasked');
  });

  it('attachments come as a zip, one folder per student (name_报名编号)', async () => {
    const [f] = await rows<{ id: string; storage_key: string }>(
      t.db,
      sql`SELECT id, storage_key FROM files WHERE org_id = ${A.orgId} ORDER BY id LIMIT 1`,
    );
    expect(f).toBeDefined();
    const reg = regA('voucherRejected');
    await t.db
      .execute(sql`UPDATE registrations SET voucher_files = ${JSON.stringify([{ fileId: f!.id, name: '转账截图.png' }])}::jsonb
      WHERE id = ${reg.registrationId}`);
    const r = await post(P.exportAttachments, { planId: planA }, adminA);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [numbered] = await rows<{ reg_no: string }>(
      t.db,
      sql`SELECT reg_no FROM registrations WHERE id = ${reg.registrationId}`,
    );
    const name = Buffer.from(`${reg.name}_${numbered!.reg_no}/缴费凭证_转账截图.png`);
    expect(r.rawPayload.includes(name)).toBe(true);
    // School B's admin gets B's plan only; A's file is not in it.
    const b = await post(P.exportAttachments, { planId: planB }, adminB);
    expect(b.rawPayload.includes(Buffer.from('转账截图'))).toBe(false);
  });
});

describe('notification outbox', () => {
  it('retries with backoff, ends 发送失败, and 重新发送 sends it; the same key is enqueued once', async () => {
    let fail = true;
    setNotifier(t.app.deps, {
      channel: 'dev',
      send: async () => {
        if (fail) throw new Error('网关超时');
      },
    });
    try {
      const { enqueue, deliverDue, MAX_ATTEMPTS } = await import('../../server/src/notify/outbox');
      const n = {
        tenantId: A.tenantId,
        orgId: A.orgId,
        kind: 'checkin.open' as const,
        idemKey: 'test-retry-1',
        userId: null,
        title: '报到已开始',
        body: '请按时报到',
      };
      const id = (await enqueue(t.app.deps, n))!;
      expect(await enqueue(t.app.deps, n)).toBeNull();
      const row = async () =>
        (
          await rows<{ status: string; attempts: number }>(
            t.db,
            sql`SELECT status, attempts FROM notify_outbox WHERE id = ${id}`,
          )
        )[0]!;
      expect(await row()).toEqual({ status: 'pending', attempts: 1 });
      expect(await deliverDue(t.app.deps)).toBe(0);
      for (let k = 0; k < 10; k++) {
        t.clock.now = new Date(t.clock.now.getTime() + 7 * 3600_000);
        await deliverDue(t.app.deps);
      }
      expect(await row()).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS });
      fail = false;
      const again = await post(P.resend, { id }, admissionsA);
      expect(again.json().data).toMatchObject({ status: 'sent', statusText: '已发送' });
    } finally {
      setNotifier(t.app.deps, sent);
    }
  });

  it('a row being sent is leased: the retry loop (another process) does not send it twice', async () => {
    const { enqueue, deliverDue } = await import('../../server/src/notify/outbox');
    let release!: () => void;
    let sends = 0;
    setNotifier(t.app.deps, {
      channel: 'dev',
      send: () => {
        sends++;
        return new Promise<void>((r) => (release = r));
      },
    });
    try {
      const pending = enqueue(t.app.deps, {
        tenantId: A.tenantId,
        orgId: A.orgId,
        kind: 'checkin.open',
        idemKey: 'test-lease-1',
        userId: null,
        title: 't',
        body: 'b',
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(sends).toBe(1);
      expect(await deliverDue(t.app.deps)).toBe(0);
      release();
      await pending;
      expect(sends).toBe(1);
    } finally {
      setNotifier(t.app.deps, sent);
    }
  });

  it('check-in opens: one notice per student who has not arrived, once', async () => {
    const { enqueueCheckinOpen } = await import('../../server/src/notify/checkin-open');
    t.clock.now = new Date('2026-08-20T02:00:00Z'); // before the demo window (2026-08-28 … 09-05)
    expect(await enqueueCheckinOpen(t.app.deps)).toBe(0);
    t.clock.now = new Date('2026-08-30T02:00:00Z');
    const made = await enqueueCheckinOpen(t.app.deps);
    expect(made).toBeGreaterThan(0);
    expect(await enqueueCheckinOpen(t.app.deps)).toBe(0);
    const [{ n }] = (await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM notify_outbox WHERE kind = 'checkin.open' AND idem_key LIKE 'checkin.open:%'`,
    )) as [{ n: number }];
    expect(n).toBe(made);
  });
});
