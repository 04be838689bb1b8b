import * as E from '@contract/enrollment';
import { upload as uploadRoute } from '@contract/files';
import * as L from '@contract/lottery';
import * as LC from '@contract/lottery';
import { draw, type DrawHashes } from '@domain/admissions/lottery';
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { sweepLottery } from '../../server/src/modules/lottery/service';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { upload } from './helpers/multipart';
import { demoAnswers, registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// issue 37: 报名后摇号 on the server — all accepted in the window, commitment, draw once, waitlist.
const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
const PLAN = 'plan-lottery-t';
const GROUPS = [
  { id: 'g1', name: '第一类：户籍+学区', places: 2 },
  { id: 'g2', name: '第二类' },
];
let t: TestServer;
let admin: StaffLogin;
let adminB: StaffLogin;
const regs: { id: string; regNo: string; userId: string; token: string }[] = [];
/** A fresh session at the test clock (the clock moves past a session's hour). */
const tok = (userId: string) => tokenFor(t, A, 'applicant', { userId });

const node: DrawHashes = {
  hmacSha256: (k, m) => createHmac('sha256', k).update(m, 'utf8').digest('hex'),
  sha256: (s) => createHash('sha256').update(s, 'utf8').digest('hex'),
};

const staff = async (who: StaffLogin, path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: path, payload, headers: await freshSession(t, who) });
  return res.json() as { code: number; msg: string; data: L.LotteryView };
};
const states = async () =>
  rows<{ id: string; lottery_state: string; lottery_rank: number | null }>(
    t.db,
    sql`SELECT id, lottery_state, lottery_rank FROM registrations WHERE plan_id = ${PLAN} ORDER BY lottery_rank`,
  );
const held = async () =>
  (await states()).filter((r) => ['won', 'offered', 'confirmed'].includes(r.lottery_state)).length;

beforeAll(async () => {
  t = await testServer('lottery');
  admin = await staffLogin(t, 'admin');
  adminB = await staffLogin(t, 'admin', B.orgId);
  const now = t.clock.now.getTime();
  // A lottery plan of 3 places, open now, on the open plan's form; more applicants than places.
  await t.db
    .execute(sql`INSERT INTO plans (id, tenant_id, org_id, template_id, form_version, name, quota, start_at, end_at,
      admission_mode, lottery_groups, confirm_hours)
    SELECT ${PLAN}, tenant_id, org_id, template_id, form_version, '摇号测试计划', 3, ${new Date(now - 3600_000)},
      ${new Date(now + 3600_000)}, 'lottery', ${JSON.stringify(GROUPS)}::jsonb, 24 FROM plans WHERE id = ${ids.plans.open}`);
  for (let n = 1; n <= 8; n++) {
    const token = await tokenFor(t, A, 'applicant', { userId: `u-lot-${n}` });
    const up = await upload(t.app, uploadRoute.path, '成绩单.pdf', Buffer.from('%PDF-1.4 x'), { token });
    const r = await registerAccepted(
      t.app,
      { planId: PLAN, answers: demoAnswers(900 + n, up.body.data, `摇号学生${n}`) },
      { token },
    );
    expect(r.body.msg).toBe('成功');
    regs.push({ id: r.body.data.registrationId, regNo: r.body.data.regNo, userId: `u-lot-${n}`, token });
  }
});
afterAll(() => t.close());

describe('报名后摇号 on the server', () => {
  it('accepts every registration in the window beyond the places, each 待摇号, the quota untouched', async () => {
    const s = await states();
    expect(s).toHaveLength(8);
    expect(s.every((r) => r.lottery_state === 'pending')).toBe(true);
    const me = await call(t.app, E.getUserDetail, {}, { token: regs[0]!.token });
    const mine = me.body.data.find((r) => r.registrationId === regs[0]!.id)!;
    expect(mine.shown).toMatchObject({ journey: 'lottery', state: 'pending', label: '待摇号' });
  });

  it('refuses the commitment while the window is open, and another school sees nothing', async () => {
    expect((await staff(admin, LC.commit.path, { planId: PLAN, observer: '王公证' })).msg).toBe(
      '报名截止后才能公示摇号名单',
    );
    expect((await staff(adminB, LC.get.path, { planId: PLAN })).code).toBe(404);
  });

  it('sets the priority group before the commitment', async () => {
    const v = await staff(admin, LC.setGroup.path, {
      planId: PLAN,
      registrationIds: regs.slice(0, 3).map((r) => r.id),
      groupId: 'g1',
    });
    expect(v.code).toBe(0);
    const v2 = await staff(admin, LC.setGroup.path, {
      planId: PLAN,
      registrationIds: regs.slice(3).map((r) => r.id),
      groupId: 'g2',
    });
    expect(v2.data.rows.filter((r) => r.groupId === 'g2')).toHaveLength(5);
  });

  it('commits after the window, draws once, and the order recomputes from the revealed seed', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 3600_000);
    const late = await registerAccepted(
      t.app,
      { planId: PLAN, answers: demoAnswers(999, { fileId: 'x', name: 'x.pdf' } as E.FileRef) },
      { token: regs[0]!.token },
    );
    expect(late.body.success).toBe(false);
    expect((await staff(admin, LC.draw.path, { planId: PLAN, observer: '' })).msg).toBe('请先公示摇号名单');
    const c = await staff(admin, LC.commit.path, { planId: PLAN, observer: '王公证' });
    expect(c.code).toBe(0);
    expect(c.data.draw!.seed).toBeNull();
    expect(c.data.draw!.entries).toHaveLength(8);
    const pub = await call(t.app, L.publicRecord, { planId: PLAN }, { school: A });
    expect(pub.body.data.seed).toBeNull();
    expect(pub.body.data.seedHash).toBe(c.data.draw!.seedHash);
    expect((await call(t.app, L.publicRecord, { planId: PLAN }, { school: B })).body.code).toBe(404);
    expect(
      (await staff(admin, LC.setGroup.path, { planId: PLAN, registrationIds: [regs[0]!.id], groupId: 'g2' }))
        .msg,
    ).toBe('摇号名单已公示，不能再调整优先类别');
    expect((await staff(admin, LC.commit.path, { planId: PLAN, observer: '' })).code).not.toBe(0);
    expect((await staff(adminB, LC.draw.path, { planId: PLAN, observer: '' })).code).toBe(404);

    const [d1, d2] = await Promise.all([
      staff(admin, LC.draw.path, { planId: PLAN, observer: '王公证' }),
      staff(admin, LC.draw.path, { planId: PLAN, observer: '王公证' }),
    ]);
    expect([d1.code, d2.code].sort()).toEqual([0, 422]);
    const d = (d1.code === 0 ? d1 : d2).data.draw!;
    expect(node.sha256(d.seed!)).toBe(d.seedHash);
    const mine = draw(node, d.seed!, { places: d.places, groups: d.groups, entries: d.entries });
    expect(d.order!.map((e) => e.regNo)).toEqual(mine.order.map((e) => e.regNo));
    expect(mine.admitted).toHaveLength(3);
    // 第一类 takes at most its 2 places; the third place goes to 第二类.
    const groupOf = new Map(d.entries.map((e) => [e.regNo, e.groupId]));
    expect(mine.admitted.filter((n) => groupOf.get(n) === 'g1')).toHaveLength(2);
    expect(await held()).toBe(3);
    expect((await staff(admin, LC.draw.path, { planId: PLAN, observer: '' })).msg).toBe(
      '已摇号，摇号结果不能重新生成、撤销或修改',
    );
    // The record itself refuses any change, even from SQL.
    await expect(
      t.db.execute(sql`UPDATE lottery_draws SET seed = 'x' WHERE plan_id = ${PLAN}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM lottery_draws WHERE plan_id = ${PLAN}`)).rejects.toThrow();
    const audit = await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE target = ${PLAN}`,
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['lottery.commit', 'lottery.draw']));
  });

  it('parents read 已中签 / 未中签（候补第 N 位）', async () => {
    const s = await states();
    const byId = new Map(s.map((r) => [r.id, r]));
    const waiting = s.filter((r) => r.lottery_state === 'waitlist');
    for (const reg of regs) {
      const me = await call(t.app, E.getUserDetail, {}, { token: await tok(reg.userId) });
      const v = me.body.data.find((r) => r.registrationId === reg.id)!;
      const st = byId.get(reg.id)!.lottery_state;
      if (st === 'won') {
        expect(v.shown.label).toBe('已中签');
        expect(v.actions).toEqual(expect.arrayContaining(['confirmSeat', 'declineSeat']));
      } else
        expect(v.shown.label).toBe(`未中签（候补第 ${waiting.findIndex((w) => w.id === reg.id) + 1} 位）`);
    }
  });

  it('racing declines never give one place twice: each freed place goes to the next, in order', async () => {
    const s = await states();
    const won = s.filter((r) => r.lottery_state === 'won');
    const waiting = s.filter((r) => r.lottery_state === 'waitlist');
    const tokenOf = (id: string) => tok(regs.find((r) => r.id === id)!.userId);
    // Two declines at once, and each twice (a double tap).
    const answers = await Promise.all(
      (await Promise.all(won.slice(0, 2).map(async (w) => ({ w, token: await tokenOf(w.id) })))).flatMap(
        ({ w, token }) => [
          call(t.app, L.declineSeat, { registrationId: w.id }, { token }),
          call(t.app, L.declineSeat, { registrationId: w.id }, { token }),
        ],
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(2);
    const after = await states();
    expect(await held()).toBe(3);
    const offered = after.filter((r) => r.lottery_state === 'offered').map((r) => r.id);
    expect(offered).toEqual(waiting.slice(0, 2).map((w) => w.id));
    // Someone else's registration is not theirs to answer.
    expect(
      (
        await call(
          t.app,
          L.confirmSeat,
          { registrationId: offered[0]! },
          { token: await tok(regs[7]!.userId) },
        )
      ).body.code,
    ).toBe(404);
    const notices = await rows<{ kind: string }>(
      t.db,
      sql`SELECT kind FROM notify_outbox WHERE kind = 'lottery.offered' AND org_id = ${A.orgId}`,
    );
    expect(notices).toHaveLength(2);
  });

  it('a place not confirmed by its deadline passes to the next (the job)', async () => {
    const before = await states();
    const next = before.find((r) => r.lottery_state === 'waitlist')!;
    const confirmer = before.find((r) => r.lottery_state === 'won')!;
    const tokenOf = (id: string) => tok(regs.find((r) => r.id === id)!.userId);
    expect(
      (
        await call(
          t.app,
          L.confirmSeat,
          { registrationId: confirmer.id },
          { token: await tokenOf(confirmer.id) },
        )
      ).body.data.state,
    ).toBe('confirmed');
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600_000);
    const lapsed = await sweepLottery(t.app.deps, t.clock.now);
    expect(lapsed).toBe(2);
    const after = await states();
    expect(after.find((r) => r.id === confirmer.id)!.lottery_state).toBe('confirmed');
    expect(after.filter((r) => r.lottery_state === 'lapsed')).toHaveLength(2);
    expect(after.find((r) => r.id === next.id)!.lottery_state).toBe('offered');
    expect(await held()).toBe(3);
  });
});
