import * as D from '@contract/desk';
import * as P from '@contract/checkin-settings';
import * as I from '@contract/identity-consent';
import * as M from '@contract/welcome-manage';
import { type DayListPayload, ONSITE_OFF_TEXT, verifyDayList } from '@domain/checkin-desk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';

// Issue 27 item 3: 报到设置 names who may mark each desk step, and whether 到校现场核验 is offered.
const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let phoneN = 13600000000;
let deskA: string;
let adminA: string;
let deskB: string;
let adminB: string;

const post = (url: string, payload: object = {}, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
async function staffToken(role: 'admin' | 'checkin', name: string, orgId = A.orgId) {
  const phone = String(phoneN++);
  const { id, password } = await createStaff(t.db, { orgId, name, phone, role });
  await t.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
  return (await post('/staff-api/login', { orgId, phone, password })).json().data.token as string;
}
let n = 0;
const nonce = () => `roles-${n++}-abcdefgh`;
const STEPS = [
  { key: 'arrive', name: '报到' },
  { key: 'fee', name: '缴费核验', roles: ['admin'] },
  { key: 'items', name: '领取物品', roles: ['checkin'] },
];
const stepKeys = (s: { steps: { key: string }[] }) => s.steps.map((x) => x.key);

beforeAll(async () => {
  t = await testServer('desk-step-roles');
  deskA = await staffToken('checkin', '张老师');
  adminA = await staffToken('admin', '王主任');
  deskB = await staffToken('checkin', '钱老师', B.orgId);
  adminB = await staffToken('admin', '孙主任', B.orgId);
});
afterAll(() => t.close());

describe('desk steps: who may mark each', () => {
  it('报到设置 saves the roles per step and refuses a step nobody may mark', async () => {
    const bad = await post(
      P.saveCheckinSettingsEndpoint.path,
      { desk: { steps: [{ key: 'arrive', name: '报到', roles: [] }] } },
      adminA,
    );
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(bad.json().msg).toBe('请选择可办理角色');
    const saved = await post(P.saveCheckinSettingsEndpoint.path, { desk: { steps: STEPS } }, adminA);
    expect(saved.json().data.desk.steps).toEqual(STEPS);
    // 报到老师 still cannot change 报到设置.
    expect(
      (await post(P.saveCheckinSettingsEndpoint.path, { desk: { steps: [STEPS[0]] } }, deskA)).json().code,
    ).toBe(403);
  });

  it('the desk shows each role only the steps it may mark (scan, search, day list)', async () => {
    const s = A.students[4]!;
    const found = (await post(D.search.path, { q: s.name }, deskA)).json().data[0];
    expect(stepKeys(found)).toEqual(['arrive', 'items']);
    const asAdmin = (await post(D.search.path, { q: s.name }, adminA)).json().data[0];
    expect(stepKeys(asAdmin)).toEqual(['arrive', 'fee']);
    const key = (await post(D.publicKey.path, {}, deskA)).json().data;
    const list = (await verifyDayList(
      (await post(D.dayList.path, {}, deskA)).json().data,
      key,
    )) as DayListPayload;
    expect(list.steps.map((x) => x.key)).toEqual(['arrive', 'items']);
    const token = await tokenFor(t, A, 'student', { welcomeId: s.welcomeId });
    const pass = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.passToken as string;
    expect(stepKeys((await post(D.scan.path, { passToken: pass }, adminA)).json().data)).toEqual([
      'arrive',
      'fee',
    ]);
  });

  it('a mark by another role is refused in Chinese, online and on sync; nothing is written', async () => {
    const w = A.students[4]!.welcomeId;
    const refused = (await post(D.mark.path, { welcomeId: w, step: 'fee', nonce: nonce() }, deskA)).json();
    expect(refused).toMatchObject({ code: 422, msg: '「缴费核验」只能由学校管理员办理，报到老师不能办理' });
    const offline = {
      nonce: nonce(),
      welcomeId: w,
      step: 'items',
      at: t.clock.now.getTime(),
      idCardChecked: true,
    };
    const synced = (await post(D.sync.path, { deviceId: 'pad-9', marks: [offline] }, adminA)).json().data;
    expect(synced.results).toEqual([
      {
        nonce: offline.nonce,
        result: 'rejected',
        reason: '「领取物品」只能由报到老师办理，学校管理员不能办理',
      },
    ]);
    const [{ n: marks }] = (await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM desk_marks WHERE welcome_id = ${w} AND step IN ('fee', 'items')`,
    )) as [{ n: number }];
    expect(marks).toBe(0);
    const ok = (await post(D.mark.path, { welcomeId: w, step: 'fee', nonce: nonce() }, adminA)).json();
    expect(ok.data).toMatchObject({ result: 'marked', message: '缴费核验已办理' });
    const ok2 = (await post(D.mark.path, { welcomeId: w, step: 'items', nonce: nonce() }, deskA)).json();
    expect(ok2.data.result).toBe('marked');
  });

  it("school B keeps its own steps: A's roles neither show nor bind there", async () => {
    const s = B.students[0]!;
    const found = (await post(D.search.path, { q: s.name }, deskB)).json().data[0];
    expect(stepKeys(found)).toEqual(['arrive', 'fee', 'items', 'dorm']);
    const arrive = { welcomeId: s.welcomeId, step: 'arrive', nonce: nonce(), idCardChecked: true };
    expect((await post(D.mark.path, arrive, deskB)).json().code).toBe(0);
    const marked = (
      await post(D.mark.path, { welcomeId: s.welcomeId, step: 'fee', nonce: nonce() }, deskB)
    ).json();
    expect(marked.data.result).toBe('marked');
    // A's desk cannot reach B's student.
    const cross = (
      await post(D.mark.path, { welcomeId: s.welcomeId, step: 'items', nonce: nonce() }, deskA)
    ).json();
    expect(cross.code).not.toBe(0);
    expect(
      (await post(P.getCheckinSettings.path, {}, adminB))
        .json()
        .data.desk.steps.some((x: { roles?: string[] }) => x.roles),
    ).toBe(false);
  });
});

describe('到校现场核验 allowed or not', () => {
  it('offered by default; turned off, the student cannot choose it and is told so (school B unaffected)', async () => {
    const tokenA = await tokenFor(t, A, 'student', { welcomeId: A.students[1]!.welcomeId });
    const tokenB = await tokenFor(t, B, 'student', { welcomeId: B.students[1]!.welcomeId });
    expect((await call(t.app, I.getIdentity, {}, { token: tokenA })).body.data.onsiteAllowed).toBe(true);
    expect((await post(P.getCheckinSettings.path, {}, adminA)).json().data.photo).toEqual({
      requirePhoto: true,
      allowOnsite: true,
    });
    expect(
      (
        await post(
          P.saveCheckinSettingsEndpoint.path,
          { photo: { requirePhoto: true, allowOnsite: false } },
          adminA,
        )
      ).json().code,
    ).toBe(0);
    expect((await call(t.app, I.getIdentity, {}, { token: tokenA })).body.data.onsiteAllowed).toBe(false);
    expect((await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token: tokenA })).body).toMatchObject(
      {
        code: 422,
        msg: ONSITE_OFF_TEXT,
      },
    );
    // A save without allowOnsite leaves it as it was.
    await post(P.saveCheckinSettingsEndpoint.path, { photo: { requirePhoto: true } }, adminA);
    expect((await post(P.getCheckinSettings.path, {}, adminA)).json().data.photo.allowOnsite).toBe(false);
    const b = (await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token: tokenB })).body;
    expect(b.data).toMatchObject({ method: 'onsite', onsiteAllowed: true });
  });
});
