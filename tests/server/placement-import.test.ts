import * as P from '@contract/placement';
import * as R from '@contract/roster';
import { idCheckDigit } from '@domain/identity/id-number';
import { ROSTER_COLUMNS } from '@domain/roster/columns';
import { IMPORT_TEXT } from '@domain/roster/placement-import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { upload } from './helpers/multipart';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 27: 分班 / 分宿 按导入名单 — the 班级 / 宿舍 columns of the imported roster xlsx decide.
const A = DEMO.A;
let t: TestServer;
let admin: StaffLogin;
let desk: StaffLogin;
let adminB: StaffLogin;

/** A valid identity number born 2009; the 17th digit (n's last) odd = 男. */
const idOf = (n: number) => {
  const first17 = `32010220090315${String(n % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
};
async function sheet(list: Record<string, string>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('新生名单');
  ws.addRow(ROSTER_COLUMNS.map((c) => (c.required ? `${c.label}*` : c.label)));
  for (const r of list) ws.addRow(ROSTER_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const major = A.majors[0]!.name;
const FILE = [
  { name: '男生甲', idNumber: idOf(201), major, className: '导入1班', dormitory: '9号楼101' },
  { name: '男生乙', idNumber: idOf(203), major, className: '导入1班', dormitory: '9号楼101' },
  { name: '女生丙', idNumber: idOf(202), major, className: '导入2班', dormitory: '9号楼102' },
  { name: '男生丁', idNumber: idOf(205), major, className: '', dormitory: '9号楼102' },
];
const post = (url: string, payload: object, s: StaffLogin) =>
  t.app.inject({ method: 'POST', url, payload, headers: s.headers }).then((r) => r.json());
const assign = (payload: object, s = admin) => post(P.assign.path, { source: 'import', ...payload }, s);
const classOf = async (name: string) =>
  (
    await rows<{ class_name: string; dormitory: string }>(
      t.db,
      sql`SELECT class_name, dormitory FROM welcome_students WHERE org_id = ${A.orgId} AND name = ${name}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testServer('placement-import');
  admin = await staffLogin(t, 'admin');
  desk = await staffLogin(t, 'checkin');
  adminB = await staffLogin(t, 'admin', DEMO.B.orgId);
  const r = await upload(t.app, R.commit.path, 'roster.xlsx', await sheet(FILE), { token: admin.token });
  expect(r.body).toMatchObject({ code: 0 });
  // Someone moved 男生甲 out since the import: the column puts him back.
  await t.db.execute(sql`UPDATE welcome_students SET class_name = '' WHERE name = '男生甲'`);
});
afterAll(() => t.close());

describe('分班 按导入名单', () => {
  it('only 学校管理员 runs it; 报到老师 is refused', async () => {
    expect((await assign({ kind: 'class', dryRun: true }, desk)).code).toBe(403);
  });

  it('without creating, every row naming an unknown class is listed and nothing is written', async () => {
    const r = (await assign({ kind: 'class', dryRun: false, createMissing: false })).data;
    expect(r.created).toEqual([]);
    const listed = r.items
      .filter((i: { to: string }) => !i.to)
      .map((i: { name: string; reason: string }) => [i.name, i.reason]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['男生甲', IMPORT_TEXT.unknownClass('导入1班')],
        ['男生乙', IMPORT_TEXT.unknownClass('导入1班')],
        ['女生丙', IMPORT_TEXT.unknownClass('导入2班')],
      ]),
    );
    expect((await classOf('男生甲')).class_name).toBe('');
    expect((await post(P.setup.path, {}, admin)).data.classes).toEqual([]);
  });

  it('the preview names the classes to create; confirm creates them and places the students', async () => {
    const preview = (await assign({ kind: 'class', dryRun: true })).data;
    expect(preview.created).toEqual(['导入1班', '导入2班']);
    expect((await post(P.setup.path, {}, admin)).data.classes).toEqual([]);
    const done = (await assign({ kind: 'class', dryRun: false })).data;
    expect(done.created).toEqual(['导入1班', '导入2班']);
    const setup = (await post(P.setup.path, {}, admin)).data;
    expect(setup.classes).toEqual([
      { name: '导入1班', capacity: 2, majorId: A.majors[0]!.id },
      { name: '导入2班', capacity: 1, majorId: A.majors[0]!.id },
    ]);
    expect((await classOf('男生甲')).class_name).toBe('导入1班');
    expect(setup.classUse.find((u: { name: string }) => u.name === '导入1班').used).toBe(2);
    // Twice changes nothing.
    const again = (await assign({ kind: 'class', dryRun: false })).data;
    expect([again.created, again.items]).toEqual([[], []]);
  });

  it('rooms: a room both sexes name is not created and its students are listed', async () => {
    const done = (await assign({ kind: 'dorm', dryRun: false })).data;
    expect(done.created).toEqual(['9号楼101']);
    const listed = done.items.filter((i: { to: string }) => !i.to).map((i: { name: string }) => i.name);
    expect(listed.sort()).toEqual(['女生丙', '男生丁'].sort());
    expect(done.items.find((i: { name: string }) => i.name === '女生丙').reason).toBe(
      IMPORT_TEXT.mixedRoom('9号楼102'),
    );
    const rooms = (await post(P.setup.path, {}, admin)).data.rooms;
    expect(rooms).toEqual([{ name: '9号楼101', sex: '0', beds: 2 }]);
  });

  it("another school's administrator neither sees nor creates school A's classes", async () => {
    const b = (await assign({ kind: 'class', dryRun: false }, adminB)).data;
    expect(b.created).toEqual([]);
    expect(b.items).toEqual([]);
    expect(
      (await post(P.setup.path, {}, adminB)).data.classes.map((c: { name: string }) => c.name),
    ).not.toContain('导入1班');
  });
});
