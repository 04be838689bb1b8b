import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityDraftProblems,
  activityLifecycle,
  activityStateAt,
  isRefusal,
  next,
  type Journey,
} from '@domain/journeys';

const START = Date.parse('2026-09-01T01:00:00Z');
const END = Date.parse('2026-09-09T10:00:00Z');
const facts = (capacity: number, signed: number, cancelledAt: Date | null = null) => ({
  signStart: new Date(START),
  signEnd: new Date(END),
  capacity,
  signed,
  cancelledAt,
});

describe('activity lifecycle', () => {
  it('the state at any time around the window follows the window, then places left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: START - 86_400_000, max: END + 86_400_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        (t, capacity, signed) => {
          const s = activityStateAt(facts(capacity, Math.min(signed, capacity)), new Date(t));
          if (t < START) expect(s).toBe('notStarted');
          else if (t > END) expect(s).toBe('ended');
          else expect(s).toBe(signed >= capacity ? 'full' : 'open');
        },
      ),
    );
  });

  it('both ends of the window are inside it', () => {
    expect(activityStateAt(facts(2, 0), new Date(START))).toBe('open');
    expect(activityStateAt(facts(2, 0), new Date(END))).toBe('open');
    expect(activityStateAt(facts(2, 0), new Date(START - 1))).toBe('notStarted');
    expect(activityStateAt(facts(2, 0), new Date(END + 1))).toBe('ended');
  });

  it('cancelled wins at every time, and nothing leaves it', () => {
    fc.assert(
      fc.property(fc.integer({ min: START - 1e9, max: END + 1e9 }), (t) => {
        expect(activityStateAt(facts(2, 1, new Date(START)), new Date(t))).toBe('cancelled');
      }),
    );
    const j = activityLifecycle as unknown as Journey<string, string, string>;
    for (const e of j.events) expect(isRefusal(next(j, 'cancelled', e))).toBe(true);
    for (const s of ['notStarted', 'open', 'full', 'ended'] as const)
      expect(next(activityLifecycle, s, 'cancel')).toBe('cancelled');
    expect(activityLifecycle.states.cancelled.actions).toEqual(['signups']);
  });

  it('reads the state the same way the transitions move it', () => {
    const t = new Date((START + END) / 2);
    const before = activityStateAt(facts(2, 1), t);
    expect(before).toBe('open');
    expect(next(activityLifecycle, before, 'fillUp')).toBe(activityStateAt(facts(2, 2), t));
    expect(next(activityLifecycle, 'full', 'placeFreed')).toBe(activityStateAt(facts(2, 1), t));
    expect(next(activityLifecycle, 'open', 'windowCloses')).toBe(
      activityStateAt(facts(2, 1), new Date(END + 1)),
    );
  });
});

describe('activity draft rules', () => {
  const ok = {
    title: '校园开放日',
    startAt: '2026-09-10T09:00:00+08:00',
    endAt: '2026-09-10T12:00:00+08:00',
    signStart: '2026-09-01T09:00:00+08:00',
    signEnd: '2026-09-09T18:00:00+08:00',
    capacity: 2,
  };
  it('a good draft has no problem', () => expect(activityDraftProblems(ok)).toEqual({}));

  it('capacity is refused below 1 and below the sign-ups, accepted otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 0, max: 200 }), (capacity, signed) => {
        const p = activityDraftProblems({ ...ok, capacity }, signed);
        if (capacity < 1) expect(p.capacity).toBe('名额至少为1');
        else if (capacity < signed) expect(p.capacity).toBe(`已有${signed}人报名，名额不能少于${signed}`);
        else expect(p.capacity).toBeUndefined();
      }),
    );
  });

  it('start must be before end, for the activity and for the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3600, max: 3600 }), (dt) => {
        const end = new Date(Date.parse(ok.startAt) + dt * 1000).toISOString();
        const p = activityDraftProblems({ ...ok, endAt: end, signStart: '2026-09-01T00:00:00Z' });
        expect(p.endAt === undefined).toBe(dt > 0);
      }),
    );
    expect(activityDraftProblems({ ...ok, signEnd: ok.signStart }).signEnd).toBe(
      '报名截止时间须晚于报名开始时间',
    );
    expect(activityDraftProblems({ ...ok, title: ' ' }).title).toBe('请填写活动名称');
    expect(activityDraftProblems({ ...ok, title: '长'.repeat(51) }).title).toBe('活动名称最多50字');
  });
});
