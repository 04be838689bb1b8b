import * as E from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { admissionsIds, demoApplicants, demoIdNumber } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { upload as uploadRoute } from '@contract/files';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { upload } from './helpers/multipart';
import { PG_URL } from './helpers/db';

const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let seq = 0;

/** A new applicant: a session and one uploaded file of their own. */
async function applicant(school = A) {
  const n = ++seq;
  const userId = `u-test-${n}`;
  const token = await tokenFor(t, school, 'applicant', { userId });
  const fileId = `f-test-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${school.tenantId}, ${school.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  const file = { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' };
  return { userId, token, file };
}
const answers = (n: number, file: E.FileRef) => demoAnswers(100 + n, file);
const register = (token: string, planId: string, a: E.Answers, key?: string) =>
  registerAccepted(
    t.app,
    { planId, answers: a },
    { token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
const count = async (table: 'registrations' | 'plans', where = sql`true`) =>
  (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`))[0]!
    .n;
const taken = async (planId: string) =>
  (await rows<{ taken: number }>(t.db, sql`SELECT taken FROM plans WHERE id = ${planId}`))[0]!.taken;

beforeAll(async () => {
  t = await testServer('register');
});
afterAll(() => t.close());

describe('template and field logic (public)', () => {
  it('getTemplate returns every field type with rules', async () => {
    const r = await call(t.app, E.getTemplate, { planId: ids.plans.open }, { school: A });
    expect(r.body.success).toBe(true);
    const f = r.body.data.fields;
    expect(new Set(f.map((x) => x.type))).toEqual(
      new Set(['text', 'SelectInput', 'picker', 'upload', 'signature', 'textarea']),
    );
    expect(f.some((x) => x.multipleChoice === 1 && x.mandatory === 2)).toBe(true);
    expect(f.find((x) => x.prop === 'name')!.rules[0]).toEqual({ required: true, message: '请输入学生姓名' });
  });
  it('fieldLogicList returns the show/required rules', async () => {
    const r = await call(t.app, E.fieldLogicList, { planId: ids.plans.open }, { school: A });
    expect(r.body.data.map((l) => l.action).sort()).toEqual(['required', 'required', 'show', 'show']);
  });
  it("another school's plan is not visible", async () => {
    const r = await call(t.app, E.getTemplate, { planId: ids.plans.open }, { school: B });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, success: false, msg: '招生计划不存在' });
  });
});

describe('registerStudent', () => {
  it('needs a login', async () => {
    const r = await registerAccepted(t.app, { planId: ids.plans.open, answers: {} }, { school: A });
    expect(r.body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('a file uploaded through /fileapi/upload is accepted as an attachment, as the app sends it', async () => {
    const userId = 'u-test-upload';
    const token = await tokenFor(t, A, 'applicant', { userId });
    const up = await upload(t.app, uploadRoute.path, '成绩单.pdf', Buffer.from('%PDF-1.4 test'), { token });
    expect(up.body.success).toBe(true);
    const r = await register(token, ids.plans.open, {
      ...answers(90, up.body.data),
      attachments: [up.body.data],
    });
    expect(r.body).toMatchObject({ code: 0, success: true });
    const mine = await call(
      t.app,
      E.getUserDetail,
      { registrationId: r.body.data.registrationId },
      { token },
    );
    expect(mine.body.data[0]!.answers.attachments).toEqual([up.body.data]);
  });

  it('registers, takes one place, and stores the normalized identity number', async () => {
    const u = await applicant();
    const before = await taken(ids.plans.open);
    const a = { ...answers(1, u.file), idNumber: demoIdNumber(A.tenantId, 101).toLowerCase() };
    const r = await register(u.token, ids.plans.open, a);
    expect(r.body).toMatchObject({
      code: 0,
      success: true,
      data: { reviewStatus: 0, feeStatus: 1, amount: 20000 },
    });
    expect(await taken(ids.plans.open)).toBe(before + 1);
    const list = await call(t.app, E.getUserDetail, {}, { token: u.token });
    expect(list.body.data).toHaveLength(1);
    // The list masks it (issue 17); the registration asked for by id is whole.
    const mine = await call(
      t.app,
      E.getUserDetail,
      { registrationId: r.body.data.registrationId },
      { token: u.token },
    );
    expect(mine.body.data[0]).toMatchObject({
      idNumber: demoIdNumber(A.tenantId, 101),
      editable: true,
      planName: '2026年秋季普通招生',
    });
  });

  it.each([
    ['missing answers', { planId: ids.plans.open }],
    ['wrong-typed answers', { planId: ids.plans.open, answers: 'x' }],
    ['oversize plan id', { planId: 'p'.repeat(500), answers: {} }],
    [
      'hostile strings',
      { planId: ids.plans.open, answers: { name: '<script>alert(1)</script>', idNumber: "' OR 1=1 --" } },
    ],
    ['bad check digit', { planId: ids.plans.open, answers: { idNumber: '110101201001010010' } }],
  ])('bad input (%s): 400 envelope with a Chinese msg, nothing written', async (_n, body) => {
    const u = await applicant();
    const before = await count('registrations');
    const takenBefore = await taken(ids.plans.open);
    const r = await registerAccepted(t.app, body, { token: u.token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false, data: null });
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await count('registrations')).toBe(before);
    expect(await taken(ids.plans.open)).toBe(takenBefore);
  });

  it("refuses another applicant's uploaded file", async () => {
    const owner = await applicant();
    const thief = await applicant();
    const r = await register(thief.token, ids.plans.open, answers(2, owner.file));
    expect(r.body).toMatchObject({ code: 400, msg: '附件无效，请重新上传' });
  });

  it('one registration per identity number per plan', async () => {
    const u1 = await applicant();
    const u2 = await applicant();
    expect((await register(u1.token, ids.plans.open, answers(3, u1.file))).body.success).toBe(true);
    const before = await taken(ids.plans.open);
    const r = await register(u2.token, ids.plans.open, answers(3, u2.file));
    expect(r.body).toMatchObject({ code: 409, success: false, msg: '该身份证号已报名此招生计划' });
    expect(await taken(ids.plans.open)).toBe(before);
  });

  it('full and closed plans refuse', async () => {
    const u = await applicant();
    expect((await register(u.token, ids.plans.full, answers(4, u.file))).body).toMatchObject({
      code: 409,
      msg: '名额已满',
    });
    expect((await register(u.token, ids.plans.closed, answers(4, u.file))).body).toMatchObject({
      code: 422,
      msg: '报名已结束',
    });
  });

  it('a retry after the window closed of a stored submission is the parent’s registration (issue 35)', async () => {
    const u = await applicant();
    const other = await applicant();
    const a = answers(6, u.file);
    const first = await register(u.token, ids.plans.open, a, 'reg-close-1');
    expect(first.body.success).toBe(true);
    const [{ end_at: endAt }] = (await rows<{ end_at: string }>(
      t.db,
      sql`SELECT end_at::text FROM plans WHERE id = ${ids.plans.open}`,
    )) as [{ end_at: string }];
    const closedAt = new Date(t.clock.now.getTime() - 60_000).toISOString();
    await t.db.execute(sql`UPDATE plans SET end_at = ${closedAt}::timestamptz WHERE id = ${ids.plans.open}`);
    try {
      // The app gave up waiting; its retry (a new key) meets a closed window: still 报名成功, theirs.
      const retry = await register(u.token, ids.plans.open, a, 'reg-close-2');
      expect(retry.body).toMatchObject({ code: 0, data: { registrationId: first.body.data.registrationId } });
      // Anyone else, and another child of the same parent, meet the closed window.
      for (const r of [
        await register(other.token, ids.plans.open, answers(6, other.file)),
        await register(u.token, ids.plans.open, answers(7, u.file)),
      ])
        expect(r.body).toMatchObject({ code: 422, msg: '报名已结束' });
    } finally {
      await t.db.execute(sql`UPDATE plans SET end_at = ${endAt}::timestamptz WHERE id = ${ids.plans.open}`);
    }
  });

  it('a replayed Idempotency-Key returns the first answer and creates nothing', async () => {
    const u = await applicant();
    const a = answers(5, u.file);
    const first = await register(u.token, ids.plans.open, a, 'reg-key-0005');
    const before = await count('registrations');
    const takenBefore = await taken(ids.plans.open);
    const again = await register(u.token, ids.plans.open, a, 'reg-key-0005');
    expect(again.body).toEqual(first.body);
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(await count('registrations')).toBe(before);
    expect(await taken(ids.plans.open)).toBe(takenBefore);
  });

  it('50 concurrent registrations for the last 5 places book exactly 5', async () => {
    await t.db.execute(sql`UPDATE plans SET quota = 60, taken = 55 WHERE id = ${ids.plans.nearlyFull}`);
    const users = await Promise.all(Array.from({ length: 50 }, () => applicant()));
    const results = await Promise.all(
      users.map((u, i) => register(u.token, ids.plans.nearlyFull, answers(200 + i, u.file))),
    );
    const ok = results.filter((r) => r.body.success);
    expect(ok).toHaveLength(5);
    expect(
      results.filter((r) => !r.body.success).every((r) => r.body.code === 409 && r.body.msg === '名额已满'),
    ).toBe(true);
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(await taken(ids.plans.nearlyFull)).toBe(60);
    expect(await count('registrations', sql`plan_id = ${ids.plans.nearlyFull}`)).toBe(5);
  });
});

describe("the applicant's own registrations only", () => {
  it("another applicant's registration is never readable, editable or judged", async () => {
    const seeded = demoApplicants(A.tenantId)[0]!;
    const other = await applicant();
    for (const e of [E.getUserDetail, E.judgePay, E.judgeReject, E.registerPay]) {
      const r = await call(t.app, e, { registrationId: seeded.registrationId }, { token: other.token });
      expect(r.body, e.path).toMatchObject({ code: 404, success: false, data: null });
    }
    const upd = await call(
      t.app,
      E.updateUserDetail,
      { registrationId: seeded.registrationId, answers: {} },
      { token: other.token },
    );
    expect(upd.body.code).not.toBe(0);
    const crossTenant = await tokenFor(t, B, 'applicant', { userId: seeded.userId });
    const r = await call(
      t.app,
      E.getUserDetail,
      { registrationId: seeded.registrationId },
      { token: crossTenant },
    );
    expect(r.body.code).toBe(404);
  });

  it('a forged token is HTTP 401', async () => {
    const r = await call(t.app, E.getUserDetail, {}, { token: 'x'.repeat(43) });
    expect(r.status).toBe(401);
  });
});

describe('judge*, pay summary, update', () => {
  const seeded = demoApplicants(A.tenantId);
  const tokenOf = (key: string) => {
    const a = seeded.find((s) => s.key === key)!;
    return tokenFor(t, A, 'applicant', { userId: a.userId }).then((token) => ({ token, a }));
  };

  it('judgeReject gives the reason; judgePay and register/pay the fee state', async () => {
    const { token, a } = await tokenOf('rejected');
    const rej = await call(t.app, E.judgeReject, { registrationId: a.registrationId }, { token });
    expect(rej.body.data).toEqual({
      rejected: true,
      reason: '户籍证明材料不清晰，请重新上传',
      reviewStatus: 2,
    });
    const paid = await tokenOf('paid');
    const jp = await call(
      t.app,
      E.judgePay,
      { registrationId: paid.a.registrationId },
      { token: paid.token },
    );
    expect(jp.body.data).toMatchObject({ needPay: false, paid: true, feeStatus: 3, amount: 20000 });
    const pending = await tokenOf('pending');
    const pay = await call(
      t.app,
      E.registerPay,
      { registrationId: pending.a.registrationId },
      { token: pending.token },
    );
    // Before 审核通过 paying is refused (the plan does not allow paying at registration).
    expect(pay.body.data).toMatchObject({ payable: false, feeStatus: 1, reason: '报名审核通过后才能缴费' });
    await t.db.execute(
      sql`UPDATE registrations SET review_status = 1 WHERE id = ${pending.a.registrationId}`,
    );
    const approved = await call(
      t.app,
      E.registerPay,
      { registrationId: pending.a.registrationId },
      { token: pending.token },
    );
    expect(approved.body.data).toMatchObject({ payable: true, feeStatus: 1, amount: 20000, reason: null });
    const np = await call(
      t.app,
      E.judgePay,
      { registrationId: pending.a.registrationId },
      { token: pending.token },
    );
    expect(np.body.data).toMatchObject({ needPay: true, paid: false, orderNo: null });
    await t.db.execute(
      sql`UPDATE registrations SET review_status = 0 WHERE id = ${pending.a.registrationId}`,
    );
  });

  it('updateUserDetail: a rejected registration goes back to review; a paid one cannot change', async () => {
    const { token, a } = await tokenOf('rejected');
    const [{ answers: stored }] = await rows<{ answers: E.Answers }>(
      t.db,
      sql`SELECT answers FROM registrations WHERE id = ${a.registrationId}`,
    );
    const fileId = `f-upd-${a.userId}`;
    await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
      VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${a.userId}, 'h.pdf', 9, 'application/pdf', ${`k/${fileId}`})`);
    const attachments = [{ fileId, name: 'h.pdf', size: 9, type: 'application/pdf', url: '' }];
    const r = await call(
      t.app,
      E.updateUserDetail,
      { registrationId: a.registrationId, answers: { ...stored, attachments, graduateSchool: '实验中学' } },
      { token },
    );
    expect(r.body.msg).toBe('成功');
    expect(r.body.data).toMatchObject({ reviewStatus: 0, rejectReason: null, editable: true });
    expect(r.body.data.answers.graduateSchool).toBe('实验中学');
    const paid = await tokenOf('paid');
    const refused = await call(
      t.app,
      E.updateUserDetail,
      { registrationId: paid.a.registrationId, answers: stored },
      { token: paid.token },
    );
    expect(refused.body).toMatchObject({ code: 422, msg: '当前状态不可修改报名信息' });
  });

  it('mobilePaymentVoucher: upload sets 待审核; needs own files; refused once paid', async () => {
    const { a } = await tokenOf('voucherRejected');
    const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
    const fileId = `f-voucher-${a.userId}`;
    await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
      VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${a.userId}, 'v.jpg', 2000, 'image/jpeg', ${`k/${fileId}`})`);
    const file = { fileId, name: 'v.jpg', size: 2000, type: 'image/jpeg', url: '' };
    const r = await call(
      t.app,
      E.mobilePaymentVoucher,
      { registrationId: a.registrationId, files: [file] },
      { token },
    );
    expect(r.body.data).toEqual({ registrationId: a.registrationId, voucherStatus: 0, feeStatus: 1 });
    const empty = await call(
      t.app,
      E.mobilePaymentVoucher,
      { registrationId: a.registrationId, files: [] },
      { token },
    );
    expect(empty.body).toMatchObject({ code: 400, msg: '请选择缴费凭证' });
    const paid = await tokenOf('paid');
    const refused = await call(
      t.app,
      E.mobilePaymentVoucher,
      { registrationId: paid.a.registrationId, files: [file] },
      { token: paid.token },
    );
    expect(refused.body).toMatchObject({ code: 422, msg: '已缴费，无需重复支付' });
  });
});

describe('queryEnrollResult (public, identity number and name)', () => {
  const admitted = demoApplicants(A.tenantId).find((s) => s.key === 'admitted')!;
  const pending = demoApplicants(A.tenantId).find((s) => s.key === 'pending')!;

  it('admitted: notice and a signed QR token, never a raw id', async () => {
    const r = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: admitted.idNumber, name: admitted.name },
      { school: A },
    );
    expect(r.body.data.found).toBe(true);
    const rec = r.body.data.records[0]!;
    expect(rec).toMatchObject({
      admissionStatus: 3,
      statusText: '已录取',
      notice: { title: '录取通知书', schoolName: A.schoolName },
    });
    expect(rec.qrToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(rec.qrToken).not.toContain(admitted.registrationId);
    const notice = await t.app.inject({ method: 'GET', url: rec.qrUrl! });
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toContain('录取通知书');
    expect(notice.body).toContain(admitted.name);
    expect(notice.body).not.toContain('<script');
    const forged = await t.app.inject({
      method: 'GET',
      url: rec.qrUrl!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('二维码无效或已过期');
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 31 * 24 * 3600 * 1000);
    expect((await t.app.inject({ method: 'GET', url: rec.qrUrl! })).statusCode).toBe(404);
    t.clock.now = saved;
  });
  it('pending: status text, no notice', async () => {
    const r = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: pending.idNumber, name: pending.name },
      { school: A },
    );
    expect(r.body.data.records[0]).toMatchObject({
      statusText: '待审核',
      notice: null,
      qrToken: null,
      qrUrl: null,
    });
  });
  it('a wrong name, or another school, finds nothing', async () => {
    const wrong = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: admitted.idNumber, name: '别人' },
      { school: A },
    );
    expect(wrong.body.data).toEqual({ found: false, records: [] });
    const other = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: admitted.idNumber, name: admitted.name },
      { school: B },
    );
    expect(other.body.data).toEqual({ found: false, records: [] });
  });
  it('a passport registration is found by its number (any case) and name', async () => {
    const u = await applicant();
    const reg = await register(u.token, ids.plans.open, {
      ...answers(60, u.file),
      name: '护照学生',
      idNumber: 'e9876543',
      idNumberType: '护照',
    });
    expect(reg.body).toMatchObject({ code: 0, success: true });
    const mine = await call(
      t.app,
      E.getUserDetail,
      { registrationId: reg.body.data.registrationId },
      { token: u.token },
    );
    expect(mine.body.data[0]).toMatchObject({
      idNumber: 'E9876543',
      answers: { idNumber: 'E9876543', idNumberType: '护照' },
    });
    const r = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: 'e9876543', name: '护照学生' },
      { school: A },
    );
    expect(r.body.data.records).toMatchObject([{ name: '护照学生', statusText: '待审核' }]);
    const asCard = await register(u.token, ids.plans.nearlyFull, {
      ...answers(61, u.file),
      idNumber: 'E9876543',
    });
    expect(asCard.body).toMatchObject({ code: 400, msg: '身份证号应为15位或18位' });
  });

  it('bad identity number: 400 with the check-digit message', async () => {
    const r = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: '110101201001010010', name: '张三' },
      { school: A },
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('身份证号校验位不正确');
  });
});

it.skipIf(!PG_URL)('runs on PostgreSQL when PG_TEST_URL is set', () => {
  expect(t.database.kind).toBe('postgres');
});
