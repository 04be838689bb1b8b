import * as P from '@contract/placement';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeUpsert } from '../../server/src/modules/roster/upsert';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { rows as sqlRows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

/** 分班 / 分宿 per 入学年份 (届): each year its own classes, rooms and students. */
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
type Row = { id: string; class_name: string; version: number; entry_year: number };
const students = () =>
  sqlRows<Row>(
    t.db,
    sql`SELECT id, class_name, version, entry_year FROM welcome_students
        WHERE org_id = ${A.orgId} AND withdrawn_at IS NULL ORDER BY id`,
  );
const names = (l: { name: string }[]) => l.map((c) => c.name);
const CLASS = { name: '一班', capacity: 50, majorId: '' };

beforeAll(async () => {
  t = await testServer('placement-years');
  admin = await staffLogin(t, 'admin');
  desk = await staffLogin(t, 'checkin');
  adminB = await staffLogin(t, 'admin', DEMO.B.orgId);
});
afterAll(() => t.close());

describe('分班 / 分宿 per 入学年份', () => {
  it('defaults to the current season; the same class name in two years; one year never shows the other', async () => {
    const now = await data(P.setup.path, {}, admin);
    const year = now.year as number;
    expect(now.currentYear).toBe(year);
    expect(now.years).toEqual(expect.arrayContaining([year, year + 1]));
    // Every demo student is of the current season (the migration / the column default).
    expect(new Set((await students()).map((s) => s.entry_year))).toEqual(new Set([year]));
    await data(P.saveSetup.path, { classes: [CLASS], rooms: [] }, admin);
    const next = await data(
      P.saveSetup.path,
      { year: year + 1, classes: [CLASS, { ...CLASS, name: '二班' }], rooms: [] },
      admin,
    );
    expect(next.year).toBe(year + 1);
    expect(names(next.classes)).toEqual(['一班', '二班']);
    expect(next.noClass).toBe(0);
    expect(names((await data(P.setup.path, {}, admin)).classes)).toEqual(['一班']);
    expect(names((await data(P.setup.path, { year }, desk)).classes)).toEqual(['一班']);
    expect(names((await data(P.setup.path, { year: year + 1 }, desk)).classes)).toEqual(['一班', '二班']);
    // Roles and schools as before: 报到老师 reads only; another school sees none of either year.
    expect(
      (await post(P.saveSetup.path, { year: year + 1, classes: [], rooms: [] }, desk)).json(),
    ).toMatchObject({
      code: 403,
    });
    expect((await data(P.setup.path, { year: year + 1 }, adminB)).classes).toEqual([]);
    for (const bad of [1999, 2101, 'abc', 2026.5])
      expect((await post(P.setup.path, { year: bad }, admin)).json()).toMatchObject({ code: 400 });
  });

  it('assigning in one year moves only that year’s students; a move stays in the student’s own year', async () => {
    const year = (await data(P.setup.path, {}, admin)).year as number;
    const [late] = await students();
    // One student of the next year (what a roster import in that season writes).
    await t.db.execute(sql`UPDATE welcome_students SET entry_year = ${year + 1} WHERE id = ${late!.id}`);
    const before = await students();
    const preview = await data(P.assign.path, { year: year + 1, kind: 'class', dryRun: true }, admin);
    expect(preview.items.map((i: { welcomeId: string }) => i.welcomeId)).toEqual([late!.id]);
    const done = await data(P.assign.path, { year: year + 1, kind: 'class', dryRun: false }, admin);
    expect(done.placed).toBe(1);
    const after = await students();
    for (const s of after.filter((x) => x.id !== late!.id))
      expect(s).toEqual(before.find((b) => b.id === s.id));
    expect(after.find((x) => x.id === late!.id)!.class_name).toBe('一班');
    const current = await data(P.setup.path, { year }, admin);
    expect(current.classUse).toEqual([{ name: '一班', used: 0, men: 0, women: 0 }]);
    expect(current.noClass).toBe(before.filter((x) => x.id !== late!.id && !x.class_name).length);
    // 二班 exists only in the next year: a current-year student cannot be moved into it.
    const other = after.find((x) => x.id !== late!.id)!;
    expect((await post(P.move.path, { welcomeId: other.id, className: '二班' }, admin)).json()).toMatchObject(
      {
        code: 422,
        msg: expect.stringContaining('不存在'),
      },
    );
    await data(P.move.path, { welcomeId: late!.id, className: '二班' }, admin);
    expect((await data(P.setup.path, { year: year + 1 }, admin)).classUse[1]).toMatchObject({ used: 1 });
  });

  it('the current season follows 报到设置’s window', async () => {
    const year = (await data(P.setup.path, {}, admin)).year as number;
    await t.db.execute(
      sql`UPDATE orgs SET settings = jsonb_set(settings, '{checkin,reportStart}', to_jsonb(${`${year + 1}-08-28`}::text))
          WHERE id = ${A.orgId}`,
    );
    const s = await data(P.setup.path, {}, admin);
    expect([s.year, s.currentYear]).toEqual([year + 1, year + 1]);
    expect(names(s.classes)).toEqual(['一班', '二班']);
  });

  it('a student entering the roster takes the season’s year; a later update keeps it', async () => {
    const year = (await data(P.setup.path, {}, admin)).year as number;
    const record = {
      name: '新同学',
      idNumber: '11010120100101001X',
      majorId: A.majors[0]!.id,
      studentNo: '',
      ticketNo: '',
      className: '',
      dormitory: '',
      details: {},
    };
    const scope = { tenantId: A.tenantId, orgId: A.orgId };
    await writeUpsert(t.db, scope, [{ record, action: 'create', reason: '' }]);
    const yearOf = async () =>
      (
        await sqlRows<{ y: number }>(
          t.db,
          sql`SELECT entry_year AS y FROM welcome_students WHERE id_number = ${record.idNumber}`,
        )
      )[0]!.y;
    expect(await yearOf()).toBe(year);
    await t.db.execute(
      sql`UPDATE orgs SET settings = settings #- '{checkin,reportStart}' WHERE id = ${A.orgId}`,
    );
    await writeUpsert(t.db, scope, [
      { record: { ...record, name: '新同学甲' }, action: 'update', reason: '' },
    ]);
    expect(await yearOf()).toBe(year);
  });
});
