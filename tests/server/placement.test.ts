import * as D from '@contract/desk';
import * as P from '@contract/placement';
import * as R from '@contract/roster';
import * as W from '@contract/welcome';
import * as M from '@contract/welcome-manage';
import { sexOfIdNumber } from '@domain/roster/placement';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../../server/src/modules/placement/student-record';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows as sqlRows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
let t: TestServer;
let admin: StaffLogin;
let desk: StaffLogin;
let adminB: StaffLogin;

const post = (url: string, payload: object, s: StaffLogin) =>
  t.app.inject({ method: 'POST', url, payload, headers: s.headers });
const data = async (url: string, payload: object, s: StaffLogin) => {
  const body = (await post(url, payload, s)).json();
  expect(body).toMatchObject({ code: 0 });
  return body.data;
};
type Row = { id: string; id_number: string; major_id: string; class_name: string; dormitory: string };
const students = () =>
  sqlRows<Row>(
    t.db,
    sql`SELECT id, id_number, major_id, class_name, dormitory FROM welcome_students
        WHERE org_id = ${A.orgId} AND withdrawn_at IS NULL ORDER BY id`,
  );
const audits = (action: string) =>
  sqlRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`).then(
    (r) => r[0]!.n,
  );
const [computer, mech, account] = A.majors.map((m) => m.id) as [string, string, string];
const CLASSES = [
  { name: '计算机1班', capacity: 2, majorId: computer },
  { name: '计算机2班', capacity: 2, majorId: computer },
  { name: '综合班', capacity: 10, majorId: '' },
];
const ROOMS = [
  { name: '男1-101', sex: '0', beds: 4 },
  { name: '女2-101', sex: '1', beds: 4 },
];

beforeAll(async () => {
  t = await testServer('placement');
  admin = await staffLogin(t, 'admin');
  desk = await staffLogin(t, 'checkin');
  adminB = await staffLogin(t, 'admin', DEMO.B.orgId);
});
afterAll(() => t.close());

describe('分班 / 分宿 setup', () => {
  it('学校管理员 saves classes and rooms; 报到老师 reads only; others and another school see none of it', async () => {
    const bad = (
      await post(P.saveSetup.path, { classes: [CLASSES[0], CLASSES[0]], rooms: [] }, admin)
    ).json();
    expect(bad).toMatchObject({ code: 422, msg: '班级名称“计算机1班”重复' });
    const zero = (
      await post(P.saveSetup.path, { classes: [{ ...CLASSES[0], capacity: 0 }], rooms: [] }, admin)
    ).json();
    expect(zero.code).toBe(400);
    const saved = await data(P.saveSetup.path, { classes: CLASSES, rooms: ROOMS }, admin);
    expect(saved.classes.map((c: { name: string }) => c.name)).toEqual(CLASSES.map((c) => c.name));
    expect(saved.rooms).toHaveLength(2);
    expect(await audits('placement.setup.save')).toBe(1);
    expect((await data(P.setup.path, {}, desk)).classes).toHaveLength(3);
    expect((await post(P.saveSetup.path, { classes: [], rooms: [] }, desk)).json()).toMatchObject({
      code: 403,
    });
    const admissions = await staffLogin(t, 'admissions');
    expect((await post(P.setup.path, {}, admissions)).json()).toMatchObject({ code: 403 });
    expect((await data(P.setup.path, {}, adminB)).classes).toEqual([]);
    for (const path of [
      P.assign.path,
      P.move.path,
      P.student.path,
      P.saveStudent.path,
      P.withdraw.path,
      P.undoWithdraw.path,
    ])
      expect((await post(path, { welcomeId: A.students[0]!.welcomeId }, desk)).json()).toMatchObject({
        code: 403,
      });
  });
});

describe('批量分班 / 分宿', () => {
  it('the preview writes nothing; the commit writes it: by major, within capacity, balanced by sex', async () => {
    const before = await students();
    const preview = await data(P.assign.path, { kind: 'class', keepPlaced: false, balanceSex: true }, admin);
    expect(preview.dryRun).toBe(true);
    expect(await students()).toEqual(before);
    expect(await audits('placement.assign.preview')).toBe(1);

    const done = await data(
      P.assign.path,
      { kind: 'class', keepPlaced: false, balanceSex: true, dryRun: false },
      admin,
    );
    expect({ ...done, dryRun: true }).toEqual(preview);
    const after = await students();
    const inClass = (c: string) => after.filter((s) => s.class_name === c);
    for (const c of CLASSES) expect(inClass(c.name).length).toBeLessThanOrEqual(c.capacity);
    // Computer students fill their major's classes first; the rest go to 综合班.
    for (const s of [...inClass('计算机1班'), ...inClass('计算机2班')]) expect(s.major_id).toBe(computer);
    const computers = after.filter((s) => s.major_id === computer);
    expect(inClass('计算机1班').length + inClass('计算机2班').length).toBe(Math.min(4, computers.length));
    for (const s of after.filter((x) => x.major_id === mech || x.major_id === account))
      expect(s.class_name).toBe('综合班');
    // Balanced by sex: each sex differs by at most one between the two computer classes.
    for (const sex of ['0', '1']) {
      const n = (c: string) => inClass(c).filter((s) => sexOfIdNumber(s.id_number) === sex).length;
      expect(Math.abs(n('计算机1班') - n('计算机2班'))).toBeLessThanOrEqual(1);
    }
    const setup = await data(P.setup.path, {}, admin);
    expect(setup.classUse.map((u: { used: number }) => u.used)).toEqual(
      CLASSES.map((c) => inClass(c.name).length),
    );
    // The board counts by the same classes.
    const board = await data(D.board.path, {}, desk);
    expect(board.byClass.find((g: { name: string }) => g.name === '综合班')?.total).toBe(
      inClass('综合班').length,
    );
  });

  it('dormitories: every room holds only its sex and never more than its beds', async () => {
    const done = await data(P.assign.path, { kind: 'dorm', keepPlaced: false, dryRun: false }, admin);
    expect(done.placed).toBeGreaterThan(0);
    const after = await students();
    for (const r of ROOMS) {
      const inside = after.filter((s) => s.dormitory === r.name);
      expect(inside.length).toBeLessThanOrEqual(r.beds);
      expect(inside.every((s) => sexOfIdNumber(s.id_number) === r.sex)).toBe(true);
    }
  });

  it('a manual move is refused when the class is full, the room is of the other sex, or the student is another school’s', async () => {
    const after = await students();
    const fullClass = ['计算机1班', '计算机2班'].find(
      (c) => after.filter((s) => s.class_name === c).length === 2,
    )!;
    const outsider = after.find((s) => s.major_id === computer && s.class_name !== fullClass)!;
    const r = (await post(P.move.path, { welcomeId: outsider.id, className: fullClass }, admin)).json();
    expect(r).toMatchObject({ code: 422, msg: `班级“${fullClass}”已满（2人）` });
    const mechStudent = after.find((s) => s.major_id === mech)!;
    const otherMajor = (
      await post(P.move.path, { welcomeId: mechStudent.id, className: '计算机2班' }, admin)
    ).json();
    expect(otherMajor).toMatchObject({ code: 422, msg: '班级“计算机2班”只收本专业学生' });
    const man = after.find((s) => sexOfIdNumber(s.id_number) === '0')!;
    const wrong = (await post(P.move.path, { welcomeId: man.id, dormitory: '女2-101' }, admin)).json();
    expect(wrong).toMatchObject({ code: 422, msg: '宿舍“女2-101”为女生宿舍' });
    const other = (await post(P.move.path, { welcomeId: man.id, className: '综合班' }, adminB)).json();
    expect(other.code).toBe(404);
    const moved = await data(P.move.path, { welcomeId: man.id, className: '综合班' }, admin);
    expect(moved.className).toBe('综合班');
    expect(await audits('placement.move')).toBe(1);
  });
});

describe('修改学生信息 with a version check', () => {
  it('two staff load the same student: the first save wins, the second is told in Chinese', async () => {
    const id = A.students[0]!.welcomeId;
    const tab1 = await data(P.student.path, { welcomeId: id }, admin);
    const tab2 = await data(P.student.path, { welcomeId: id }, admin);
    expect(tab1.idNumber).toContain('*');
    const {
      welcomeId: _w,
      idNumber: _i,
      className: _c,
      dormitory: _d,
      version,
      withdrawn: _x,
      withdrawReason: _r,
      ...fields
    } = tab1;
    const first = await data(
      P.saveStudent.path,
      { welcomeId: id, version, fields: { ...fields, phone: '13900001111' }, reason: '家长来电更正' },
      admin,
    );
    expect(first).toMatchObject({ phone: '13900001111', version: version + 1 });
    const second = (
      await post(
        P.saveStudent.path,
        { welcomeId: id, version: tab2.version, fields: { ...fields, address: '新地址' }, reason: '更正' },
        admin,
      )
    ).json();
    expect(second).toMatchObject({ code: 409, msg: STALE, success: false });
    const [row] = await sqlRows<{ phone: string; address: string | null }>(
      t.db,
      sql`SELECT details->>'phone' AS phone, details->>'address' AS address FROM welcome_students WHERE id = ${id}`,
    );
    expect(row!.phone).toBe('13900001111');
    expect(row!.address).not.toBe('新地址');
    const [a] = await sqlRows<{ details: { reason: string; fields: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE action = 'roster.student.save' AND target = ${id}`,
    );
    expect(a!.details).toMatchObject({ reason: '家长来电更正', fields: ['phone'] });
    // Input is checked; another school's student is not found.
    expect(
      (
        await post(
          P.saveStudent.path,
          { welcomeId: id, version: version + 1, fields: { ...fields, phone: '123' }, reason: 'x' },
          admin,
        )
      ).json().code,
    ).toBe(400);
    expect((await post(P.student.path, { welcomeId: id }, adminB)).json().code).toBe(404);
  });
});

describe('放弃入学', () => {
  it('leaves the counts, the desk and the seat; the student is told; undo brings the student back', async () => {
    const s = A.students[1]!;
    const board0 = await data(D.board.path, {}, desk);
    const r = await data(P.withdraw.path, { welcomeId: s.welcomeId, reason: '已选择复读' }, admin);
    expect(r).toMatchObject({ withdrawn: true, withdrawReason: '已选择复读', className: '', dormitory: '' });
    expect((await post(P.withdraw.path, { welcomeId: s.welcomeId, reason: 'x' }, admin)).json().code).toBe(
      422,
    );
    const board = await data(D.board.path, {}, desk);
    expect(board.total).toBe(board0.total - 1);
    const [{ n }] = await sqlRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM welcome_students WHERE org_id = ${A.orgId} AND withdrawn_at IS NULL`,
    );
    expect(board.total).toBe(n);
    const search = await data(D.search.path, { q: s.idNumber }, desk);
    expect(search).toEqual([]);
    const listed = await data(R.list.path, { q: s.name }, admin);
    expect(listed.rows[0]).toMatchObject({ withdrawn: true, withdrawReason: '已选择复读' });
    const lookup = await call(t.app, W.queryEnroll, { name: s.name, idNumber: s.idNumber }, { school: A });
    expect(lookup.body.data).toMatchObject({ reportStatusText: '已放弃入学' });
    const token = await tokenFor(t, A, 'student', { welcomeId: s.welcomeId });
    const own = await call(t.app, M.getDetail, { welcomeId: s.welcomeId }, { school: A, token });
    expect(own.body.data).toMatchObject({ withdrawn: { reason: '已选择复读' } });
    expect((await post(P.withdraw.path, { welcomeId: s.welcomeId, reason: 'x' }, adminB)).json().code).toBe(
      404,
    );

    await data(P.undoWithdraw.path, { welcomeId: s.welcomeId }, admin);
    expect((await data(D.board.path, {}, desk)).total).toBe(board0.total);
    expect(await audits('roster.student.withdraw')).toBe(1);
    expect(await audits('roster.student.withdraw.undo')).toBe(1);
  });
});
