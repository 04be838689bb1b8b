import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fenToYuan,
  isRefusal,
  next,
  planLifecycle,
  planLifecycleState,
  planTermsProblem,
  PUBLICATION_LOCKED_TEXT,
  publicationLocked,
  publicationMoveProblem,
  publicPlanState,
  reopenProblem,
  yuanToFen,
} from '@domain/journeys';

const NOW = new Date('2026-08-30T02:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * day);
const plan = (over: object = {}) => ({
  closed: false,
  startAt: at(-1),
  endAt: at(1),
  quota: 10,
  taken: 3,
  ...over,
});

describe('plan lifecycle', () => {
  it('derives each state from the plan and the time', () => {
    expect(planLifecycleState(plan(), NOW)).toBe('open');
    expect(planLifecycleState(plan({ startAt: at(1), endAt: at(2) }), NOW)).toBe('notStarted');
    expect(planLifecycleState(plan({ taken: 10 }), NOW)).toBe('full');
    expect(planLifecycleState(plan({ endAt: at(-0.5) }), NOW)).toBe('ended');
    expect(planLifecycleState(plan({ closed: true, taken: 10 }), NOW)).toBe('closed');
  });

  it('applicants see ended and closed alike as 已结束 (closed)', () => {
    expect(publicPlanState('ended')).toBe('closed');
    expect(publicPlanState('closed')).toBe('closed');
    expect(publicPlanState('full')).toBe('full');
  });

  it('close is allowed from every state but closed; reopen only from closed', () => {
    for (const s of ['notStarted', 'open', 'full', 'ended'] as const) {
      expect(next(planLifecycle, s, 'close')).toBe('closed');
      expect(isRefusal(next(planLifecycle, s, 'reopen'))).toBe(true);
      expect(planLifecycle.states[s].actions).toContain('close');
    }
    const refused = next(planLifecycle, 'closed', 'close');
    expect(refused).toMatchObject({ msg: '当前状态（已关闭）不能进行此操作' });
    expect(planLifecycle.states.closed.actions).toEqual(['edit', 'reopen', 'copy']);
  });

  it('any facts give exactly one declared state; closed always wins', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (closed, start, len, quota, taken) => {
          const s = planLifecycleState(
            plan({ closed, startAt: at(start), endAt: at(start + len), quota, taken }),
            NOW,
          );
          expect(Object.keys(planLifecycle.states)).toContain(s);
          if (closed) expect(s).toBe('closed');
          if (s === 'open') expect(taken).toBeLessThan(quota);
        },
      ),
    );
  });

  it('reopen asks for later dates when the end has passed', () => {
    expect(reopenProblem(plan({ closed: true }), NOW)).toBeNull();
    expect(reopenProblem(plan({ closed: true, endAt: at(-1) }), NOW)).toBe(
      '报名截止时间已过，请先修改报名截止时间',
    );
    expect(reopenProblem(plan(), NOW)).toBe('只有已关闭的招生计划可以重新开放');
  });
});

describe('plan terms', () => {
  const terms = (over: object = {}) => ({
    quota: 10,
    startAt: '2026-09-01T08:00:00+08:00',
    endAt: '2026-09-30T17:00:00+08:00',
    resultsPublishAt: '2026-10-10T09:00:00+08:00',
    ...over,
  });
  it('accepts start < end < publication and quota ≥ taken', () => {
    expect(planTermsProblem(terms(), 10)).toBeNull();
  });
  it('names the broken rule in Chinese', () => {
    expect(planTermsProblem(terms({ quota: 4 }), 5)).toBe('招生人数不能少于已报名人数（5人）');
    expect(planTermsProblem(terms({ endAt: '2026-09-01T08:00:00+08:00' }), 0)).toBe(
      '报名截止时间须晚于报名开始时间',
    );
    expect(planTermsProblem(terms({ resultsPublishAt: '2026-09-30T17:00:00+08:00' }), 0)).toBe(
      '结果公布时间须晚于报名截止时间',
    );
  });
  it('for any three instants: accepted exactly when strictly ordered, and quota ≥ taken', () => {
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 }),
        fc.nat(50),
        fc.nat(50),
        ([a, b, c], quota, taken) => {
          const [startAt, endAt, resultsPublishAt] = [a, b, c].map((m) => new Date(t0 + m! * 60_000));
          const ok =
            planTermsProblem(
              { quota, startAt: startAt!, endAt: endAt!, resultsPublishAt: resultsPublishAt! },
              taken,
            ) === null;
          expect(ok).toBe(a! < b! && b! < c! && quota >= taken);
        },
      ),
    );
  });
});

describe('yuan and fen', () => {
  it('reads yuan with up to two decimals', () => {
    expect(yuanToFen('150.5')).toBe(15050);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('12.345')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
  it('round-trips every amount in fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
});

describe('moving the result publication time (issue 26)', () => {
  it('before the time has passed any move is allowed; after it, only earlier or the same', () => {
    expect(publicationMoveProblem(at(1), at(5), NOW, 1)).toBeNull();
    expect(publicationMoveProblem(null, at(5), NOW, 1)).toBeNull();
    expect(publicationMoveProblem(at(-1), at(-2), NOW, 1)).toBeNull();
    expect(publicationMoveProblem(at(-1), at(-1), NOW, 1)).toBeNull();
    expect(publicationMoveProblem(at(-1), at(3), NOW, 1)).toBe(PUBLICATION_LOCKED_TEXT);
    // 立即公布 again (now, later than the passed time) is refused too: nothing would change for the better.
    expect(publicationMoveProblem(at(-1), NOW, NOW, 1)).toBe(PUBLICATION_LOCKED_TEXT);
    expect(publicationLocked(at(-1).toISOString(), NOW, 1)).toBe(true);
    expect(publicationLocked(at(1).toISOString(), NOW, 1)).toBe(false);
  });

  it('a passed time with no decision made moves freely: nobody has seen anything', () => {
    expect(publicationMoveProblem(at(-1), at(3), NOW, 0)).toBeNull();
    expect(publicationLocked(at(-1).toISOString(), NOW, 0)).toBe(false);
  });

  it('property: refused exactly when a decision exists, the previous time has passed and the new one is later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 3 }),
        (p, n, decided) => {
          const refused = publicationMoveProblem(at(p / 10), at(n / 10), NOW, decided) !== null;
          expect(refused).toBe(decided > 0 && p <= 0 && n > p);
        },
      ),
    );
  });
});
