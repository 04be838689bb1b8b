import * as R from '@contract/roster';
import * as W from '@contract/staff-work';
import * as Wel from '@contract/welcome';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumns } from '../../server/src/exports/xlsx';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 34 items 4, 13, 12, 6, 8: the 录取专业 named once and read by the letter and the roster; a
// held-back admit is not welcomed at 新生报到; an export column per unchanged field; an off-line
// payment's time in the export.
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
const reg = (key: string) => apps.find((x) => x.key === key)!;
const plan = admissionsIds(A.tenantId).plans.open;
const [computer, mechatronics, accounting] = A.majors;
const HOUR = 3600_000;

let t: TestServer;
let admin: StaffLogin;

async function post(path: string, body: object) {
  const r = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: await freshSession(t, admin),
  });
  return r;
}
const json = async (path: string, body: object) => (await post(path, body)).json();
const stored = async (id: string) =>
  (
    await rows<{ admitted_major_id: string | null; paid_at: Date | null }>(
      t.db,
      sql`SELECT admitted_major_id, paid_at FROM registrations WHERE id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testServer('admission-truth');
  admin = await staffLogin(t, 'admin', A.orgId);
  // The plan offers 机电技术应用 and 会计事务 (not 计算机应用), results out in two hours.
  await t.db.execute(
    sql`UPDATE plans SET major_ids = ${JSON.stringify([mechatronics!.id, accounting!.id])}::jsonb,
        results_publish_at = NULL WHERE id = ${plan}`,
  );
  const at = new Date(t.clock.now.getTime() + 2 * HOUR).toISOString();
  expect((await json(W.publishResults.path, { planId: plan, publishAt: at })).code).toBe(0);
});
afterAll(() => t.close());

describe('录取专业', () => {
  it('is limited to the plan’s 招生专业, defaults to the first wish the plan offers, and the letter names it', async () => {
    const a = reg('paid');
    // The applicant wished 计算机应用 (the seed), which this plan does not offer: no default.
    await t.db.execute(
      sql`UPDATE registrations SET answers = answers || ${JSON.stringify({ majors: [computer!.id, accounting!.id] })}::jsonb
          WHERE id = ${a.registrationId}`,
    );
    const list = await json(W.registrations.path, { planId: plan, review: 'approved' });
    const row = W.RegistrationRow.parse(
      list.data.rows.find((r: { id: string }) => r.id === a.registrationId),
    );
    expect(row.majorChoices).toEqual([
      { id: mechatronics!.id, name: mechatronics!.name },
      { id: accounting!.id, name: accounting!.name },
    ]);
    expect(row.wishedMajorIds).toEqual([computer!.id, accounting!.id]);

    // A major the plan does not offer is refused; nothing is stored.
    expect(
      await json(W.admit.path, { registrationId: a.registrationId, status: 3, majorId: computer!.id }),
    ).toMatchObject({ code: 422, msg: '录取专业不在该招生计划的招生专业中' });
    expect((await stored(a.registrationId)).admitted_major_id).toBeNull();

    // Without one: the first wish the plan offers (会计事务).
    expect((await json(W.admit.path, { registrationId: a.registrationId, status: 3 })).code).toBe(0);
    expect((await stored(a.registrationId)).admitted_major_id).toBe(accounting!.id);
    await json(W.undoAdmission.path, { registrationId: a.registrationId });
    expect((await stored(a.registrationId)).admitted_major_id).toBeNull();

    // Chosen in the dialog: 机电技术应用, which the parent did not wish; the letter and the row name it.
    expect(
      (await json(W.admit.path, { registrationId: a.registrationId, status: 3, majorId: mechatronics!.id }))
        .code,
    ).toBe(0);
    expect((await stored(a.registrationId)).admitted_major_id).toBe(mechatronics!.id);
    const letter = await json(W.letterPreview.path, { registrationId: a.registrationId });
    expect(letter.data.body).toContain(`录取专业：${mechatronics!.name}`);
    const after = await json(W.registrations.path, { planId: plan, review: 'approved' });
    expect(after.data.rows.find((r: { id: string }) => r.id === a.registrationId)).toMatchObject({
      admittedMajor: mechatronics!.name,
    });
  });

  it('bulk 录取 skips one with no wish the plan offers, naming why', async () => {
    const b = reg('voucherPending');
    await t.db.execute(
      sql`UPDATE registrations SET answers = answers || ${JSON.stringify({ majors: [computer!.id] })}::jsonb,
          review_status = 1, fee_status = 3 WHERE id = ${b.registrationId}`,
    );
    const dry = await json(W.bulkAdmit.path, {
      planId: plan,
      registrationIds: [b.registrationId],
      status: 3,
    });
    expect(dry.data.skipped).toEqual([
      expect.objectContaining({ id: b.registrationId, reason: expect.stringContaining('请选择录取专业') }),
    ]);
  });
});

describe('a held-back admit (publication in the future)', () => {
  it('从录取生成 says so, and 新生报到 reads 待公布 until the time, then welcomes', async () => {
    const a = reg('paid');
    const dry = await json(R.generate.path, { planIds: [plan], dryRun: false });
    expect(dry.code, JSON.stringify(dry)).toBe(0);
    const item = dry.data.items.find(
      (i: { registrationId: string }) => i.registrationId === a.registrationId,
    );
    expect(item).toMatchObject({ action: 'create' });
    expect(item.reason).toMatch(/录取结果将于 .+ 公布/);
    // The roster reads the stored 录取专业, not the form's.
    const [student] = await rows<{ major_id: string }>(
      t.db,
      sql`SELECT major_id FROM welcome_students WHERE id_number = ${a.idNumber} AND org_id = ${A.orgId}`,
    );
    expect(student!.major_id).toBe(mechatronics!.id);

    const report = () => call(t.app, Wel.report, { name: a.name, idNumber: a.idNumber }, { school: A });
    const held = await report();
    expect(held.body).toMatchObject({ code: 422 });
    expect(held.body.msg).toMatch(/^录取结果将于 .+ 公布（待公布）$/);
    const look = await call(t.app, Wel.queryEnroll, { name: a.name, idNumber: a.idNumber }, { school: A });
    expect(look.body.data).toMatchObject({ admissionStatusText: held.body.msg, majorName: '' });

    t.clock.now = new Date(t.clock.now.getTime() + 3 * HOUR);
    expect((await report()).body).toMatchObject({ code: 0 });
    const open = await call(t.app, Wel.queryEnroll, { name: a.name, idNumber: a.idNumber }, { school: A });
    expect(open.body.data).toMatchObject({ admissionStatusText: '已录取', majorName: mechatronics!.name });
  });
});

describe('exports', () => {
  it('one column per field the versions share, a version suffix where it differs or is missing', () => {
    const f = (prop: string, label: string, extra: object = {}) => ({
      prop,
      label,
      type: 'text' as const,
      show: true,
      rules: [],
      ...extra,
    });
    const cols = exportColumns([
      { version: 1, fields: [f('name', '学生姓名'), f('home', '籍贯'), f('school', '毕业学校')] },
      { version: 2, fields: [f('name', '学生姓名'), f('home', '户籍所在地'), f('phone', '电话')] },
    ]);
    expect(cols.map((c) => c.label)).toEqual([
      '学生姓名',
      '籍贯（第1版）',
      '户籍所在地（第2版）',
      '毕业学校（第1版）',
      '电话（第2版）',
    ]);
    expect([...cols[0]!.byVersion.keys()]).toEqual([1, 2]);
  });

  it('标记已缴费 records the time, shown as 支付时间 in the export', async () => {
    const c = reg('voucherRejected');
    await t.db.execute(sql`UPDATE registrations SET review_status = 1 WHERE id = ${c.registrationId}`);
    expect((await stored(c.registrationId)).paid_at).toBeNull();
    const paid = await json(W.markPaid.path, { registrationId: c.registrationId, reason: '现场交现金' });
    expect(paid.code, JSON.stringify(paid)).toBe(0);
    expect(new Date((await stored(c.registrationId)).paid_at!).toISOString()).toBe(t.clock.now.toISOString());

    const file = await post(W.exportXlsx.path, { planId: plan });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const at = header.indexOf('支付时间') + 1;
    const major = header.indexOf('录取专业') + 1;
    const find = (name: string) => {
      for (let i = 2; i <= ws.rowCount; i++) {
        const v = ws.getRow(i).values as unknown[];
        if (v.map(String).includes(name)) return v;
      }
      throw new Error(`no row of ${name}`);
    };
    expect(String(find(c.name)[at] ?? '')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(String(find(reg('paid').name)[major])).toBe(mechatronics!.name);
  });
});
