import * as E from '@contract/enrollment';
import * as P from '@contract/plan-setup';
import * as W from '@contract/staff-work';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PUBLICATION_LOCKED_TEXT } from '@domain/journeys';
import { chinaInstant } from '@domain/time/china-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { firstScreenData } from '../../server/src/web/first-screen/cache';
import { readData } from '../../server/src/web/first-screen/data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const B = DEMO.B;
const idsA = admissionsIds(A.tenantId);
const idsB = admissionsIds(B.tenantId);

let t: TestServer;
let adminA: StaffLogin;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;

const post = async (path: string, body: object, who: StaffLogin) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) });
const ok = async (path: string, body: object, who: StaffLogin) => {
  const r = await post(path, body, who);
  expect(r.json(), r.body).toMatchObject({ code: 0, success: true });
  return r.json().data;
};
const publicList = async () =>
  (await call(t.app, E.findPlanList, { pageNo: 1, pageSize: 50 }, { school: A })).body.data.list;

/** Terms of a plan on the demo form's version 1, in China time on the test clock's day. */
const terms = (over: object = {}) => ({
  name: '2027年春季招生',
  description: '面向应届初中毕业生',
  quota: 50,
  startAt: '2026-08-01T08:00:00+08:00',
  endAt: '2026-09-30T17:00:00+08:00',
  resultsPublishAt: '2026-10-10T09:00:00+08:00',
  fee: 15050,
  payAtRegistration: false,
  majorIds: [A.majors[0]!.id],
  contact: '0571-88880000',
  templateId: idsA.template,
  formVersion: 1,
  ...over,
});

beforeAll(async () => {
  t = await testServer('plan-setup');
  adminA = await staffLogin(t, 'admin', A.orgId);
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('招生计划 setup', () => {
  it('报到老师 is refused on every endpoint; no session is 401', async () => {
    const paths = Object.values(P).flatMap((v) =>
      typeof v === 'object' && v !== null && 'action' in v && 'path' in v ? [v.path] : [],
    );
    expect(paths).toHaveLength(13);
    for (const path of paths) {
      const r = await post(path, { planId: idsA.plans.open, templateId: idsA.template }, checkinA);
      expect(r.json().code, path).toBe(403);
      const anon = await t.app.inject({ method: 'POST', url: path, payload: {} });
      expect(anon.statusCode, path).toBe(401);
    }
  });

  it('a 招生老师 creates a plan (fen stored, +08:00 out); the public list shows it at once; audited', async () => {
    await publicList(); // a cached page exists before the edit
    const before = await firstScreenData(t.app, A.tenantId, A.orgId); // and a cached entry page
    const cachedTotal = readData<{ total: number }>(before!, E.findPlanList)!.total;
    const made = await ok(P.create.path, terms(), admissionsA);
    expect(made).toMatchObject({
      name: '2027年春季招生',
      fee: 15050,
      state: 'open',
      taken: 0,
      formVersion: 1,
      startAt: '2026-08-01T08:00:00+08:00',
      resultsPublishAt: '2026-10-10T09:00:00+08:00',
      majorIds: [A.majors[0]!.id],
    });
    const pub = (await publicList()).find((p) => p.id === made.id);
    expect(pub).toMatchObject({ name: '2027年春季招生', state: 'open', fee: 15050 });
    // The entry page's first list page too: its total counts the new plan, so the list goes on to it.
    const first = readData<{ total: number }>(
      (await firstScreenData(t.app, A.tenantId, A.orgId))!,
      E.findPlanList,
    );
    expect(first?.total).toBe(cachedTotal + 1);
    const audit = await rows<{ action: string; target: string }>(
      t.db,
      sql`SELECT action, target FROM audit_log WHERE staff_id = ${admissionsA.id} AND action = 'plan.create'`,
    );
    expect(audit).toEqual([{ action: 'plan.create', target: made.id }]);

    const list = await ok(P.list.path, {}, adminA);
    const row = list.find((p: { id: string }) => p.id === made.id);
    expect(row).toMatchObject({ state: 'open', quota: 50, taken: 0, formName: '新生报名表' });
    expect(list.find((p: { id: string }) => p.id === idsA.plans.closed).state).toBe('closed');
  });

  it('refuses start ≥ end, end ≥ publication, quota below the places taken, other schools’ majors', async () => {
    const msgOf = async (body: object, path: string = P.create.path) => {
      const r = await post(path, body, adminA);
      expect(r.json().success).toBe(false);
      return r.json().msg as string;
    };
    expect(await msgOf(terms({ endAt: '2026-08-01T08:00:00+08:00' }))).toBe('报名截止时间须晚于报名开始时间');
    expect(await msgOf(terms({ resultsPublishAt: '2026-09-30T17:00:00+08:00' }))).toBe(
      '结果公布时间须晚于报名截止时间',
    );
    expect(await msgOf(terms({ startAt: '2026-08-01T08:00:00Z' }))).toMatch(/报名开始时间/);
    expect(await msgOf(terms({ majorIds: [B.majors[0]!.id] }))).toBe('招生专业须从本校专业中选择');
    expect(await msgOf(terms({ formVersion: 9 }))).toMatch(/已发布/);
    const taken = demoApplicants(A.tenantId).length;
    const open = await ok(P.get.path, { planId: idsA.plans.open }, adminA);
    expect(open.taken).toBe(taken);
    expect(await msgOf({ ...terms({ quota: taken - 1 }), planId: idsA.plans.open }, P.save.path)).toBe(
      `招生人数不能少于已报名人数（${taken}人）`,
    );
  });

  it('closes, reopens and copies through the lifecycle; the public list follows', async () => {
    const made = await ok(P.create.path, terms({ name: '秋季插班' }), adminA);
    expect((await ok(P.close.path, { planId: made.id }, adminA)).state).toBe('closed');
    expect((await publicList()).find((p) => p.id === made.id)!.state).toBe('closed');
    const again = await post(P.close.path, { planId: made.id }, adminA);
    expect(again.json()).toMatchObject({ code: 422, msg: '当前状态（已关闭）不能进行此操作' });
    expect((await ok(P.reopen.path, { planId: made.id }, adminA)).state).toBe('open');
    expect((await publicList()).find((p) => p.id === made.id)!.state).toBe('open');
    const copy = await ok(P.copy.path, { planId: made.id }, admissionsA);
    expect(copy).toMatchObject({ name: '秋季插班（复制）', taken: 0, quota: 50, fee: 15050, formVersion: 1 });
    expect(copy.id).not.toBe(made.id);
    // Reopening a plan whose end has passed asks for the dates first.
    const ended = await post(P.reopen.path, { planId: idsA.plans.closed }, adminA);
    expect(ended.json()).toMatchObject({ code: 422, msg: '报名截止时间已过，请先修改报名截止时间' });
  });

  it('a copy is a closed draft with no publication time: no applicant sees it until a time is set and it is reopened', async () => {
    // The original's results are out (its time has passed); the copy must not inherit that time.
    const made = await ok(P.create.path, terms({ name: '公布过的计划' }), adminA);
    // Published the day before the test clock (its decisions are out).
    await t.db.execute(
      sql`UPDATE plans SET results_publish_at = '2026-08-29T00:00:00Z' WHERE id = ${made.id}`,
    );
    expect((await ok(P.get.path, { planId: made.id }, adminA)).resultsPublishAt).toBe(
      '2026-08-29T08:00:00+08:00',
    );
    const copy = await ok(P.copy.path, { planId: made.id }, admissionsA);
    expect(copy).toMatchObject({
      name: '公布过的计划（复制）',
      state: 'closed',
      draft: true,
      resultsPublishAt: null,
      taken: 0,
    });
    expect((await publicList()).map((p) => p.id)).not.toContain(copy.id);
    const detail = await call(t.app, E.getPlanDetail, { planId: copy.id }, { school: A });
    expect(detail.body.code).toBe(404);
    const reopen = await post(P.reopen.path, { planId: copy.id }, adminA);
    expect(reopen.json()).toMatchObject({ code: 422, msg: '请先编辑计划，设置结果公布时间，再重新开放' });
    // A time of its own, later than the original's past one: allowed (nothing was shown on the copy).
    const publishAt = '2026-10-01T09:00:00+08:00';
    const saved = await ok(
      P.save.path,
      { ...terms({ name: copy.name, resultsPublishAt: publishAt }), planId: copy.id },
      adminA,
    );
    expect(saved).toMatchObject({ state: 'closed', draft: true, resultsPublishAt: publishAt });
    expect((await publicList()).map((p) => p.id)).not.toContain(copy.id);
    const opened = await ok(P.reopen.path, { planId: copy.id }, adminA);
    expect(opened).toMatchObject({ draft: false });
    expect((await publicList()).find((p) => p.id === copy.id)).toBeTruthy();
  });

  it('计划说明 is stored sanitized, 批次 and 年级 kept; the public detail never carries a script', async () => {
    const made = await ok(
      P.create.path,
      terms({
        name: '说明安全',
        batch: '2027年第一批次',
        grade: '2027级',
        description: '第一行\n第二行',
      }),
      adminA,
    );
    expect(made).toMatchObject({
      batch: '2027年第一批次',
      grade: '2027级',
      description: '<p>第一行</p><p>第二行</p>',
    });
    const hostile = '<p>招生对象</p><script>window.x=1</script><img src=x onerror="window.x=2"><p>第二段</p>';
    const saved = await ok(
      P.save.path,
      { ...terms({ name: '说明安全', description: hostile }), planId: made.id },
      adminA,
    );
    expect(saved.description).toContain('<p>招生对象</p>');
    // The editor's first line is loose text and Enter may make a <div>: each becomes a paragraph.
    const typed = await ok(
      P.save.path,
      {
        ...terms({ name: '说明安全', description: '第一行<p>第二行</p><div>第三行</div>' }),
        planId: made.id,
      },
      adminA,
    );
    expect(typed.description).toBe('<p>第一行</p><p>第二行</p><p>第三行</p>');
    expect(saved.description).not.toMatch(/<script|onerror|<img/i);
    // A row written before saves were sanitized: the public detail sanitizes it again.
    await t.db.execute(sql`UPDATE plans SET description = ${hostile} WHERE id = ${made.id}`);
    const detail = (await call(t.app, E.getPlanDetail, { planId: made.id }, { school: A })).body.data;
    expect(detail.description).toContain('<p>第二段</p>');
    expect(detail.description).not.toMatch(/<script|onerror/i);
    expect(detail).toMatchObject({ batch: '', grade: '' });
  });

  it("school B never sees or changes school A's plans and forms", async () => {
    for (const path of [P.get.path, P.close.path, P.reopen.path, P.copy.path])
      expect((await post(path, { planId: idsA.plans.open }, adminB)).json().code, path).toBe(404);
    expect((await post(P.save.path, { ...terms(), planId: idsA.plans.open }, adminB)).json().code).toBe(404);
    expect((await post(P.form.path, { templateId: idsA.template }, adminB)).json().code).toBe(404);
    const listB = await ok(P.list.path, {}, adminB);
    expect(
      listB.every(
        (p: { id: string }) => Object.values(idsB.plans).includes(p.id) || !p.id.startsWith('p-1001'),
      ),
    ).toBe(true);
    expect(listB.map((p: { id: string }) => p.id)).not.toContain(idsA.plans.open);
  });
});

describe('frozen form versions', () => {
  it('refuses a bad design with clear Chinese messages', async () => {
    const { draft } = await ok(P.form.path, { templateId: idsA.template }, adminA);
    const msgOf = async (fields: object[]) => {
      const r = await post(
        P.saveDraft.path,
        { templateId: idsA.template, name: draft.name, fields, logic: [] },
        adminA,
      );
      expect(r.json().code).toBe(400);
      return r.json().msg as string;
    };
    expect(await msgOf([...draft.fields, draft.fields[0]])).toContain('字段标识“name”重复');
    expect(
      await msgOf(draft.fields.map((f: { prop: string }) => (f.prop === 'sex' ? { ...f, options: [] } : f))),
    ).toContain('的选项不能为空');
    expect(
      await msgOf(
        draft.fields.map((f: { prop: string }) =>
          f.prop === 'graduateSchool' ? { ...f, type: 'rating' } : f,
        ),
      ),
    ).toContain('的类型“rating”不存在');
    const overwrite = await post(
      P.saveDraft.path,
      { templateId: idsA.template, version: 1, name: draft.name, fields: draft.fields, logic: draft.logic },
      adminA,
    );
    expect(overwrite.json()).toMatchObject({
      code: 422,
      msg: '已发布的报名表版本不可修改，请修改草稿后发布新版本',
    });
  });

  it('a new form cannot carry a plan until it is published; publishing is audited', async () => {
    const { draft } = await ok(P.form.path, { templateId: idsA.template }, adminA);
    const made = await ok(
      P.saveDraft.path,
      { name: '插班生报名表', fields: draft.fields, logic: draft.logic },
      admissionsA,
    );
    let forms = await ok(P.forms.path, {}, admissionsA);
    expect(forms.find((f: { templateId: string }) => f.templateId === made.templateId)).toMatchObject({
      name: '插班生报名表',
      draftChanged: true,
      versions: [],
      plans: [],
    });
    const early = await post(
      P.create.path,
      terms({ templateId: made.templateId, formVersion: 1 }),
      admissionsA,
    );
    expect(early.json()).toMatchObject({
      code: 400,
      msg: '请先发布报名表，招生计划只能使用已发布的报名表版本',
    });
    const v1 = await ok(P.publish.path, { templateId: made.templateId }, admissionsA);
    expect(v1).toMatchObject({ version: 1, name: '插班生报名表' });
    const plan = await ok(P.create.path, terms({ name: '插班生', templateId: made.templateId }), admissionsA);
    forms = await ok(P.forms.path, {}, admissionsA);
    expect(forms.find((f: { templateId: string }) => f.templateId === made.templateId)).toMatchObject({
      draftChanged: false,
      plans: [{ planId: plan.id, name: '插班生', formVersion: 1 }],
    });
    const audit = await rows<{ action: string; target: string }>(
      t.db,
      sql`SELECT action, target FROM audit_log WHERE staff_id = ${admissionsA.id} AND action LIKE 'form.%' ORDER BY id`,
    );
    expect(audit.filter((a) => a.target === made.templateId).map((a) => a.action)).toEqual([
      'form.saveDraft',
      'form.publish',
    ]);
    // Another school's form is not a choice.
    const other = await post(P.create.path, terms({ templateId: idsB.template }), admissionsA);
    expect(other.json()).toMatchObject({ code: 400, msg: '报名表不存在' });
  });

  it('the database refuses to change or delete a published version', async () => {
    const refusal = async (q: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(q);
      } catch (e) {
        return String((e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message);
      }
      return 'accepted';
    };
    const where = sql`template_id = ${idsA.template} AND version = 1`;
    expect(await refusal(sql`UPDATE form_versions SET name = '改名' WHERE ${where}`)).toMatch(
      /已发布的报名表版本不可修改/,
    );
    expect(await refusal(sql`UPDATE form_versions SET fields = '[]'::jsonb WHERE ${where}`)).toMatch(
      /已发布的报名表版本不可修改/,
    );
    expect(await refusal(sql`DELETE FROM form_versions WHERE ${where}`)).toMatch(
      /已发布的报名表版本不可修改/,
    );
    const [v1] = await rows<{ name: string }>(t.db, sql`SELECT name FROM form_versions WHERE ${where}`);
    expect(v1!.name).toBe('新生报名表');
  });

  it('a registration keeps version 1 after version 2 is published: staff detail, export, 修改并重新提交', async () => {
    const { draft } = await ok(P.form.path, { templateId: idsA.template }, adminA);
    // Version 2: 毕业学校 removed, 籍贯 added.
    const fields = [
      ...draft.fields.filter((f: { prop: string }) => f.prop !== 'graduateSchool'),
      { prop: 'hometown', label: '籍贯', type: 'text', show: true, rules: [] },
    ];
    await ok(
      P.saveDraft.path,
      { templateId: idsA.template, name: draft.name, fields, logic: draft.logic },
      admissionsA,
    );
    const v2 = await ok(P.publish.path, { templateId: idsA.template }, admissionsA);
    expect(v2.version).toBe(2);
    // The answer names the plans still on an earlier version (the designer offers to move them).
    expect(v2.earlierPlans).toContainEqual({
      planId: idsA.plans.open,
      name: expect.any(String),
      formVersion: 1,
    });
    expect((await post(P.publish.path, { templateId: idsA.template }, adminA)).json().msg).toBe(
      '草稿与第2版相同，无需发布新版本',
    );
    // Publishing moved no plan: the open plan still answers version 1.
    const before = await call(t.app, E.getTemplate, { planId: idsA.plans.open }, { school: A });
    expect(before.body.data.fields.map((f) => f.prop)).toContain('graduateSchool');
    const open = await ok(P.get.path, { planId: idsA.plans.open }, adminA);
    expect(open.formVersion).toBe(1);
    await ok(
      P.save.path,
      {
        // The demo plan's results are out: its publication time stays (it may not move later).
        ...terms({ name: open.name, quota: open.quota }),
        startAt: open.startAt,
        endAt: open.endAt,
        resultsPublishAt: open.resultsPublishAt,
        planId: idsA.plans.open,
        formVersion: 2,
      },
      adminA,
    );

    // A new registration on version 2.
    const userId = 'u-plan-setup';
    const token = await tokenFor(t, A, 'applicant', { userId });
    await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
      VALUES ('f-ps', ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', 'k/f-ps')`);
    const answers = {
      ...demoAnswers(
        901,
        { fileId: 'f-ps', name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' },
        '第二版',
      ),
      hometown: '浙江杭州',
    };
    const reg = await registerAccepted(t.app, { planId: idsA.plans.open, answers }, { token });
    expect(reg.body, JSON.stringify(reg.body)).toMatchObject({ code: 0 });
    const newId = reg.body.data.registrationId;
    const stored = await rows<{ id: string; form_version: number }>(
      t.db,
      sql`SELECT id, form_version FROM registrations WHERE plan_id = ${idsA.plans.open} ORDER BY created_at`,
    );
    expect(stored.find((r) => r.id === newId)!.form_version).toBe(2);
    const oldId = stored.find((r) => r.form_version === 1)!.id;

    const labels = async (id: string) =>
      (await ok(W.registration.path, { registrationId: id }, adminA)).fields.map(
        (f: { label: string }) => f.label,
      );
    expect(await labels(oldId)).toContain('毕业学校');
    expect(await labels(oldId)).not.toContain('籍贯');
    expect(await labels(newId)).toContain('籍贯');
    expect(await labels(newId)).not.toContain('毕业学校');

    const xlsx = await t.app.inject({
      method: 'POST',
      url: W.exportXlsx.path,
      payload: { planId: idsA.plans.open },
      headers: await freshSession(t, adminA),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('毕业学校（第1版）');
    expect(header).toContain('籍贯（第2版）');
    expect(header).not.toContain('籍贯（第1版）');
    // Issue 34 item 6: a field the same in both versions is one column, without a version.
    expect(header.filter((h) => h === '学生姓名')).toHaveLength(1);
    expect(header).not.toContain('学生姓名（第1版）');
    expect(header).not.toContain('学生姓名（第2版）');

    // The applicant's 修改并重新提交 reads the version of their own registration.
    const own = await call(
      t.app,
      E.getTemplate,
      { planId: idsA.plans.open, registrationId: newId },
      { school: A },
    );
    expect(own.body, JSON.stringify(own.body)).toMatchObject({ code: 0 });
    expect(own.body.data.fields.map((f) => f.prop)).toContain('hometown');
    // A registration of version 1 reads version 1 although the plan is on version 2 now.
    const first = await call(
      t.app,
      E.getTemplate,
      { planId: idsA.plans.open, registrationId: oldId },
      { school: A },
    );
    const firstProps = first.body.data.fields.map((f) => f.prop);
    expect(firstProps).toContain('graduateSchool');
    expect(firstProps).not.toContain('hometown');
    const firstLogic = await call(
      t.app,
      E.fieldLogicList,
      { planId: idsA.plans.open, registrationId: oldId },
      { school: A },
    );
    expect(firstLogic.body).toMatchObject({ code: 0 });
  });
});

describe('moving the result publication time (issue 26)', () => {
  const HOUR = 3600_000;
  /** Result notices still held (pending) for the open plan's registrations, by the moment they wait for. */
  const held = async () => {
    const list = await rows<{ idem_key: string }>(
      t.db,
      sql`SELECT o.idem_key FROM notify_outbox o JOIN registrations r ON r.id = split_part(o.idem_key, ':', 2)
          WHERE o.kind = 'result.published' AND o.status = 'pending' AND r.plan_id = ${idsA.plans.open}`,
    );
    const by = new Map<string, number>();
    for (const { idem_key } of list) {
      const at = idem_key.split(':').slice(2).join(':');
      by.set(at, (by.get(at) ?? 0) + 1);
    }
    return by;
  };
  const termsOf = (p: Record<string, unknown>, over: object = {}) => ({
    planId: p.id,
    name: p.name,
    description: p.description,
    quota: p.quota,
    startAt: p.startAt,
    endAt: p.endAt,
    resultsPublishAt: p.resultsPublishAt,
    fee: p.fee,
    payAtRegistration: p.payAtRegistration,
    majorIds: p.majorIds,
    contact: p.contact,
    templateId: p.templateId,
    formVersion: p.formVersion,
    ...over,
  });

  it('the plan editor’s new time reschedules the notices 定时公布 held for the old one (one path)', async () => {
    await t.db.execute(sql`UPDATE plans SET results_publish_at = NULL WHERE id = ${idsA.plans.open}`);
    const open = await ok(P.get.path, { planId: idsA.plans.open }, adminA);
    const end = new Date(open.endAt).getTime();
    const t1 = new Date(end + 24 * HOUR);
    const t2 = new Date(end + 48 * HOUR);
    await ok(W.publishResults.path, { planId: idsA.plans.open, publishAt: t1.toISOString() }, admissionsA);
    const first = await held();
    const decided = first.get(t1.toISOString()) ?? 0;
    expect(decided).toBeGreaterThan(0);

    const saved = await ok(P.save.path, termsOf(open, { resultsPublishAt: chinaInstant(t2) }), adminA);
    expect(saved.resultsPublishAt).toBe(chinaInstant(t2));
    const after = await held();
    expect(after.get(t1.toISOString())).toBeUndefined();
    expect(after.get(t2.toISOString())).toBe(decided);

    // Saving other terms with the same time leaves the held notices alone.
    await ok(P.save.path, termsOf(saved, { contact: '0571-88889999' }), adminA);
    expect(await held()).toEqual(after);
  });

  it('once the results are out, neither the editor nor 定时公布/立即公布 may move the time later', async () => {
    const open = await ok(P.get.path, { planId: idsA.plans.open }, adminA);
    const published = new Date(open.resultsPublishAt).getTime();
    const before = t.clock.now;
    t.clock.now = new Date(published + HOUR);
    try {
      const later = chinaInstant(new Date(published + 24 * HOUR));
      const refused = (await post(P.save.path, termsOf(open, { resultsPublishAt: later }), adminA)).json();
      expect(refused).toMatchObject({ code: 422, success: false, msg: PUBLICATION_LOCKED_TEXT });
      expect(PUBLICATION_LOCKED_TEXT).toMatch(/不能改晚/);
      const scheduled = (
        await post(W.publishResults.path, { planId: idsA.plans.open, publishAt: later }, admissionsA)
      ).json();
      expect(scheduled).toMatchObject({ code: 422, msg: PUBLICATION_LOCKED_TEXT });
      const now = (
        await post(W.publishResults.path, { planId: idsA.plans.open, now: true }, admissionsA)
      ).json();
      expect(now).toMatchObject({ code: 422, msg: PUBLICATION_LOCKED_TEXT });
      expect((await ok(P.get.path, { planId: idsA.plans.open }, adminA)).resultsPublishAt).toBe(
        open.resultsPublishAt,
      );
      // Earlier stays allowed (still after the sign-up end), and so does the same time.
      const earlier = chinaInstant(new Date(published - HOUR));
      expect(
        (await ok(P.save.path, termsOf(open, { resultsPublishAt: earlier }), adminA)).resultsPublishAt,
      ).toBe(earlier);
      await ok(P.save.path, termsOf(open, { resultsPublishAt: earlier, name: open.name }), adminA);
    } finally {
      t.clock.now = before;
    }
  });

  it('a passed time on a plan with no decision moves later: nobody can have seen a result (issue 34)', async () => {
    const made = await ok(P.create.path, terms({ name: '尚无录取决定的计划' }), adminA);
    expect(made.decided).toBe(0);
    const before = t.clock.now;
    t.clock.now = new Date('2026-10-11T00:00:00+08:00');
    try {
      const later = '2026-10-20T09:00:00+08:00';
      const saved = await ok(P.save.path, termsOf(made, { resultsPublishAt: later }), adminA);
      expect(saved.resultsPublishAt).toBe(later);
      const scheduled = await ok(
        W.publishResults.path,
        { planId: made.id, publishAt: '2026-10-25T09:00:00+08:00' },
        admissionsA,
      );
      expect(scheduled).toMatchObject({ resultsPublished: false });
    } finally {
      t.clock.now = before;
    }
  });
});

describe('发布新版本 moves the plans a person chooses', () => {
  it('moves only the chosen plans of this form, audited; refuses another school, an unpublished version', async () => {
    const { draft } = await ok(P.form.path, { templateId: idsA.template }, adminA);
    const fields = [
      ...draft.fields,
      { prop: 'remark', label: '备注', type: 'textarea', show: true, rules: [] },
    ];
    await ok(
      P.saveDraft.path,
      { templateId: idsA.template, name: draft.name, fields, logic: draft.logic },
      adminA,
    );
    const v = await ok(P.publish.path, { templateId: idsA.template }, adminA);
    const ids = v.earlierPlans.map((p: { planId: string }) => p.planId);
    expect(ids).toContain(idsA.plans.nearlyFull);
    expect(ids).toContain(idsA.plans.open);
    const moved = await ok(
      P.movePlans.path,
      { templateId: idsA.template, version: v.version, planIds: [idsA.plans.nearlyFull] },
      adminA,
    );
    expect(moved).toMatchObject({ version: v.version, moved: [{ planId: idsA.plans.nearlyFull }] });
    const tpl = await call(t.app, E.getTemplate, { planId: idsA.plans.nearlyFull }, { school: A });
    expect(tpl.body.data.fields.map((f) => f.prop)).toContain('remark');
    expect((await ok(P.get.path, { planId: idsA.plans.open }, adminA)).formVersion).toBeLessThan(v.version);
    const audit = await rows<{ target: string; details: { version: number; plans: string[] } }>(
      t.db,
      sql`SELECT target, details FROM audit_log WHERE staff_id = ${adminA.id} AND action = 'form.movePlans'`,
    );
    expect(audit).toEqual([
      { target: idsA.template, details: { version: v.version, plans: [idsA.plans.nearlyFull] } },
    ]);
    const again = await post(
      P.movePlans.path,
      { templateId: idsA.template, version: v.version, planIds: [idsA.plans.nearlyFull] },
      adminA,
    );
    expect(again.json()).toMatchObject({ code: 422, msg: '所选招生计划已在使用此版本或更新的版本' });
    const unpublished = await post(
      P.movePlans.path,
      { templateId: idsA.template, version: v.version + 1, planIds: [idsA.plans.open] },
      adminA,
    );
    expect(unpublished.json()).toMatchObject({ code: 400, msg: '该报名表版本尚未发布' });
    const other = await post(
      P.movePlans.path,
      { templateId: idsA.template, version: v.version, planIds: [idsA.plans.open] },
      adminB,
    );
    expect(other.json().code).toBe(404);
    expect(
      (await post(P.movePlans.path, { templateId: idsA.template, version: 1, planIds: [] }, adminA)).json()
        .code,
    ).toBe(400);
  });
});
