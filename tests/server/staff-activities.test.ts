import * as E from '@contract/enrollment';
import * as P from '@contract/staff-activities';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_COLUMNS } from '../../server/src/exports/activity-xlsx';
import { setNotifier } from '../../server/src/notify/config';
import { type DevNotify, devNotify } from '../../server/src/notify/dev';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let adminA: StaffLogin;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;
let sent: DevNotify;
let seq = 0;

const post = async (path: string, body: object, who: StaffLogin) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) });
const draft = (over: Record<string, unknown> = {}) => ({
  title: '校园开放日',
  place: '图书馆报告厅',
  description: '参观校园，与老师面对面交流',
  startAt: '2026-09-10T09:00:00+08:00',
  endAt: '2026-09-10T12:00:00+08:00',
  signStart: '2026-08-29T09:00:00+08:00',
  signEnd: '2026-09-09T18:00:00+08:00',
  capacity: 2,
  ...over,
});
const create = async (over: Record<string, unknown> = {}, who = admissionsA) => {
  const r = await post(P.create.path, draft(over), who);
  expect(r.json()).toMatchObject({ code: 0, success: true });
  return r.json().data as { id: string; state: string; signed: number; capacity: number };
};
const parent = (school = A) => tokenFor(t, school, 'applicant', { userId: `u-sa-${++seq}` });
const signUp = async (activityId: string, phone = '13900001111', token?: string) =>
  call(t.app, E.regActivity, { activityId, name: `家长${seq}`, phone }, { token: token ?? (await parent()) });

beforeAll(async () => {
  t = await testServer('staff-activities');
  sent = devNotify(() => {});
  setNotifier(t.app.deps, sent);
  adminA = await staffLogin(t, 'admin', A.orgId);
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('roles and isolation', () => {
  it('学校管理员 and 招生老师 may; 报到老师 and no session are refused on every endpoint', async () => {
    const a = await create({}, adminA);
    for (const { path } of [P.list, P.get, P.create, P.save, P.cancel, P.signups, P.exportSignups]) {
      const body = path === P.create.path ? draft() : { activityId: a.id, ...draft() };
      expect((await post(path, body, checkinA)).json()).toMatchObject({ code: 403, success: false });
      const anon = await t.app.inject({ method: 'POST', url: path, payload: body });
      expect(anon.json().code).toBe(401);
    }
    expect((await post(P.list.path, {}, admissionsA)).json().data.map((x: { id: string }) => x.id)).toContain(
      a.id,
    );
  });

  it('school B neither sees nor touches school A’s activity', async () => {
    const a = await create();
    const listB = (await post(P.list.path, {}, adminB)).json().data as { id: string }[];
    expect(listB.map((x) => x.id)).not.toContain(a.id);
    for (const path of [P.get.path, P.save.path, P.cancel.path, P.signups.path, P.exportSignups.path]) {
      const r = await post(path, { activityId: a.id, ...draft() }, adminB);
      expect(r.json()).toMatchObject({ code: 404, msg: '活动不存在' });
    }
    expect((await signUp(a.id, '13900001111', await parent(B))).body).toMatchObject({ code: 404 });
  });
});

describe('validation', () => {
  it.each([
    [{ title: '' }, '请填写活动名称'],
    [{ title: '长'.repeat(51) }, '活动名称不能超过50个字符'],
    [{ capacity: 0 }, '名额不能小于1'],
    [{ capacity: 1.5 }, '名额格式不正确'],
    [{ endAt: '2026-09-10T08:00:00+08:00' }, '活动结束时间须晚于开始时间'],
    [{ signEnd: '2026-08-29T08:00:00+08:00' }, '报名截止时间须晚于报名开始时间'],
    [{ startAt: 'tomorrow' }, '活动开始时间格式不正确'],
  ])('%j → 400 %s', async (over, msg) => {
    const r = await post(P.create.path, draft(over), admissionsA);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, msg, success: false });
  });

  it('capacity never below the current sign-ups', async () => {
    const a = await create({ capacity: 3 });
    await signUp(a.id);
    await signUp(a.id);
    const r = await post(P.save.path, { activityId: a.id, ...draft({ capacity: 1 }) }, admissionsA);
    expect(r.json()).toMatchObject({ code: 400, msg: '已有2人报名，名额不能少于2' });
    const ok = await post(
      P.save.path,
      { activityId: a.id, ...draft({ capacity: 2, title: '开放日（上午）' }) },
      admissionsA,
    );
    expect(ok.json().data).toMatchObject({
      title: '开放日（上午）',
      capacity: 2,
      signed: 2,
      state: 'full',
      stateText: '已满',
    });
  });
});

describe('capacity under concurrency', () => {
  it('six parallel sign-ups to capacity 2 → exactly 2; the others are told it is full', async () => {
    const a = await create({ capacity: 2 });
    const tokens = await Promise.all(Array.from({ length: 6 }, () => parent()));
    const results = await Promise.all(
      tokens.map((tk, i) => signUp(a.id, `1390000${String(i).padStart(4, '0')}`, tk)),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(2);
    for (const r of results.filter((x) => !x.body.success))
      expect(r.body).toMatchObject({ code: 409, msg: '活动名额已满' });
    const [n] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM activity_signups WHERE activity_id = ${a.id}`,
    );
    expect(n!.n).toBe(2);
    const got = (await post(P.get.path, { activityId: a.id }, admissionsA)).json().data;
    expect(got).toMatchObject({ signed: 2, capacity: 2, state: 'full' });
  });
});

describe('cancel', () => {
  it('tells every signed-up applicant once; the student list shows 已取消 and sign-up is refused', async () => {
    const a = await create({ capacity: 5 });
    const first = await parent();
    await signUp(a.id, '13900001111', first);
    await signUp(a.id);
    const r = await post(P.cancel.path, { activityId: a.id, reason: '天气原因' }, admissionsA);
    expect(r.json().data).toMatchObject({
      notified: 2,
      activity: { state: 'cancelled', stateText: '已取消', cancelReason: '天气原因' },
    });
    const again = await post(P.cancel.path, { activityId: a.id }, admissionsA);
    expect(again.json()).toMatchObject({ code: 422, msg: '活动已取消' });
    const outbox = await rows<{ kind: string; title: string; body: string }>(
      t.db,
      sql`SELECT kind, title, body FROM notify_outbox WHERE idem_key LIKE 'activity.cancelled:%' AND org_id = ${A.orgId} ORDER BY created_at`,
    );
    const mine = outbox.filter((o) => o.body.includes('天气原因'));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ kind: 'activity.cancelled', title: '活动已取消' });
    expect(mine[0]!.body).toContain('“校园开放日”已取消，原因：天气原因');
    const list = await call(t.app, E.activityList, { pageSize: 50 }, { school: A });
    expect(list.body.data.list.find((x) => x.id === a.id)).toMatchObject({ state: 'cancelled' });
    expect((await signUp(a.id)).body).toMatchObject({ code: 422, msg: '活动已取消' });
    const joined = await call(t.app, E.mySignups, {}, { token: first });
    expect(joined.body.data).toMatchObject([
      { activityId: a.id, cancellable: false, offer: { shown: { state: 'cancelled' }, actions: [] } },
    ]);
    const undo = await call(t.app, E.cancelActivity, { activityId: a.id }, { token: first });
    expect(undo.body).toMatchObject({ code: 422, msg: '活动已取消' });
    const edit = await post(P.save.path, { activityId: a.id, ...draft({ capacity: 5 }) }, admissionsA);
    expect(edit.json()).toMatchObject({ code: 422, msg: '活动已取消，不能编辑' });
  });
});

describe('who may sign up', () => {
  it('仅已报名招生计划的考生: a parent without a registration is refused', async () => {
    const a = await create({ capacity: 5, audience: 'applicants' });
    expect((await signUp(a.id)).body).toMatchObject({ code: 422, msg: '该活动仅限已报名招生计划的考生参加' });
  });
});

describe('sign-up list and export', () => {
  it('masks phones unless a role that may see them asks; the export opens in ExcelJS; audited', async () => {
    const a = await create({ capacity: 5, title: '=HYPERLINK("x")' });
    await signUp(a.id, '13812345678');
    const masked = (await post(P.signups.path, { activityId: a.id }, admissionsA)).json().data;
    expect(masked.rows).toHaveLength(1);
    expect(masked.rows[0]).toMatchObject({ phone: '138****5678' });
    const full = (await post(P.signups.path, { activityId: a.id, unmask: true }, admissionsA)).json().data;
    expect(full.rows[0].phone).toBe('13812345678');

    const xlsx = async (unmask: boolean) => {
      const r = await post(P.exportSignups.path, { activityId: a.id, unmask }, adminA);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(1).values).toEqual([undefined, ...SIGNUP_COLUMNS]);
      return ws;
    };
    expect((await xlsx(false)).getRow(2).getCell(3).value).toBe('138****5678');
    expect((await xlsx(true)).getRow(2).getCell(3).value).toBe('13812345678');
    expect((await xlsx(false)).name).toBe('=HYPERLINK(_x_)'.replace(/_x_/, '"x"').slice(0, 31));

    const audit = await rows<{ action: string; target: string }>(
      t.db,
      sql`SELECT action, target FROM audit_log WHERE target = ${a.id} ORDER BY id`,
    );
    expect(audit.map((x) => x.action)).toEqual([
      'activity.create',
      'activity.signups',
      'activity.signups.unmasked',
      'activity.export',
      'activity.export.unmasked',
      'activity.export',
    ]);
  });

  it('escapes formula-looking answers in the export', async () => {
    const a = await create({ capacity: 5 });
    const token = await parent();
    await call(
      t.app,
      E.regActivity,
      { activityId: a.id, name: '=1+1', phone: '13900002222', remark: '@SUM(A1)' },
      { token },
    );
    const r = await post(P.exportSignups.path, { activityId: a.id }, admissionsA);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const row = wb.worksheets[0]!.getRow(2);
    expect(row.getCell(2).value).toBe("'=1+1");
    expect(row.getCell(4).value).toBe("'@SUM(A1)");
  });
});
