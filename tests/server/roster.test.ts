import * as R from '@contract/roster';
import * as D from '@contract/desk';
import * as W from '@contract/welcome';
import { idCheckDigit } from '@domain/identity/id-number';
import { ROSTER_COLUMNS } from '@domain/roster/columns';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';
import { upload } from './helpers/multipart';
import { rows as sqlRows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let admin: StaffLogin;
let desk: StaffLogin;
let adminB: StaffLogin;

const post = (url: string, payload: object, s: StaffLogin) =>
  t.app.inject({ method: 'POST', url, payload, headers: s.headers });
const count = async (orgId = A.orgId) =>
  (
    await sqlRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM welcome_students WHERE org_id = ${orgId}`,
    )
  )[0]!.n;
const snapshot = async () =>
  sqlRows(t.db, sql`SELECT * FROM welcome_students WHERE org_id = ${A.orgId} ORDER BY id_number`);

/** A valid identity number (MOD 11-2) born 2009, distinct per n. */
export function idOf(n: number): string {
  const first17 = `3201022009${String((n % 12) + 1).padStart(2, '0')}${String((n % 28) + 1).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

/** An xlsx with the template's headers and the given rows (column key → cell value). */
async function sheet(rows: Record<string, ExcelJS.CellValue>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('新生名单');
  ws.addRow(ROSTER_COLUMNS.map((c) => (c.required ? `${c.label}*` : c.label)));
  for (const r of rows) ws.addRow(ROSTER_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const major = A.majors[0]!.name;
const good = (n: number, extra: Record<string, ExcelJS.CellValue> = {}) => ({
  name: `导入学生`,
  idNumber: idOf(n),
  major,
  phone: '13812345678',
  className: '一班',
  ...extra,
});
const preview = (file: Buffer, s = admin, name = 'roster.xlsx') =>
  upload(t.app, R.preview.path, name, file, { token: s.token });
const commit = (file: Buffer, s = admin, name = 'roster.xlsx') =>
  upload(t.app, R.commit.path, name, file, { token: s.token });

beforeAll(async () => {
  t = await testServer('roster');
  admin = await staffLogin(t, 'admin');
  desk = await staffLogin(t, 'checkin');
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('roles and isolation', () => {
  it('学校管理员 and 报到老师 read; only 学校管理员 writes; others are refused', async () => {
    const admissions = await staffLogin(t, 'admissions');
    expect((await post(R.list.path, {}, admin)).json()).toMatchObject({ code: 0 });
    expect((await post(R.list.path, {}, desk)).json()).toMatchObject({ code: 0 });
    expect((await post(R.options.path, {}, desk)).json()).toMatchObject({ code: 0 });
    expect((await post(R.list.path, {}, admissions)).json()).toMatchObject({ code: 403 });
    for (const path of [R.mapping.path, R.template.path]) {
      expect((await post(path, {}, desk)).json()).toMatchObject({ code: 403 });
      expect((await post(path, {}, admissions)).json()).toMatchObject({ code: 403 });
    }
    const planIds = [admissionsIds(A.tenantId).plans.open];
    expect((await post(R.generate.path, { planIds }, desk)).json()).toMatchObject({ code: 403 });
    expect((await post(R.saveMapping.path, { mapping: {} }, desk)).json()).toMatchObject({ code: 403 });
    expect((await preview(await sheet([good(1)]), desk)).body).toMatchObject({ code: 403 });
    expect((await commit(await sheet([good(1)]), desk)).body).toMatchObject({ code: 403 });
    expect((await t.app.inject({ method: 'POST', url: R.list.path, payload: {} })).statusCode).toBe(401);
    // 报到老师 may not see full numbers.
    expect((await post(R.list.path, { unmask: true }, desk)).json()).toMatchObject({ code: 403 });
  });

  it('lists only the school of the session, masked unless the administrator asks', async () => {
    const a = (await post(R.list.path, { pageSize: 100 }, admin)).json().data;
    const b = (await post(R.list.path, { pageSize: 100 }, adminB)).json().data;
    expect(a.total).toBe(await count(A.orgId));
    expect(b.total).toBe(await count(B.orgId));
    const aNames = new Set(a.rows.map((r: { welcomeId: string }) => r.welcomeId));
    expect(b.rows.some((r: { welcomeId: string }) => aNames.has(r.welcomeId))).toBe(false);
    expect(a.rows[0].idNumber).toContain('*');
    const full = (await post(R.list.path, { unmask: true, pageSize: 100 }, admin)).json().data;
    expect(full.rows[0].idNumber).not.toContain('*');
    // Another school's plan cannot be generated from.
    const planB = admissionsIds(B.tenantId).plans.open;
    expect((await post(R.generate.path, { planIds: [planB] }, admin)).json()).toMatchObject({ code: 404 });
  });

  it('searches, filters and pages', async () => {
    const s = A.students[0]!;
    const byName = (await post(R.list.path, { q: s.name }, desk)).json().data;
    expect(byName.rows.map((r: { name: string }) => r.name)).toContain(s.name);
    const byId = (await post(R.list.path, { q: s.idNumber.slice(-6) }, desk)).json().data;
    expect(byId.rows.map((r: { name: string }) => r.name)).toContain(s.name);
    const arrived = (await post(R.list.path, { arrived: true, pageSize: 100 }, desk)).json().data;
    expect(arrived.rows.every((r: { arrived: boolean }) => r.arrived)).toBe(true);
    const [{ n }] = await sqlRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM welcome_students WHERE org_id = ${A.orgId} AND arrived_at IS NOT NULL`,
    );
    expect(arrived.total).toBe(n);
    const page2 = (await post(R.list.path, { page: 2, pageSize: 2 }, desk)).json().data;
    expect(page2.rows.length).toBeLessThanOrEqual(2);
    const bad = (await post(R.list.path, { pageSize: 1000 }, desk)).json();
    expect(bad).toMatchObject({ code: 400 });
  });
});

describe('bad input', () => {
  it('answers the envelope with 400, never a 500, for junk on every roster call', async () => {
    const junk = [
      { page: 'x', pageSize: -1 },
      { planIds: 'p', dryRun: 'yes' },
      { mapping: 5 },
      { q: 'x'.repeat(1000), step: 'flying', arrived: 'maybe' },
      { unmask: 'yes', majorId: { $ne: 1 } },
    ];
    const calls = [R.list, R.options, R.mapping, R.saveMapping, R.generate, R.template, R.preview, R.commit];
    for (const path of calls.map((e) => e.path))
      for (const body of junk) {
        const r = await post(path, body, admin);
        expect(r.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (path !== R.template.path) expect(r.json()).toHaveProperty('code');
      }
    const notMultipart = await post(R.preview.path, { file: 'x' }, admin);
    expect(notMultipart.json()).toMatchObject({ code: 400 });
  });
});

describe('从录取生成', () => {
  const planId = admissionsIds(A.tenantId).plans.open;
  const admitted = demoApplicants(A.tenantId).find((a) => a.key === 'admitted')!;

  it('reports the student not found before, lists the dry run, creates once, then changes nothing', async () => {
    const before = await call(
      t.app,
      W.report,
      { name: admitted.name, idNumber: admitted.idNumber },
      { school: A },
    );
    expect(before.body.msg).toContain('未查询到新生信息');
    const board0 = (await post(D.board.path, {}, desk)).json().data;
    const n0 = await count();

    const dry = (await post(R.generate.path, { planIds: [planId], dryRun: true }, admin)).json();
    expect(dry).toMatchObject({ code: 0, data: { dryRun: true, created: 1 } });
    expect(dry.data.items).toContainEqual(expect.objectContaining({ name: admitted.name, action: 'create' }));
    expect(await count()).toBe(n0);

    const run = (await post(R.generate.path, { planIds: [planId], dryRun: false }, admin)).json();
    expect(run).toMatchObject({ code: 0, data: { created: 1, updated: 0 } });
    expect(await count()).toBe(n0 + 1);
    const after = await snapshot();

    const again = (await post(R.generate.path, { planIds: [planId], dryRun: false }, admin)).json();
    expect(again).toMatchObject({ code: 0, data: { created: 0, updated: 0 } });
    expect(again.data.items).toContainEqual(
      expect.objectContaining({ name: admitted.name, action: 'skip', reason: '已在名单中，信息无变化' }),
    );
    expect(await snapshot()).toEqual(after);

    // The same record at the student's report-in, the desk and the board.
    const found = await call(
      t.app,
      W.report,
      { name: admitted.name, idNumber: admitted.idNumber },
      { school: A },
    );
    expect(found.body).toMatchObject({ code: 0 });
    const search = (await post(D.search.path, { q: admitted.idNumber.slice(-6) }, desk)).json().data;
    expect(search.map((s: { name: string }) => s.name)).toContain(admitted.name);
    const board = (await post(D.board.path, {}, desk)).json().data;
    expect(board.total).toBe(board0.total + 1);
    expect(board.notArrived.map((s: { name: string }) => s.name)).toContain(admitted.name);
    const audits = await sqlRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE staff_id = ${admin.id} AND action LIKE 'roster.generate%'`,
    );
    expect(audits.length).toBe(3);
  });

  it('keeps the field mapping per school and refuses a mapping without the required fields', async () => {
    const m = (await post(R.mapping.path, {}, admin)).json().data;
    expect(m).toMatchObject({ saved: false, mapping: { name: 'name', idNumber: 'idNumber' } });
    expect(m.fields.map((f: { value: string }) => f.value)).toContain('assignedMajor');
    const saved = await post(R.saveMapping.path, { mapping: { ...m.mapping, phone: '' } }, admin);
    expect(saved.json()).toMatchObject({ code: 0, data: { saved: true, mapping: { phone: '' } } });
    expect((await post(R.mapping.path, {}, adminB)).json().data.saved).toBe(false);
    expect(
      (await post(R.saveMapping.path, { mapping: { ...m.mapping, name: '' } }, admin)).json(),
    ).toMatchObject({
      code: 400,
    });
  });
});

describe('导入名单', () => {
  it('serves a template with the Chinese columns', async () => {
    const r = await post(R.template.path, {}, admin);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('姓名*');
    expect(wb.worksheets[0]!.getRow(1).getCell(2).value).toBe('身份证号*');
  });

  it('refuses a file that is not xlsx', async () => {
    const csv = await preview(Buffer.from('姓名,身份证号\n张三,1\n'), admin, 'roster.csv');
    expect(csv.body).toMatchObject({ code: 400, msg: '文件不是 Excel（.xlsx）格式，请下载模板填写后上传' });
    const renamed = await preview(Buffer.from('not a workbook'), admin, 'roster.xlsx');
    expect(renamed.body.code).toBe(400);
    const zip = await preview(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)]), admin, 'x.xlsx');
    expect(zip.body).toMatchObject({ code: 400 });
  });

  it('lists every bad row by row and column and writes nothing', async () => {
    const before = await snapshot();
    const file = await sheet([
      good(101),
      { ...good(102), idNumber: idOf(102).slice(0, 17) + (idOf(102).endsWith('1') ? '2' : '1') },
      good(101),
      { ...good(104), major: '不存在的专业' },
      { ...good(105), phone: '12345' },
      { ...good(106), name: '' },
    ]);
    const p = (await preview(file)).body;
    expect(p).toMatchObject({ code: 0, data: { rows: 6, written: false } });
    expect(p.data.errors).toEqual([
      { row: 3, column: '身份证号', message: '身份证号校验位不正确' },
      { row: 4, column: '身份证号', message: '与第2行身份证号重复' },
      { row: 5, column: '专业', message: '学校没有该专业：不存在的专业' },
      { row: 6, column: '手机号', message: '手机号格式不正确' },
      { row: 7, column: '姓名', message: '请填写姓名' },
    ]);
    const c = (await commit(file)).body;
    expect(c).toMatchObject({ code: 0, data: { written: false, errorCount: 5 } });
    expect(await snapshot()).toEqual(before);
    const noHeader = await sheet([]);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['姓名', '专业']);
    const missing = (await preview(Buffer.from(await wb.xlsx.writeBuffer()))).body;
    expect(missing.data.errors).toContainEqual({ row: 1, column: '身份证号', message: '缺少必填列' });
    expect((await preview(noHeader)).body.data).toMatchObject({ rows: 0, errorCount: 0 });
  });

  it('reads formula-looking and formula cells as text, never evaluated', async () => {
    const file = await sheet([
      good(201, { dormitory: '=HYPERLINK("http://x","y")', emergencyContact: '@SUM(1)' }),
      good(202, { className: { formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue }),
    ]);
    expect((await commit(file)).body.data).toMatchObject({ written: true, created: 2, errorCount: 0 });
    const stored = await sqlRows<{ dormitory: string; class_name: string; contact: string }>(
      t.db,
      sql`SELECT dormitory, class_name, details->>'emergencyContact' AS contact FROM welcome_students
        WHERE id_number IN (${idOf(201)}, ${idOf(202)}) ORDER BY id_number`,
    );
    expect(stored).toContainEqual({
      dormitory: '=HYPERLINK("http://x","y")',
      class_name: '一班',
      contact: '@SUM(1)',
    });
    expect(stored).toContainEqual({ dormitory: '', class_name: '=1+1', contact: null });
    // A formula in the name is text too, and fails the name rule instead of running.
    const bad = (
      await preview(
        await sheet([good(204, { name: { formula: 'A2', result: '张三' } as ExcelJS.CellFormulaValue })]),
      )
    ).body;
    expect(bad.data.errors).toEqual([{ row: 2, column: '姓名', message: '姓名只能包含汉字、字母和间隔号' }]);
    // The template (an export) writes formula-looking text escaped.
    const tpl = await import('../../server/src/modules/roster/sheet');
    const { escapeCell } = await import('@domain/roster/columns');
    expect(escapeCell('=1+2')).toBe("'=1+2");
    expect(tpl.cellText({ formula: 'SUM(A1:A2)', result: 3 } as ExcelJS.CellFormulaValue)).toBe(
      '=SUM(A1:A2)',
    );
  });

  it('imports good rows in one go; the same file again changes nothing', async () => {
    const file = await sheet([good(301), good(302, { name: '李四', studentNo: '2026001' })]);
    const p = (await preview(file)).body.data;
    expect(p).toMatchObject({ rows: 2, created: 2, errorCount: 0, written: false });
    const n0 = await count();
    expect((await commit(file)).body.data).toMatchObject({ created: 2, written: true });
    expect(await count()).toBe(n0 + 2);
    const after = await snapshot();
    expect((await commit(file)).body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(after);
    const changed = await sheet([good(301, { className: '二班' })]);
    expect((await commit(changed)).body.data).toMatchObject({ updated: 1, created: 0 });
    const listed = (await post(R.list.path, { q: '李四' }, desk)).json().data.rows;
    expect(listed[0]).toMatchObject({ name: '李四', className: '一班', major, step: 'notReported' });
    // The imported student reports in.
    const r = await call(t.app, W.report, { name: '李四', idNumber: idOf(302) }, { school: A });
    expect(r.body).toMatchObject({ code: 0 });
  });

  it("another tenant's school imports the same number as its own record, unseen by school A", async () => {
    // School B imports the same identity number as school A: B's list gets its own record.
    const file = await sheet([{ ...good(401), major: B.majors[0]!.name }]);
    const rb = (await commit(file, adminB)).body.data;
    expect(rb).toMatchObject({ written: true, created: 1 });
    const listedA = (await post(R.list.path, { q: idOf(401).slice(-8) }, admin)).json().data;
    expect(listedA.total).toBe(0);
  });

  it('never touches another school of the same tenant: its number is an error there', async () => {
    await t.db.execute(
      sql`INSERT INTO orgs (id, tenant_id, name) VALUES ('100199', ${A.tenantId}, '第二校区')`,
    );
    await t.db.execute(
      sql`INSERT INTO majors (id, tenant_id, org_id, code, name) VALUES ('m-100199', ${A.tenantId}, '100199', '1', ${major})`,
    );
    const other = await staffLogin(t, 'admin', '100199');
    const before = await snapshot();
    const r = (await commit(await sheet([good(301, { name: '王五' }), good(501)]), other)).body.data;
    expect(r).toMatchObject({ written: false, errorCount: 1 });
    expect(r.errors).toEqual([
      { row: 2, column: '身份证号', message: '该身份证号已在本单位其他学校的名单中' },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await count('100199')).toBe(0);
  });

  it('checks and writes 10,000 rows', { timeout: 180_000 }, async () => {
    const list = Array.from({ length: 10_000 }, (_, i) =>
      good(10_000 + i, { name: `学生${'甲乙丙丁'[i % 4]}` }),
    );
    const file = await sheet(list);
    const n0 = await count();
    const started = performance.now();
    const r = (await commit(file)).body;
    const ms = performance.now() - started;
    console.info(`roster import: 10,000 rows checked and written in ${(ms / 1000).toFixed(1)} s`);
    expect(r).toMatchObject({ code: 0, data: { rows: 10_000, errorCount: 0, written: true } });
    expect(r.data.created + r.data.updated + r.data.unchanged).toBe(10_000);
    expect(await count()).toBe(n0 + r.data.created);
  });
});
