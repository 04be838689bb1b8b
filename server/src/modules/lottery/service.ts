import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  commitmentRefusal,
  draw as runDraw,
  DRAW_ALGORITHM,
  type DrawGroup,
  type DrawHashes,
  type DrawResult,
} from '@domain/admissions/lottery';
import { HOLDS_SEAT, isLotteryState, lottery, lotteryShown, type LotteryState } from '@domain/journeys';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraws, orgs, plans, registrations as r } from '../../db/schema';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { enqueue } from '../../notify/outbox';
import { chinaText, toInt } from '../plan/china-text';
import { REVIEW_CODE } from '@domain/journeys';
import { links } from '@domain/shell/routes';
import { SPA_PREFIX } from '../../web/spa';

export interface Scope {
  tenantId: string;
  orgId: string;
}

/** The server's hashes for the domain draw (the browser page recomputes with WebCrypto). */
export const NODE_HASHES: DrawHashes = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest('hex'),
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
};

type PlanDb = typeof plans.$inferSelect;
type DrawDb = typeof lotteryDraws.$inferSelect;
interface Commitment {
  places: number;
  groups: DrawGroup[];
  entries: { regNo: string; groupId: string }[];
}

const inSchool = (s: Scope) => and(eq(plans.tenantId, s.tenantId), eq(plans.orgId, s.orgId));

/** A lottery plan of the school (another school's id is simply not found). */
export async function lotteryPlan(db: Pick<Db, 'select'>, s: Scope, planId: string, lock = false) {
  const q = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), inSchool(s)));
  const [p] = await (lock ? q.for('update') : q);
  if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
  if (p.admissionMode !== 'lottery') throw apiError('REFUSED', '该招生计划不是报名后摇号');
  return p;
}

const windowClosed = (p: PlanDb, now: Date) => p.closed || now.getTime() > p.endAt.getTime();

/** The groups as drawn: the plan's, or one group of everybody when the school set none. */
export const groupsOf = (p: Pick<PlanDb, 'lotteryGroups'>): DrawGroup[] =>
  p.lotteryGroups.length ? p.lotteryGroups : [{ id: 'all', name: '全部报名' }];

async function drawOf(db: Pick<Db, 'select'>, planId: string): Promise<DrawDb | null> {
  const [d] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.planId, planId));
  return d ?? null;
}

type DrawnEntryView = {
  regNo: string;
  groupId: string;
  key: string;
  rank: number;
  admitted: boolean;
  waitlist: number | null;
};

/** The published record: never the seed before the draw. */
export function publicRecordOf(p: PlanDb, schoolName: string, d: DrawDb) {
  const c = d.commitment as unknown as Commitment;
  const result = d.result as unknown as { order: DrawnEntryView[] } | null;
  const drawn = d.drawnAt !== null;
  return {
    planId: p.id,
    planName: p.name,
    schoolName,
    algorithm: d.algorithm,
    seedHash: d.seedHash,
    places: c.places,
    groups: c.groups,
    entries: c.entries,
    committedAt: chinaText(d.committedAt),
    observer: d.observer,
    seed: drawn ? d.seed : null,
    drawnAt: d.drawnAt ? chinaText(d.drawnAt) : null,
    order: drawn && result ? result.order : null,
  };
}

async function schoolName(db: Pick<Db, 'select'>, orgId: string): Promise<string> {
  const [o] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
  return o?.name ?? '';
}

/** Eligible now: the plan's registrations still 待摇号, not rejected at review, not anonymised. */
const eligible = (planId: string) =>
  and(
    eq(r.planId, planId),
    eq(r.lotteryState, 'pending'),
    ne(r.reviewStatus, REVIEW_CODE.rejected),
    isNull(r.purgedAt),
  );

/** 摇号 as staff see it: the plan, its groups and places, every registration's state, the record. */
export async function lotteryView(db: Db, s: Scope, planId: string, now: Date) {
  const p = await lotteryPlan(db, s, planId);
  const rows = await db
    .select({
      id: r.id,
      regNo: r.regNo,
      name: r.name,
      group: r.lotteryGroup,
      state: r.lotteryState,
      rank: r.lotteryRank,
      deadline: r.lotteryDeadline,
    })
    .from(r)
    .where(and(eq(r.planId, p.id), isNull(r.purgedAt), ne(r.reviewStatus, REVIEW_CODE.rejected)))
    .orderBy(asc(r.lotteryRank), asc(r.regNo));
  const groups = groupsOf(p);
  let waiting = 0;
  const d = await drawOf(db, p.id);
  return {
    planId: p.id,
    planName: p.name,
    places: toInt(p.quota),
    groups,
    endAt: chinaText(p.endAt),
    windowClosed: windowClosed(p, now),
    confirmHours: p.confirmHours,
    publicPath: publicPathOf(s, p.id),
    rows: rows
      .filter((x) => isLotteryState(x.state))
      .map((x) => {
        const state = x.state as LotteryState;
        if (state === 'waitlist') waiting++;
        return {
          registrationId: x.id,
          regNo: x.regNo,
          name: x.name,
          groupId: x.group ?? groups.at(-1)!.id,
          state,
          stateText: lotteryShown(state, state === 'waitlist' ? waiting : null).label,
          rank: x.rank,
          deadline: x.deadline ? chinaText(x.deadline) : null,
        };
      }),
    draw: d
      ? {
          ...publicRecordOf(p, await schoolName(db, p.orgId), d),
          committedBy: d.committedBy,
          drawnBy: d.drawnBy,
        }
      : null,
  };
}

/** The student app's 摇号公示 of a plan: the school in the page query, the plan in the hash route's. */
export const publicPathOf = (s: Scope, planId: string) =>
  `${SPA_PREFIX}?${new URLSearchParams({ tenantId: s.tenantId, orgId: s.orgId })}#${links.lotteryRecord({ planId })}`;

/** The school's lottery plans and how far each is (the 摇号 screen's picker). */
export async function lotteryPlans(db: Db, s: Scope) {
  const list = await db
    .select({
      planId: plans.id,
      name: plans.name,
      committed: lotteryDraws.committedAt,
      drawn: lotteryDraws.drawnAt,
    })
    .from(plans)
    .leftJoin(lotteryDraws, eq(lotteryDraws.planId, plans.id))
    .where(and(inSchool(s), eq(plans.admissionMode, 'lottery')))
    .orderBy(asc(plans.sort), asc(plans.id));
  return list.map((x) => ({
    planId: x.planId,
    name: x.name,
    stage: x.drawn ? ('drawn' as const) : x.committed ? ('committed' as const) : ('open' as const),
  }));
}

/** Before the commitment: the priority group of some registrations. */
export async function setGroup(db: Db, s: Scope, planId: string, ids: string[], groupId: string) {
  await db.transaction(async (tx) => {
    const p = await lotteryPlan(tx, s, planId, true);
    if (!groupsOf(p).some((g) => g.id === groupId)) throw apiError('BAD_REQUEST', '优先类别不存在');
    if (await drawOf(tx, p.id)) throw apiError('REFUSED', '摇号名单已公示，不能再调整优先类别');
    const done = await tx
      .update(r)
      .set({ lotteryGroup: groupId })
      .where(and(eligible(p.id), inArray(r.id, ids)))
      .returning({ id: r.id });
    if (done.length !== new Set(ids).size) throw apiError('BAD_REQUEST', '所选报名记录不在摇号名单中');
  });
}

/**
 * Publishes the commitment once the window has closed: a fresh seed (kept secret), its SHA-256, the
 * frozen list of eligible 报名编号 with their groups, the places and the algorithm. Once per plan.
 */
export async function commit(db: Db, s: Scope, planId: string, by: string, observer: string, now: Date) {
  return db.transaction(async (tx) => {
    const p = await lotteryPlan(tx, s, planId, true);
    if (!windowClosed(p, now)) throw apiError('REFUSED', '报名截止后才能公示摇号名单');
    if (await drawOf(tx, p.id)) throw apiError('REFUSED', '摇号名单已公示，不能重复公示');
    const groups = groupsOf(p);
    const list = await tx
      .select({ regNo: r.regNo, group: r.lotteryGroup })
      .from(r)
      .where(eligible(p.id))
      .orderBy(asc(r.regNo));
    const c: Commitment = {
      places: toInt(p.quota),
      groups,
      entries: list.map((x) => ({ regNo: x.regNo, groupId: x.group ?? groups.at(-1)!.id })),
    };
    const refusal = commitmentRefusal(c);
    if (refusal) throw apiError('REFUSED', refusal);
    if (!c.entries.length) throw apiError('REFUSED', '没有可参加摇号的报名');
    const seed = randomBytes(32).toString('hex');
    await tx.insert(lotteryDraws).values({
      planId: p.id,
      tenantId: s.tenantId,
      orgId: s.orgId,
      algorithm: DRAW_ALGORITHM,
      seedHash: NODE_HASHES.sha256(seed),
      seed,
      commitment: c as unknown as Record<string, unknown>,
      committedAt: now,
      committedBy: by,
      observer,
    });
    return { entries: c.entries.length };
  });
}

const viewOf = (res: DrawResult) => ({
  order: res.order.map((e) => ({
    regNo: e.regNo,
    groupId: e.groupId,
    key: e.key,
    rank: e.rank,
    admitted: e.outcome.admitted,
    waitlist: e.outcome.admitted ? null : e.outcome.waitlist,
  })),
});

const deadlineOf = (p: PlanDb, from: Date) => new Date(from.getTime() + p.confirmHours * 3600_000);

/**
 * The draw: the seed revealed, the order computed by the domain rule from the commitment, stored
 * once (the UPDATE needs drawn_at still empty; the table's trigger refuses any later change). The
 * registrations become 已中签 (deadline to confirm) or 候补 in the draw's order; each is told.
 */
export async function drawPlan(deps: ServerDeps, s: Scope, planId: string, by: string, observer: string) {
  const now = deps.now();
  const out = await deps.db.transaction(async (tx) => {
    const p = await lotteryPlan(tx, s, planId, true);
    const d = await drawOf(tx, p.id);
    if (!d) throw apiError('REFUSED', '请先公示摇号名单');
    if (d.drawnAt) throw apiError('REFUSED', '已摇号，摇号结果不能重新生成、撤销或修改');
    if (!windowClosed(p, now)) throw apiError('REFUSED', '报名截止后才能摇号');
    const res = runDraw(NODE_HASHES, d.seed, d.commitment as unknown as Commitment);
    const [done] = await tx
      .update(lotteryDraws)
      .set({
        drawnAt: now,
        drawnBy: by,
        observer: observer || d.observer,
        result: viewOf(res) as unknown as Record<string, unknown>,
      })
      .where(and(eq(lotteryDraws.planId, p.id), isNull(lotteryDraws.drawnAt)))
      .returning({ planId: lotteryDraws.planId });
    if (!done) throw apiError('REFUSED', '已摇号，摇号结果不能重新生成、撤销或修改');
    const deadline = deadlineOf(p, now);
    const admitted = new Set(res.admitted);
    for (const e of res.order) {
      const won = admitted.has(e.regNo);
      await tx
        .update(r)
        .set({
          lotteryState: won ? 'won' : 'waitlist',
          lotteryRank: e.rank,
          lotteryDeadline: won ? deadline : null,
          updatedAt: now,
        })
        .where(and(eq(r.planId, p.id), eq(r.regNo, e.regNo), eq(r.lotteryState, 'pending')));
    }
    return { plan: p, admitted: res.admitted.length, waitlist: res.waitlist.length, deadline };
  });
  await notifyPlan(deps, out.plan, ['won', 'waitlist'], 'drawn');
  return { admitted: out.admitted, waitlist: out.waitlist };
}

/** One notice per registration now in `states` (idempotent per registration and event). */
async function notifyPlan(
  deps: ServerDeps,
  p: PlanDb,
  states: LotteryState[],
  event: string,
  ids?: string[],
) {
  const list = await deps.db
    .select({ id: r.id, userId: r.userId, name: r.name, state: r.lotteryState, deadline: r.lotteryDeadline })
    .from(r)
    .where(and(eq(r.planId, p.id), inArray(r.lotteryState, states), ids ? inArray(r.id, ids) : undefined));
  for (const x of list) {
    const state = x.state as LotteryState;
    const until = x.deadline
      ? `，请于${chinaText(x.deadline).slice(0, 16).replace('T', ' ')}（北京时间）前确认入学或放弃`
      : '';
    const offered = event === 'offered';
    await enqueue(deps, {
      tenantId: p.tenantId,
      orgId: p.orgId,
      userId: x.userId,
      kind: offered ? 'lottery.offered' : 'lottery.drawn',
      idemKey: `lottery.${event}:${x.id}`,
      title: offered ? '候补递补通知' : '摇号结果',
      body: `${x.name}（${p.name}）：${offered ? '候补递补，已获得录取名额' : lottery.states[state].label}${state === 'waitlist' ? '，已进入候补名单' : until}。`,
    });
  }
}

/**
 * Fills freed places from the waitlist in the draw's order, under the plan's row lock (held by the
 * caller's transaction): never more places held than the plan has. Answers the registrations offered.
 */
async function fillSeats(tx: Pick<Db, 'select' | 'update'>, p: PlanDb, now: Date): Promise<string[]> {
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.planId, p.id), inArray(r.lotteryState, [...HOLDS_SEAT])));
  const free = toInt(p.quota) - toInt(held?.n);
  if (free <= 0) return [];
  const next = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.planId, p.id), eq(r.lotteryState, 'waitlist')))
    .orderBy(asc(r.lotteryRank))
    .limit(free);
  if (!next.length) return [];
  const ids = next.map((x) => x.id);
  await tx
    .update(r)
    .set({ lotteryState: 'offered', lotteryDeadline: deadlineOf(p, now), updatedAt: now })
    .where(and(inArray(r.id, ids), eq(r.lotteryState, 'waitlist')));
  return ids;
}

/**
 * A parent's answer to a won or offered place: 确认入学 keeps it, 放弃 frees it for the next on the
 * waitlist. The plan row is locked first, so racing answers and the deadline job queue on it.
 */
export async function answerSeat(
  deps: ServerDeps,
  who: { userId: string; tenantId: string },
  registrationId: string,
  answer: 'confirm' | 'decline',
): Promise<{ registrationId: string; state: LotteryState }> {
  const now = deps.now();
  const [own] = await deps.db
    .select({ planId: r.planId, orgId: r.orgId })
    .from(r)
    .where(and(eq(r.id, registrationId), eq(r.userId, who.userId), eq(r.tenantId, who.tenantId)));
  if (!own) throw apiError('NOT_FOUND', '报名记录不存在');
  const out = await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(plans).where(eq(plans.id, own.planId)).for('update');
    if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
    const to: LotteryState = answer === 'confirm' ? 'confirmed' : 'declined';
    const [done] = await tx
      .update(r)
      .set({ lotteryState: to, updatedAt: now, ...(answer === 'decline' ? { lotteryDeadline: null } : {}) })
      .where(
        and(
          eq(r.id, registrationId),
          inArray(r.lotteryState, ['won', 'offered']),
          sql`(${r.lotteryDeadline} IS NULL OR ${r.lotteryDeadline} >= ${now})`,
        ),
      )
      .returning({ id: r.id });
    if (!done) throw apiError('REFUSED', '当前状态不可确认或放弃（可能已逾期）');
    const offered = answer === 'decline' ? await fillSeats(tx, p, now) : [];
    return { p, offered, to };
  });
  if (out.offered.length) await notifyPlan(deps, out.p, ['offered'], 'offered', out.offered);
  return { registrationId, state: out.to };
}

/**
 * The deadline job: every won or offered place not confirmed by its deadline lapses (逾期未确认) and
 * passes to the next on the waitlist, plan by plan under its row lock. Answers how many lapsed.
 */
export async function sweepLottery(deps: ServerDeps, now: Date, scope?: { planId: string }): Promise<number> {
  const due = await deps.db
    .selectDistinct({ planId: r.planId })
    .from(r)
    .where(
      and(
        inArray(r.lotteryState, ['won', 'offered']),
        lte(r.lotteryDeadline, now),
        scope ? eq(r.planId, scope.planId) : undefined,
      ),
    );
  let lapsed = 0;
  for (const { planId } of due) {
    const out = await deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
      if (!p) return null;
      const gone = await tx
        .update(r)
        .set({ lotteryState: 'lapsed', updatedAt: now })
        .where(
          and(
            eq(r.planId, planId),
            inArray(r.lotteryState, ['won', 'offered']),
            sql`${r.lotteryDeadline} < ${now}`,
          ),
        )
        .returning({ id: r.id });
      return { p, gone: gone.length, offered: gone.length ? await fillSeats(tx, p, now) : [] };
    });
    if (!out) continue;
    lapsed += out.gone;
    if (out.offered.length) await notifyPlan(deps, out.p, ['offered'], 'offered', out.offered);
  }
  return lapsed;
}

/** The public record of a plan of the school (no login): 404 until the commitment is published. */
export async function publicRecord(db: Db, s: Scope, planId: string) {
  const [p] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), inSchool(s)));
  const d = p && (await drawOf(db, p.id));
  if (!p || !d) throw apiError('NOT_FOUND', '摇号名单尚未公示');
  return publicRecordOf(p, await schoolName(db, p.orgId), d);
}
