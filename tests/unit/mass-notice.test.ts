import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admission, fee, registrationReview } from '@domain/journeys';
import {
  chinaDayStart,
  DAILY_SENDS_PER_SCHOOL,
  dailyLimitRefusal,
  exclusionOf,
  limitResetsAt,
  matchesFilter,
  NOTICE_FILTER_LABEL,
  NOTICE_FILTERS,
  oncePerPerson,
  type RegistrationStates,
} from '@domain/staff/mass-notice';

const reg = (over: Partial<RegistrationStates> = {}): RegistrationStates => ({
  review: 'pending',
  admission: 'waiting',
  fee: 'unpaid',
  feeDue: true,
  ...over,
});

describe('filters', () => {
  it('are labelled with the journeys’ own words', () => {
    expect(NOTICE_FILTERS.map((f) => NOTICE_FILTER_LABEL[f])).toEqual([
      '全部',
      registrationReview.states.pending.label,
      registrationReview.states.approved.label,
      registrationReview.states.rejected.label,
      admission.states.admitted.label,
      fee.states.unpaid.label,
    ]);
  });

  it('select by review state, admission and fee', () => {
    expect(matchesFilter('all', reg())).toBe(true);
    expect(matchesFilter('pending', reg())).toBe(true);
    expect(matchesFilter('approved', reg())).toBe(false);
    expect(matchesFilter('approved', reg({ review: 'approved' }))).toBe(true);
    expect(matchesFilter('rejected', reg({ review: 'rejected' }))).toBe(true);
    expect(matchesFilter('admitted', reg({ review: 'approved', admission: 'admitted' }))).toBe(true);
    expect(matchesFilter('admitted', reg({ review: 'approved', admission: 'preAdmitted' }))).toBe(false);
  });

  it('未缴费: a plan with a fee, not paid (or its order closed), not rejected', () => {
    expect(matchesFilter('unpaid', reg())).toBe(true);
    expect(matchesFilter('unpaid', reg({ fee: 'closed' }))).toBe(true);
    expect(matchesFilter('unpaid', reg({ feeDue: false }))).toBe(false);
    expect(matchesFilter('unpaid', reg({ fee: 'paid' }))).toBe(false);
    expect(matchesFilter('unpaid', reg({ review: 'rejected' }))).toBe(false);
  });
});

describe('who may receive', () => {
  it('never the anonymised, those who asked for deletion, or the unreachable', () => {
    const ok = { purged: false, deletionAsked: false, reachable: true };
    expect(exclusionOf(ok)).toBeNull();
    expect(exclusionOf({ ...ok, purged: true })).toBe('purged');
    expect(exclusionOf({ ...ok, deletionAsked: true })).toBe('deletionAsked');
    expect(exclusionOf({ ...ok, reachable: false })).toBe('unreachable');
  });

  it('once per person, whatever the number of registrations', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ userId: fc.constantFrom('a', 'b', 'c', 'd'), n: fc.nat() })),
        (rows) => {
          const once = oncePerPerson(rows);
          expect(once.map((r) => r.userId)).toEqual([...new Set(rows.map((r) => r.userId))]);
          for (const r of once) expect(rows.find((x) => x.userId === r.userId)).toBe(r);
        },
      ),
    );
  });
});

const H = 3600_000;
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('the daily limit, by China day', () => {
  it('a China day starts at 16:00 UTC: 23:59 and 00:00 Beijing are different days', () => {
    expect(chinaDayStart(new Date('2026-08-31T15:59:59Z')).toISOString()).toBe('2026-08-30T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-08-31T16:00:00Z')).toISOString()).toBe('2026-08-31T16:00:00.000Z');
    expect(limitResetsAt(new Date('2026-08-31T15:59:59Z')).toISOString()).toBe('2026-08-31T16:00:00.000Z');
  });

  it('property: the day holds the instant, is 24 h long, starts at Beijing midnight', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const start = chinaDayStart(now);
        const reset = limitResetsAt(now);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(reset.getTime()).toBeGreaterThan(now.getTime());
        expect(reset.getTime() - start.getTime()).toBe(24 * H);
        expect(start.getUTCHours()).toBe(16);
        expect(start.getUTCMinutes() + start.getUTCSeconds() + start.getUTCMilliseconds()).toBe(0);
      }),
    );
  });

  it('property: refused from the limit on, naming the next Beijing midnight; allowed below it', () => {
    fc.assert(
      fc.property(instant, fc.nat({ max: 20 }), (now, used) => {
        const refusal = dailyLimitRefusal(used, now);
        if (used < DAILY_SENDS_PER_SCHOOL) expect(refusal).toBeNull();
        else {
          const day = new Date(limitResetsAt(now).getTime() + 8 * H).toISOString().slice(0, 10);
          expect(refusal).toBe(
            `今天已群发${DAILY_SENDS_PER_SCHOOL}次，已达每日上限，北京时间${day} 00:00后可再发送`,
          );
        }
      }),
    );
  });

  it('property: two instants share a day exactly when they share a Beijing calendar date', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -48 * H, max: 48 * H }), (a, delta) => {
        const b = new Date(a.getTime() + delta);
        const date = (d: Date) => new Date(d.getTime() + 8 * H).toISOString().slice(0, 10);
        expect(chinaDayStart(a).getTime() === chinaDayStart(b).getTime()).toBe(date(a) === date(b));
      }),
    );
  });
});
