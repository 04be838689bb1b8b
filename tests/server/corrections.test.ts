import * as E from '@contract/enrollment';
import * as K from '@contract/corrections';
import type { RegistrationForm } from '@contract/corrections';
import * as R from '@contract/roster';
import * as W from '@contract/staff-work';
import { idCheckDigit } from '@domain/identity/id-number';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { setNotifier } from '../../server/src/notify/config';
import { type DevNotify, devNotify } from '../../server/src/notify/dev';
import { upload as uploadRoute } from '@contract/files';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { upload } from './helpers/multipart';
import { demoAnswers, registerAccepted } from './helpers/register';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 36 item 4: staff correct a registration's answers on its own form version (reason, version
// check, the parent told, before/after in the audit), a roster row's identity number (check digit,
// unique in the cohort), and remove a roster row (reason, kept 30 days, restorable). Every answer
// is parsed by the contract; runs on PGlite, and on PostgreSQL with PG_TEST_URL.
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
const reg = (key: string) => apps.find((x) => x.key === key)!;
const DAY = 86_400_000;

let t: TestServer;
let admin: StaffLogin;
let teacher: StaffLogin;
let checkin: StaffLogin;
let sent: DevNotify;

async function post<S extends { response: ZodType }>(who: StaffLogin, path: string, schema: S, body: object) {
  const r = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: await freshSession(t, who),
  });
  const json = r.json();
  return json.code === 0 ? { ...json, data: schema.response.parse(json.data) } : json;
}
const lastAudit = async (staffId: string) =>
  (
    await rows<{ action: string; target: string | null; details: Record<string, unknown> }>(
      t.db,
      sql`SELECT action, target, details FROM audit_log WHERE staff_id = ${staffId} ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;
const form = (who: StaffLogin, registrationId: string) =>
  post(who, K.registrationForm.path, K.registrationForm, { registrationId });

/** A valid 18-digit number born 2009-01-01 with serial `n` (its own check digit). */
const idNumber = (n: number) => {
  const first = `110101200901${String(n).padStart(2, '0')}${String(100 + n).slice(-3)}`;
  return `${first}${idCheckDigit(first)}`;
};

/** A registration as a parent makes it: with an attachment and a signature. */
async function registerWithFile(n: number) {
  const userId = `u-corr-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const up = await upload(t.app, uploadRoute.path, '成绩单.pdf', Buffer.from('%PDF-1.4 x'), { token });
  const r = await registerAccepted(
    t.app,
    {
      planId: admissionsIds(A.tenantId).plans.open,
      answers: demoAnswers(800 + n, up.body.data, `更正学生${n}`),
    },
    { token },
  );
  expect(r.body.success).toBe(true);
  return { registrationId: r.body.data.registrationId as string, userId, token };
}

beforeAll(async () => {
  t = await testServer('corrections');
  sent = devNotify(() => {});
  setNotifier(t.app.deps, sent);
  admin = await staffLogin(t, 'admin');
  teacher = await staffLogin(t, 'admissions');
  checkin = await staffLogin(t, 'checkin');
});
afterAll(() => t.close());

describe('更正信息 on the registration’s own form version', () => {
  it('opens the answers, the form version and a version stamp; 报到老师 may not', async () => {
    const a = reg('paid');
    const f = await form(teacher, a.registrationId);
    expect(f.code).toBe(0);
    expect(f.data).toMatchObject({ registrationId: a.registrationId, name: a.name, formVersion: 1 });
    expect(f.data.fields.map((x: { prop: string }) => x.prop)).toContain('residence');
    expect(f.data.lockedProps).toEqual(expect.arrayContaining(['attachments', 'signature']));
    expect(f.data.answers.name).toBe(a.name);
    expect((await form(checkin, a.registrationId)).code).toBe(403);
    // Another school's registration is simply not found.
    expect((await form(teacher, `reg-${DEMO.B.tenantId}-1`)).code).toBe(404);
  });

  it('corrects a changed answer: audited before/after, the parent notified and reading the new value', async () => {
    const a = reg('paid');
    const f = (await form(teacher, a.registrationId)).data as RegistrationForm;
    const answers = { ...f.answers, graduateSchool: '第二实验中学' };
    const r = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      registrationId: a.registrationId,
      version: f.version,
      answers,
      reason: '家长电话告知毕业学校填错',
    });
    expect(r.code).toBe(0);
    expect(r.data.changes).toEqual([
      {
        prop: 'graduateSchool',
        label: '毕业学校',
        before: f.answers.graduateSchool ?? '',
        after: '第二实验中学',
      },
    ]);
    expect(r.data.version).not.toBe(f.version);
    expect(await lastAudit(teacher.id)).toMatchObject({
      action: 'registration.correct',
      target: a.registrationId,
      details: { reason: '家长电话告知毕业学校填错', changes: r.data.changes },
    });
    // The parent's notice, through the outbox like 审核通过.
    const [notice] = await rows<{ kind: string; body: string; user_id: string }>(
      t.db,
      sql`SELECT kind, body, user_id FROM notify_outbox WHERE idem_key LIKE ${`registration.corrected:${a.registrationId}:%`}`,
    );
    expect(notice).toMatchObject({ kind: 'registration.corrected', user_id: a.userId });
    expect(notice!.body).toContain('毕业学校');
    expect(notice!.body).toContain('家长电话告知毕业学校填错');
    // 我的报名 › 详情 reads the corrected value; the review state did not move.
    const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
    const mine = await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token });
    expect(mine.body.data[0]!.answers.graduateSchool).toBe('第二实验中学');
    expect(mine.body.data[0]!.reviewStatus).toBe(1);
    // The history shows the step with its reason.
    const again = (await form(teacher, a.registrationId)).data as RegistrationForm;
    expect(again.history.at(-1)).toMatchObject({ kind: 'corrected', reason: '家长电话告知毕业学校填错' });
  });

  it('refuses a stale version with a clear conflict, and writes nothing', async () => {
    const a = reg('admitted');
    const f = (await form(teacher, a.registrationId)).data as RegistrationForm;
    const first = await post(admin, K.correctRegistration.path, K.correctRegistration, {
      registrationId: a.registrationId,
      version: f.version,
      answers: { ...f.answers, graduateSchool: '甲中学' },
      reason: '核对原件',
    });
    expect(first.code).toBe(0);
    const stale = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      registrationId: a.registrationId,
      version: f.version,
      answers: { ...f.answers, graduateSchool: '乙中学' },
      reason: '核对原件',
    });
    expect(stale.code).toBe(409);
    expect(stale.msg).toContain('请刷新后查看最新内容');
    const mine = (await form(teacher, a.registrationId)).data as RegistrationForm;
    expect(mine.answers.graduateSchool).toBe('甲中学');
  });

  it('checks with the form version’s own rules and logic: a required shown field, a bad phone, no reason', async () => {
    const a = reg('pending');
    const f = (await form(teacher, a.registrationId)).data as RegistrationForm;
    const base = { registrationId: a.registrationId, version: f.version, reason: '更正' };
    const badPhone = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      ...base,
      answers: { ...f.answers, phone: '12345' },
    });
    expect(badPhone).toMatchObject({ code: 400, msg: '手机号格式不正确' });
    // 外市户籍 shows and requires 居住证 (the form's logic), which staff cannot upload: refused.
    const out = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      ...base,
      answers: { ...f.answers, residence: '外市户籍' },
    });
    expect(out).toMatchObject({ code: 400, msg: '请上传居住证' });
    const noReason = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      ...base,
      answers: f.answers,
      reason: ' ',
    });
    expect(noReason).toMatchObject({ code: 400 });
    expect(noReason.msg).toContain('请填写更正原因');
    const same = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      ...base,
      answers: f.answers,
    });
    expect(same).toMatchObject({ code: 422, msg: '没有修改任何内容' });
  });

  it('keeps the applicant’s attachments and signature whatever is sent', async () => {
    const a = await registerWithFile(1);
    const f = (await form(teacher, a.registrationId)).data as RegistrationForm;
    const r = await post(teacher, K.correctRegistration.path, K.correctRegistration, {
      registrationId: a.registrationId,
      version: f.version,
      answers: {
        ...f.answers,
        graduateSchool: '丙中学',
        signature: 'data:image/png;base64,AAAA',
        attachments: [],
      },
      reason: '核对原件',
    });
    expect(r.code).toBe(0);
    expect(r.data.changes.map((c: { prop: string }) => c.prop)).toEqual(['graduateSchool']);
    const [row] = await rows<{ answers: Record<string, unknown> }>(
      t.db,
      sql`SELECT answers FROM registrations WHERE id = ${a.registrationId}`,
    );
    expect(row!.answers.signature).toBe(f.answers.signature);
    expect((row!.answers.attachments as unknown[]).length).toBe((f.answers.attachments as unknown[]).length);
  });

  it('shows the earlier 驳回原因 and the resubmission in the history', async () => {
    const a = await registerWithFile(2);
    const reject = await t.app.inject({
      method: 'POST',
      url: W.reject.path,
      payload: { registrationId: a.registrationId, reason: '证件照片不清晰' },
      headers: await freshSession(t, teacher),
    });
    expect(reject.json().code).toBe(0);
    // The parent resubmits (修改并重新提交).
    const f = (await form(teacher, a.registrationId)).data as RegistrationForm;
    const token = a.token;
    const upd = await call(
      t.app,
      E.updateUserDetail,
      { registrationId: a.registrationId, answers: f.answers },
      { token },
    );
    expect(upd.body.code).toBe(0);
    const h = ((await form(teacher, a.registrationId)).data as RegistrationForm).history;
    const kinds = h.map((e) => e.kind);
    expect(kinds[0]).toBe('submitted');
    expect(kinds.slice(-2)).toEqual(['rejected', 'resubmitted']);
    expect(h.at(-2)).toMatchObject({ reason: '证件照片不清晰', by: expect.stringContaining('测试老师') });
  });
});

describe('新生名单: identity number corrected, a row removed and restored', () => {
  const student = A.students[0]!;

  it('corrects an identity number: checked with its check digit, unique in the cohort, audited masked', async () => {
    const wrongDigit = idNumber(7).slice(0, 17) + (idNumber(7).endsWith('0') ? '1' : '0');
    const bad = await post(admin, K.correctIdNumber.path, K.correctIdNumber, {
      welcomeId: student.welcomeId,
      idNumber: wrongDigit,
      reason: '录入错误',
    });
    expect(bad).toMatchObject({ code: 400, msg: '身份证号校验位不正确' });
    const taken = await post(admin, K.correctIdNumber.path, K.correctIdNumber, {
      welcomeId: student.welcomeId,
      idNumber: A.students[1]!.idNumber,
      reason: '录入错误',
    });
    expect(taken.code).toBe(409);
    expect(taken.msg).toContain('已在本校名单中');
    expect(
      (
        await post(teacher, K.correctIdNumber.path, K.correctIdNumber, {
          welcomeId: student.welcomeId,
          idNumber: idNumber(7),
          reason: '录入错误',
        })
      ).code,
    ).toBe(403);
    const ok = await post(admin, K.correctIdNumber.path, K.correctIdNumber, {
      welcomeId: student.welcomeId,
      idNumber: idNumber(7).toLowerCase(),
      reason: '录入错误',
    });
    expect(ok.code).toBe(0);
    const [row] = await rows<{ id_number: string }>(
      t.db,
      sql`SELECT id_number FROM welcome_students WHERE id = ${student.welcomeId}`,
    );
    expect(row!.id_number).toBe(idNumber(7));
    const audit = await lastAudit(admin.id);
    expect(audit).toMatchObject({ action: 'roster.student.id-number', target: student.welcomeId });
    expect(JSON.stringify(audit.details)).not.toContain(idNumber(7));
  });

  it('removes a row with a reason: gone from the list, listed under 已删除, restored as it was', async () => {
    const s = A.students[2]!;
    const noReason = await post(admin, K.removeStudent.path, K.removeStudent, {
      welcomeId: s.welcomeId,
      reason: '',
    });
    expect(noReason.code).toBe(400);
    expect(noReason.msg).toContain('请填写删除原因');
    const gone = await post(admin, K.removeStudent.path, K.removeStudent, {
      welcomeId: s.welcomeId,
      reason: '重复导入',
    });
    expect(gone.code).toBe(0);
    expect(new Date(gone.data.restorableUntil).getTime() - t.clock.now.getTime()).toBe(30 * DAY);
    expect(await lastAudit(admin.id)).toMatchObject({
      action: 'roster.student.remove',
      target: s.welcomeId,
      details: { reason: '重复导入', name: s.name },
    });
    const list = await post(admin, R.list.path, R.list, { q: s.name });
    expect(list.data.rows).toEqual([]);
    const removed = await post(admin, K.removedStudents.path, K.removedStudents, {});
    expect(removed.data).toEqual([
      expect.objectContaining({
        welcomeId: s.welcomeId,
        name: s.name,
        reason: '重复导入',
        idNumber: expect.stringContaining('*'),
      }),
    ]);
    const back = await post(admin, K.restoreStudent.path, K.restoreStudent, { welcomeId: s.welcomeId });
    expect(back.code).toBe(0);
    const again = await post(admin, R.list.path, R.list, { q: s.name });
    expect(again.data.rows).toEqual([
      expect.objectContaining({ welcomeId: s.welcomeId, className: s.className }),
    ]);
    expect((await post(admin, K.removedStudents.path, K.removedStudents, {})).data).toEqual([]);
  });

  it('after 30 days a removed row can no longer be restored', async () => {
    const s = A.students[3]!;
    expect(
      (await post(admin, K.removeStudent.path, K.removeStudent, { welcomeId: s.welcomeId, reason: '转学' }))
        .code,
    ).toBe(0);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 31 * DAY);
    try {
      const late = await post(admin, K.restoreStudent.path, K.restoreStudent, { welcomeId: s.welcomeId });
      expect(late.code).toBe(404);
      expect(late.msg).toContain('30天');
    } finally {
      t.clock.now = saved;
    }
  });
});
