import * as D from '@contract/desk';
import * as M from '@contract/welcome-manage';
import { checkPassOffline, type DayListPayload, verifyDayList } from '@domain/checkin-desk';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { DEMO } from '../../server/src/seed/demo-data';
import { merchant } from '../../server/src/modules/pay/merchant';
import { jssdkSignature } from '../../server/src/modules/pay/wx-sign';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
let t: TestServer;
let phoneN = 13700000000;
let desk1: string;
let desk2: string;
let admin: string;

const post = (url: string, payload: object = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
async function staffToken(role: 'admin' | 'admissions' | 'checkin', name: string, orgId = A.orgId) {
  const phone = String(phoneN++);
  const { id, password } = await createStaff(t.db, { orgId, name, phone, role });
  await t.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
  return (await post('/staff-api/login', { orgId, phone, password })).json().data.token as string;
}
const passOf = async (i: number, school = A) =>
  (
    await call(
      t.app,
      M.queryVerifyProcess,
      {},
      { token: await tokenFor(t, school, 'student', { welcomeId: school.students[i]!.welcomeId }) },
    )
  ).body.data.passToken as string;
const count = async (where = sql`TRUE`) =>
  (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM desk_marks WHERE ${where}`))[0]!.n;
let n = 0;
const nonce = () => `nonce-${Date.now().toString(36)}-${n++}`;

beforeAll(async () => {
  t = await testServer('desk');
  desk1 = await staffToken('checkin', '张老师');
  desk2 = await staffToken('checkin', '李老师');
  admin = await staffToken('admin', '王主任');
});
afterAll(() => t.close());

describe('desk access', () => {
  it('needs a staff session of 报到老师 or 管理员', async () => {
    expect((await post(D.steps.path)).statusCode).toBe(401);
    const admissions = await staffToken('admissions', '赵老师');
    expect((await post(D.steps.path, {}, admissions)).json()).toMatchObject({ code: 403 });
    expect((await post(D.steps.path, {}, desk1)).json().data.map((s: { name: string }) => s.name)).toEqual([
      '报到',
      '缴费核验',
      '领取物品',
      '宿舍入住',
    ]);
    expect((await post(D.steps.path, {}, admin)).json().code).toBe(0);
  });

  it('signs wx.config for the desk page (wx.scanQRCode) with the session’s school; a bad url is a 400 envelope', async () => {
    const url = 'https://school.example/zhxy/mobile/recruit/staff.html?orgId=x';
    expect((await post(D.jssdkConfig.path, { url })).statusCode).toBe(401);
    const r = (await post(D.jssdkConfig.path, { url }, desk1)).json();
    expect(r.code).toBe(0);
    const { jsapiTicket, appId } = merchant(t.app.deps.config);
    expect(r.data.appId).toBe(appId);
    expect(r.data.paySign).toBe(
      jssdkSignature({ jsapiTicket, nonceStr: r.data.nonceStr, timestamp: r.data.timestamp, url }),
    );
    const bad = await post(D.jssdkConfig.path, { url: 'not a url' }, desk1);
    expect([bad.statusCode, bad.json().success]).toEqual([400, false]);
  });

  it('only 管理员 configures the steps; 报到 must stay', async () => {
    const steps = [
      { key: 'arrive', name: '报到' },
      { key: 'fee', name: '缴费核验' },
      { key: 'items', name: '领取物品' },
      { key: 'dorm', name: '宿舍入住' },
      { key: 'card', name: '领校园卡' },
    ];
    expect((await post(D.setSteps.path, { steps }, desk1)).json().code).toBe(403);
    const bad = await post(D.setSteps.path, { steps: steps.slice(1) }, admin);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '须包含报到环节（arrive）']);
    expect((await post(D.setSteps.path, { steps }, admin)).json().data).toHaveLength(5);
    expect((await post(D.steps.path, {}, desk2)).json().data.at(-1)).toEqual({
      key: 'card',
      name: '领校园卡',
    });
  });
});

describe('scan and mark once', () => {
  it('a scan shows the student; a step is marked once, a second scan says who and when', async () => {
    const pass = await passOf(4); // arrived with an approved photo
    const scan = (await post(D.scan.path, { passToken: pass }, desk1)).json();
    expect(scan.data).toMatchObject({ welcomeId: A.students[4]!.welcomeId, name: A.students[4]!.name });
    expect(scan.data.idMasked).toMatch(/^\d{6}\*+\w{4}$/);
    expect(scan.data.photoUrl).toMatch(/^\/fileapi\//);
    const first = await post(D.mark.path, { passToken: pass, step: 'fee', nonce: nonce() }, desk1);
    expect(first.json().data).toMatchObject({ result: 'marked', by: '张老师', message: '缴费核验已办理' });
    const again = await post(D.mark.path, { passToken: pass, step: 'fee', nonce: nonce() }, desk2);
    expect(again.json().data.result).toBe('already');
    expect(again.json().data.message).toMatch(/^已由 张老师 于 .+ 办理$/);
    expect(await count(sql`welcome_id = ${A.students[4]!.welcomeId} AND step = 'fee'`)).toBe(1);
  });

  it('the same scan sent twice (a retry) is a duplicate, not a second mark', async () => {
    const pass = await passOf(4);
    const id = nonce();
    const a = await post(D.mark.path, { passToken: pass, step: 'items', nonce: id }, desk1);
    const b = await post(D.mark.path, { passToken: pass, step: 'items', nonce: id }, desk1);
    expect([a.json().data.result, b.json().data.result]).toEqual(['marked', 'duplicate']);
  });

  it('ten desks racing on one pass leave one mark', async () => {
    const pass = await passOf(3);
    // 报到 first (journeys/desk-steps.ts): 宿舍入住 only after it.
    const arrive = { passToken: pass, step: 'arrive', nonce: nonce(), idCardChecked: true };
    expect((await post(D.mark.path, arrive, desk1)).json().data.result).toBe('marked');
    const tokens = [desk1, desk2];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(D.mark.path, { passToken: pass, step: 'dorm', nonce: nonce() }, tokens[i % 2]),
      ),
    );
    const results = answers.map((r) => r.json().data.result);
    expect(results.filter((r) => r === 'marked')).toHaveLength(1);
    expect(results.filter((r) => r === 'already')).toHaveLength(9);
    expect(await count(sql`welcome_id = ${A.students[3]!.welcomeId} AND step = 'dorm'`)).toBe(1);
  });

  it('报到 first: a later step before it is refused online and on sync; 撤销报到 is audited and clears the arrival', async () => {
    const w = A.students[1]!.welcomeId; // 已登记, no photo, not arrived
    const early = (await post(D.mark.path, { welcomeId: w, step: 'fee', nonce: nonce() }, desk1)).json();
    expect(early).toMatchObject({ code: 422, msg: '请先办理报到，再办理缴费核验' });
    const offline = { nonce: nonce(), welcomeId: w, step: 'items', at: t.clock.now.getTime() };
    const synced = (await post(D.sync.path, { deviceId: 'pad-1', marks: [offline] }, desk1)).json();
    expect(synced.data.results).toEqual([
      { nonce: offline.nonce, result: 'rejected', reason: '请先办理报到，再办理领取物品' },
    ]);
    expect(await count(sql`welcome_id = ${w}`)).toBe(0);
    // Offline 报到 then 缴费核验 in one batch: in order, both stand.
    const batch = [
      { nonce: nonce(), welcomeId: w, step: 'arrive', at: t.clock.now.getTime(), idCardChecked: true },
      { nonce: nonce(), welcomeId: w, step: 'fee', at: t.clock.now.getTime() },
    ];
    const both = (await post(D.sync.path, { deviceId: 'pad-1', marks: batch }, desk1)).json();
    expect(both.data.results.map((r: { result: string }) => r.result)).toEqual(['marked', 'marked']);
    expect(both.data.results[0].by).toBe('张老师');

    const undoArrive = { welcomeId: w, step: 'arrive' };
    expect((await post(D.undo.path, undoArrive, desk2)).json()).toMatchObject({
      code: 422,
      msg: '已办理缴费核验，请先撤销该环节再撤销报到',
    });
    const fee = (await post(D.undo.path, { welcomeId: w, step: 'fee' }, desk2)).json();
    expect(fee.data.message).toBe('缴费核验 已撤销');
    const undone = (await post(D.undo.path, undoArrive, desk2)).json();
    expect(undone.data.message).toBe('报到 已撤销');
    expect(undone.data.student.steps.filter((x: { done: boolean }) => x.done)).toEqual([]);
    expect(await count(sql`welcome_id = ${w}`)).toBe(0);
    const [row] = await rows<{ arrived_at: unknown }>(
      t.db,
      sql`SELECT arrived_at FROM welcome_students WHERE id = ${w}`,
    );
    expect(row!.arrived_at).toBeNull();
    const audits = await rows<{ target: string; details: { step: string } }>(
      t.db,
      sql`SELECT target, details FROM audit_log WHERE action = 'desk.undo' ORDER BY id`,
    );
    expect(audits.map((a) => [a.target, a.details.step])).toEqual([
      [w, 'fee'],
      [w, 'arrive'],
    ]);
    // Nothing left to undo.
    expect((await post(D.undo.path, undoArrive, desk2)).json()).toMatchObject({
      code: 422,
      msg: '报到尚未办理，无需撤销',
    });
    // The board's 报到 count is its 已到校.
    const b = (await post(D.board.path, {}, admin)).json().data;
    expect(b.bySteps.find((x: { key: string }) => x.key === 'arrive').done).toBe(b.arrived);
  });

  it('a photo not yet approved is shown marked pending; 报到 still needs the ID card', async () => {
    const pending = (await post(D.scan.path, { passToken: await passOf(3) }, desk1)).json().data;
    expect(pending).toMatchObject({ photoPending: true, photoUrl: expect.stringMatching(/^\/fileapi\//) });
    const approved = (await post(D.scan.path, { passToken: await passOf(4) }, desk1)).json().data;
    expect(approved).toMatchObject({ photoPending: false, photoUrl: expect.stringMatching(/^\/fileapi\//) });
    const rejected = (await post(D.scan.path, { passToken: await passOf(5) }, desk1)).json().data;
    expect(rejected).toMatchObject({ photoPending: false, photoUrl: null });
  });

  it('报到 without an approved photo needs the ID card checked; it then records arrival and 现场核验', async () => {
    const pass = await passOf(2);
    const refused = await post(D.mark.path, { passToken: pass, step: 'arrive', nonce: nonce() }, desk1);
    expect(refused.json()).toMatchObject({ code: 422, msg: '请先核验学生身份证再办理报到' });
    const ok = await post(
      D.mark.path,
      { passToken: pass, step: 'arrive', nonce: nonce(), idCardChecked: true },
      desk1,
    );
    expect(ok.json().data.result).toBe('marked');
    const [w] = await rows<{ arrived_at: unknown; onsite_verified_at: unknown }>(
      t.db,
      sql`SELECT arrived_at, onsite_verified_at FROM welcome_students WHERE id = ${A.students[2]!.welcomeId}`,
    );
    expect(w!.arrived_at).not.toBeNull();
    expect(w!.onsite_verified_at).not.toBeNull();
  });

  it('refuses another school’s pass, a forged pass and an unknown step', async () => {
    const other = await passOf(1, DEMO.B);
    expect((await post(D.scan.path, { passToken: other }, desk1)).json()).toMatchObject({
      code: 422,
      msg: '不是本校的报到码',
    });
    const pass = await passOf(1);
    expect((await post(D.scan.path, { passToken: `${pass}x` }, desk1)).json().code).toBe(422);
    expect(
      (await post(D.mark.path, { passToken: pass, step: 'nope', nonce: nonce() }, desk1)).json(),
    ).toMatchObject({
      code: 422,
      msg: '本校没有这个办理环节',
    });
    expect((await post(D.mark.path, { step: 'fee', nonce: nonce() }, desk1)).statusCode).toBe(400);
  });

  it('looks a student up by ID number (whole or last digits) or by name, masked', async () => {
    const s = A.students[0]!;
    const byId = (await post(D.search.path, { q: s.idNumber }, desk1)).json().data;
    expect(byId.map((x: { welcomeId: string }) => x.welcomeId)).toEqual([s.welcomeId]);
    expect(JSON.stringify(byId)).not.toContain(s.idNumber);
    const byTail = (await post(D.search.path, { q: s.idNumber.slice(-6) }, desk1)).json().data;
    expect(byTail.map((x: { welcomeId: string }) => x.welcomeId)).toEqual([s.welcomeId]);
    const byName = (await post(D.search.path, { q: s.name.slice(0, 2) }, desk1)).json().data;
    expect(byName.map((x: { welcomeId: string }) => x.welcomeId)).toContain(s.welcomeId);
    expect((await post(D.search.path, { q: '%%' }, desk1)).json().data).toEqual([]);
    const otherSchool = (await post(D.search.path, { q: DEMO.B.students[0]!.idNumber }, desk1)).json().data;
    expect(otherSchool).toEqual([]);
  });
});

describe('offline desk', () => {
  it('the day list verifies with the public key only, and checks real passes offline', async () => {
    const key = (await post(D.publicKey.path, {}, desk1)).json().data;
    expect(key.alg).toBe('Ed25519');
    const list = (await post(D.dayList.path, {}, desk1)).json().data;
    expect(JSON.stringify(list)).not.toContain(A.students[0]!.idNumber);
    const payload = (await verifyDayList(list, key)) as DayListPayload;
    expect(payload.students.map((s) => s.w).sort()).toEqual(A.students.map((s) => s.welcomeId).sort());
    expect(payload.students.find((s) => s.w === A.students[4]!.welcomeId)!.marks.fee!.by).toBe('张老师');
    const tampered = { ...list, payload: list.payload.replace(A.students[0]!.name, '某某某') };
    expect(await verifyDayList(tampered, key)).toBeNull();
    const pass = await passOf(1);
    const check = await checkPassOffline(payload, pass, t.clock.now.getTime());
    expect(check).toMatchObject({ ok: true, student: { w: A.students[1]!.welcomeId } });
    const [body, mac] = pass.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString());
    forged.w = A.students[0]!.welcomeId;
    const forgedPass = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`;
    expect(await checkPassOffline(payload, forgedPass, t.clock.now.getTime())).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('a batch of 20 offline marks synced twice → 20 marks, none doubled; conflicts are reported', async () => {
    const steps = ['arrive', 'fee', 'items', 'dorm'];
    const ids = A.students.slice(0, 5).map((s) => s.welcomeId);
    await t.db.execute(sql`DELETE FROM desk_marks WHERE org_id = ${A.orgId}`);
    const marks = ids.flatMap((w, i) =>
      steps.map((step, j) => ({
        nonce: `off-${i}-${j}-abcdef`,
        welcomeId: w,
        step,
        at: t.clock.now.getTime() - 60_000,
        idCardChecked: true,
      })),
    );
    expect(marks).toHaveLength(20);
    const first = (await post(D.sync.path, { deviceId: 'pad-1', marks }, desk1)).json().data.results;
    expect(first.every((r: { result: string }) => r.result === 'marked')).toBe(true);
    const resent = (await post(D.sync.path, { deviceId: 'pad-1', marks }, desk1)).json().data.results;
    expect(resent.every((r: { result: string }) => r.result === 'duplicate')).toBe(true);
    expect(await count(sql`org_id = ${A.orgId}`)).toBe(20);
    const rival = { ...marks[0]!, nonce: 'rival-desk-0001' };
    const conflict = (await post(D.sync.path, { deviceId: 'pad-2', marks: [rival] }, desk2)).json().data
      .results;
    expect(conflict).toEqual([
      { nonce: 'rival-desk-0001', result: 'conflict', by: '张老师', at: marks[0]!.at },
    ]);
    expect(await count(sql`org_id = ${A.orgId}`)).toBe(20);
    const [offline] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM desk_marks WHERE offline AND device_id = 'pad-1'`,
    );
    expect(offline!.n).toBe(20);
  });
});

describe('arrivals board', () => {
  it('counts equal the database', async () => {
    // Two registrations for one student: the board counts the plan of the newest.
    const [plan1, plan2] = await rows<{ id: string }>(
      t.db,
      sql`SELECT id FROM plans WHERE org_id = ${A.orgId} ORDER BY id LIMIT 2`,
    );
    for (const [i, plan, at] of [
      [0, plan1!, '2026-01-01T00:00:00+08:00'],
      [0, plan2!, '2026-02-01T00:00:00+08:00'],
      [1, plan1!, '2026-01-01T00:00:00+08:00'],
    ] as const)
      await t.db
        .execute(sql`INSERT INTO registrations (id, reg_no, tenant_id, org_id, plan_id, user_id, name, id_number,
          answers, amount, created_at)
        SELECT ${`board-${i}-${plan.id}`}, ${`board-${i}-${plan.id}`}, tenant_id, org_id, ${plan.id}, 'board-test', name, id_number, '{}', 0, ${at}
        FROM welcome_students WHERE id = ${A.students[i]!.welcomeId}
        ON CONFLICT DO NOTHING`);
    const b = (await post(D.board.path, {}, desk1)).json().data;
    const [db] = await rows<{ total: number; arrived: number }>(
      t.db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE arrived_at IS NOT NULL
          OR EXISTS (SELECT 1 FROM desk_marks d WHERE d.welcome_id = w.id AND d.step = 'arrive'))::int AS arrived
        FROM welcome_students w WHERE org_id = ${A.orgId}`,
    );
    expect([b.total, b.arrived]).toEqual([db!.total, db!.arrived]);
    const sum = (xs: { total: number; arrived: number }[]) =>
      xs.reduce((a, x) => [a[0]! + x.total, a[1]! + x.arrived], [0, 0]);
    for (const g of [b.byPlan, b.byMajor, b.byClass]) expect(sum(g)).toEqual([db!.total, db!.arrived]);
    const steps = await rows<{ step: string; n: number }>(
      t.db,
      sql`SELECT step, count(*)::int AS n FROM desk_marks WHERE org_id = ${A.orgId} GROUP BY step`,
    );
    for (const s of steps) expect(b.bySteps.find((x: { key: string }) => x.key === s.step).done).toBe(s.n);
    expect(b.notArrived).toHaveLength(db!.total - db!.arrived);
    const byPlan = await rows<{ plan: string | null; n: number }>(
      t.db,
      sql`SELECT p.name AS plan, count(*)::int AS n FROM welcome_students w
        LEFT JOIN LATERAL (SELECT pl.name FROM registrations r JOIN plans pl ON pl.id = r.plan_id
          WHERE r.tenant_id = w.tenant_id AND r.org_id = w.org_id AND r.id_number = w.id_number
          ORDER BY r.created_at DESC LIMIT 1) p ON TRUE
        WHERE w.org_id = ${A.orgId} GROUP BY p.name`,
    );
    expect(byPlan.filter((p) => p.plan).length).toBeGreaterThan(0);
    for (const p of byPlan)
      expect(b.byPlan.find((g: { name: string }) => g.name === (p.plan ?? '未关联招生计划')).total).toBe(p.n);
    const contacts = await rows<{ id: string; phone: string | null; ec: string | null }>(
      t.db,
      sql`SELECT id, details->>'phone' AS phone, details->>'emergencyContact' AS ec FROM welcome_students
        WHERE org_id = ${A.orgId}`,
    );
    for (const n of b.notArrived as { welcomeId: string; phone: string; emergencyContact: string }[]) {
      const c = contacts.find((x) => x.id === n.welcomeId)!;
      expect([n.phone, n.emergencyContact]).toEqual([c.phone ?? '', c.ec ?? '']);
    }
    const [seen] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'desk.board'`,
    );
    expect(seen!.n).toBeGreaterThan(0);
  });

  it('pushes the board by server-sent events on a mark', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = new AbortController();
    const res = await fetch(`${address}${D.BOARD_EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${desk1}` },
      signal: ctl.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const events: { done: number }[] = [];
    let buf = '';
    const nextBoard = async () => {
      for (;;) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const chunk = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value } = await reader.read();
        buf += new TextDecoder().decode(value);
      }
    };
    const arrive = {
      welcomeId: A.students[5]!.welcomeId,
      step: 'arrive',
      nonce: nonce(),
      idCardChecked: true,
    };
    expect((await post(D.mark.path, arrive, desk2)).json().code).toBe(0);
    let before = await nextBoard();
    while (before.bySteps.find((x: { key: string }) => x.key === 'arrive').done === 0)
      before = await nextBoard();
    const card = () => before.bySteps.find((x: { key: string }) => x.key === 'card').done;
    expect(card()).toBe(0);
    await post(D.mark.path, { welcomeId: A.students[5]!.welcomeId, step: 'card', nonce: nonce() }, desk2);
    const after = await nextBoard();
    expect(after.bySteps.find((x: { key: string }) => x.key === 'card').done).toBe(1);
    events.push(after);
    ctl.abort();
  });
});

describe('desk endpoints × malformed bodies', () => {
  it('never answer ≥ 500, always the envelope', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.constantFrom('\u0000', '\uD800', 'a\uDC00b', 'x'.repeat(5000)),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    );
    const fields = [
      'passToken',
      'welcomeId',
      'step',
      'nonce',
      'q',
      'steps',
      'marks',
      'deviceId',
      'idCardChecked',
      'at',
    ];
    const ops = [D.steps, D.setSteps, D.scan, D.search, D.jssdkConfig, D.mark, D.undo, D.sync, D.publicKey];
    const paths = [...ops, D.dayList, D.board].map((e) => e.path);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 5 }),
        fc.constantFrom(desk1, admin),
        async (path, body, token) => {
          const r = await post(path, body, token);
          expect(r.statusCode).toBeLessThan(500);
          expect(r.json()).toHaveProperty('code');
        },
      ),
      { numRuns: 150 },
    );
    const marks = await post(
      D.sync.path,
      { deviceId: 'x', marks: [{ nonce: 'bad\u0000nonce', welcomeId: 'w', step: 'fee', at: 1 }] },
      desk1,
    );
    expect(marks.statusCode).toBe(400);
  });
});
