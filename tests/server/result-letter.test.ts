import * as E from '@contract/enrollment';
import * as S from '@contract/school-settings';
import * as W from '@contract/staff-work';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../server/src/db/schema';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 26 item 6: publishing is an explicit act (立即公布 / 定时公布; no time = nothing shown), and
// the 录取通知书 is the school's own wording with the applicant's values.
const A = DEMO.A;
const B = DEMO.B;
const appsA = demoApplicants(A.tenantId);
const appsB = demoApplicants(B.tenantId);
const regA = (key: string) => appsA.find((x) => x.key === key)!;
const PLAN_A = admissionsIds(A.tenantId).plans.open;
const HOUR = 3600_000;

let t: TestServer;
let teacherA: StaffLogin;
let adminA: StaffLogin;
let adminB: StaffLogin;
let checkinA: StaffLogin;

const post = async (path: string, body: object, who: StaffLogin) =>
  (
    await t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) })
  ).json();

const lookUp = async (a: { idNumber: string; name: string }, school = A) =>
  (await call(t.app, E.queryEnrollResult, { idNumber: a.idNumber, name: a.name }, { school })).body.data
    .records[0]!;

/** The result notices of one registration: when each is due and whether it went out. */
const resultNotices = (registrationId: string) =>
  rows<{ status: string; next_attempt_at: Date | string | null }>(
    t.db,
    sql`SELECT status, next_attempt_at FROM notify_outbox
        WHERE kind = 'result.published' AND split_part(idem_key, ':', 2) = ${registrationId}
        ORDER BY created_at`,
  );

async function saveLetter(who: StaffLogin, letter: { title: string; body: string }) {
  const view = (await post(S.getSettings.path, {}, who)).data;
  return post(
    S.saveSettingsEndpoint.path,
    {
      texts: {
        promise: {
          title: view.texts.promise.title,
          content: view.texts.promise.content,
          signRequired: view.texts.promise.signRequired,
        },
        privacy: { title: view.texts.privacy.title, content: view.texts.privacy.content },
        admissionLetter: letter,
      },
    },
    who,
  );
}

beforeAll(async () => {
  t = await testServer('result-letter');
  teacherA = await staffLogin(t, 'admissions', A.orgId);
  adminA = await staffLogin(t, 'admin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
});
afterAll(() => t.close());

describe('publishing results: never, at a time, now', () => {
  it('a plan with no publication time shows no decision; 定时公布 shows it from that moment; a new schedule replaces the held notices', async () => {
    const admitted = regA('admitted');
    await t.db.update(plans).set({ resultsPublishAt: null }).where(eq(plans.id, PLAN_A));

    // Never published: the admitted applicant reads no decision, no letter, no QR.
    const never = await lookUp(admitted);
    expect(never).toMatchObject({ admissionStatus: 1, notice: null, qrToken: null, qrUrl: null });
    expect(never.statusText).toBe('录取结果尚未公布，请留意学校通知');
    expect(JSON.stringify(never)).not.toMatch(/已录取|录取通知书|恭喜/);
    const listed = (await post(W.plans.path, {}, teacherA)).data.find((p: { id: string }) => p.id === PLAN_A);
    expect(listed).toMatchObject({ resultsPublishAt: null, resultsPublished: false });
    // Before publication a decision can still be undone; no notice goes out for it.
    expect(await resultNotices(admitted.registrationId)).toEqual([]);

    // 定时公布 in two hours: held until then, one notice queued for that moment.
    const first = new Date(t.clock.now.getTime() + 2 * HOUR);
    const r1 = await post(
      W.publishResults.path,
      { planId: PLAN_A, publishAt: first.toISOString() },
      teacherA,
    );
    expect(r1.data).toMatchObject({ resultsPublishAt: first.toISOString(), resultsPublished: false });
    expect((await lookUp(admitted)).statusText).toMatch(/^录取结果将于 .+ 公布$/);
    const q1 = await resultNotices(admitted.registrationId);
    expect(q1).toHaveLength(1);
    expect(new Date(q1[0]!.next_attempt_at!).getTime()).toBe(first.getTime());

    // Moved to three hours: the notice held for two hours is dropped, one for three is queued.
    const second = new Date(t.clock.now.getTime() + 3 * HOUR);
    await post(W.publishResults.path, { planId: PLAN_A, publishAt: second.toISOString() }, teacherA);
    const q2 = await resultNotices(admitted.registrationId);
    expect(q2).toHaveLength(1);
    expect(new Date(q2[0]!.next_attempt_at!).getTime()).toBe(second.getTime());

    t.clock.now = new Date(first.getTime() + 60_000);
    expect((await lookUp(admitted)).admissionStatus).toBe(1);
    t.clock.now = second;
    expect(await lookUp(admitted)).toMatchObject({ admissionStatus: 3, notice: { title: '录取通知书' } });
  });

  it('立即公布 by the server clock; a decision made after publication is told at once', async () => {
    const admitted = regA('admitted');
    t.clock.now = new Date(t.clock.now.getTime() + HOUR);
    await t.db.update(plans).set({ resultsPublishAt: null }).where(eq(plans.id, PLAN_A));
    expect((await lookUp(admitted)).admissionStatus).toBe(1);
    expect((await post(W.publishResults.path, { planId: PLAN_A }, teacherA)).msg).toMatch(
      /立即公布|定时公布/,
    );
    const r = await post(W.publishResults.path, { planId: PLAN_A, now: true }, teacherA);
    expect(r.data).toMatchObject({ resultsPublishAt: t.clock.now.toISOString(), resultsPublished: true });
    expect((await lookUp(admitted)).admissionStatus).toBe(3);
    const sent = await resultNotices(admitted.registrationId);
    expect(sent.at(-1)?.status).not.toBe('pending');

    // 杨一诺 (paid, approved) admitted after publication: told now, and 录取查询 shows it now.
    const paid = regA('paid');
    expect(
      (await post(W.admit.path, { registrationId: paid.registrationId, status: 3 }, teacherA)).code,
    ).toBe(0);
    expect(await resultNotices(paid.registrationId)).toHaveLength(1);
    expect((await lookUp(paid)).admissionStatus).toBe(3);
  });
});

describe('录取通知书 from the school’s wording', () => {
  it('unknown placeholders are refused in Chinese; the saved wording fills each applicant’s values, per school', async () => {
    const bad = await saveLetter(adminA, { title: '录取通知书', body: '{姓名}同学，你的班级是{班级}' });
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toContain('无法识别的占位符：{班级}');
    expect((await saveLetter(adminA, { title: '通知', body: '{姓名 同学' })).msg).toContain('花括号');

    const ok = await saveLetter(adminA, {
      title: '{学校}录取通知书',
      body: '{姓名}同学：\n恭喜你被{计划}录取，专业：{专业}。\n请于{报到时间}到校报到。',
    });
    expect(ok.code).toBe(0);
    expect(ok.data.texts.admissionLetter.title).toBe('{学校}录取通知书');

    const admitted = regA('admitted');
    const r = await lookUp(admitted);
    const school = r.notice!.schoolName;
    expect(r.notice!.title).toBe(`${school}录取通知书`);
    // Plain lines are stored as the rich editor's paragraphs (issue 34 item 14).
    expect(r.notice!.content).toMatch(
      new RegExp(
        `^<p>${admitted.name}同学：</p><p>恭喜你被${r.planName}录取，专业：[^{}待]+。</p><p>请于\\d{4}年\\d+月\\d+日至\\d+月\\d+日到校报到。</p>$`,
      ),
    );

    // School B never wrote one: its admitted applicant reads the default wording.
    const b = await lookUp(
      appsB.find((x) => x.key === 'admitted')!,
      B,
    );
    expect(b.notice!.title).toBe('录取通知书');
    expect(b.notice!.content).toMatch(/同学：\n恭喜你被我校.+录取/);
    expect(b.notice!.content).not.toContain(school);
    expect((await post(S.getSettings.path, {}, adminB)).data.texts.admissionLetter.title).toBe('录取通知书');

    // The result QR opens the same letter.
    const page = await t.app.inject({ method: 'GET', url: r.qrUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${school}录取通知书`);
    expect(page.body).toContain(`${admitted.name}同学：`);

    // The audit row of the change (学校设置 saves are audited with the changed field).
    const [audit] = await rows<{ details: { changed: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE action = 'settings.save' ORDER BY at DESC LIMIT 1`,
    );
    expect(audit!.details.changed).toContain('texts.admissionLetter');
  });

  it('the rich editor’s letter: sanitized on save and on the QR page, paragraphs and bold kept', async () => {
    const saved = await saveLetter(adminA, {
      title: '{学校}录取通知书',
      body: '<div>{姓名}同学：</div><div><strong>恭喜</strong>你被{计划}录取<img src=x onerror="alert(1)"></div><script>alert(2)</script><p><a href="javascript:alert(3)">看</a></p>',
    });
    expect(saved.code).toBe(0);
    const body = saved.data.texts.admissionLetter.body;
    expect(body).not.toMatch(/script|onerror|javascript:|<img|<div/);
    expect(body.startsWith('<p>{姓名}同学：</p><p><strong>恭喜</strong>你被{计划}录取</p>')).toBe(true);
    const admitted = regA('admitted');
    const r = await lookUp(admitted);
    expect(r.notice!.content.startsWith(`<p>${admitted.name}同学：</p><p><strong>恭喜</strong>你被`)).toBe(
      true,
    );
    const page = await t.app.inject({ method: 'GET', url: r.qrUrl! });
    expect(page.body).toContain(`<p>${admitted.name}同学：</p><p><strong>恭喜</strong>你被`);
    expect(page.body).not.toMatch(/onerror|javascript:|alert\(/);
  });

  it('预览录取通知书: the teacher reads the letter of an admitted applicant of the school only', async () => {
    const admitted = regA('admitted');
    const p = await post(W.letterPreview.path, { registrationId: admitted.registrationId }, teacherA);
    expect(p.code).toBe(0);
    expect(p.data.name).toBe(admitted.name);
    expect(p.data.body.startsWith(`<p>${admitted.name}同学：</p>`)).toBe(true);
    expect(p.data.title).toBe(`${p.data.schoolName}录取通知书`);
    // Not admitted: refused with the reason; another school's: not found; 报到老师: forbidden.
    expect(
      (await post(W.letterPreview.path, { registrationId: regA('pending').registrationId }, teacherA)).msg,
    ).toBe('只有已录取的报名有录取通知书，请先录取');
    const other = appsB.find((x) => x.key === 'admitted')!;
    const cross = await post(W.letterPreview.path, { registrationId: other.registrationId }, teacherA);
    expect(cross.code).not.toBe(0);
    expect(JSON.stringify(cross)).not.toContain(other.name);
    const denied = await t.app.inject({
      method: 'POST',
      url: W.letterPreview.path,
      payload: { registrationId: admitted.registrationId },
      headers: await freshSession(t, checkinA),
    });
    expect(denied.statusCode).toBe(403);
  });
});
