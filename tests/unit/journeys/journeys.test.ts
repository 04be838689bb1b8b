import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityLifecycle,
  articleLifecycle,
  activitySignup,
  admission,
  admissionState,
  checkin,
  CHECKIN_STEPS,
  fee,
  facePhoto,
  hasArrived,
  isRefusal,
  next,
  payRefusal,
  registrationReview,
  sourcesOf,
  stepsDone,
  voucher,
  type Journey,
} from '@domain/journeys';

const ALL = [
  registrationReview,
  fee,
  voucher,
  admission,
  facePhoto,
  activitySignup,
  activityLifecycle,
  checkin,
  articleLifecycle,
] as unknown as Journey<string, string, string>[];

describe.each(ALL.map((j) => [j.name, j] as const))('journey %s', (_name, j) => {
  const states = Object.keys(j.states);

  it('random event sequences never reach an undeclared state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...j.events), { maxLength: 30 }), (events) => {
        let s = j.initial;
        for (const e of events) {
          const r = next(j, s, e);
          if (isRefusal(r)) {
            expect(r.refused).toContain(e);
            expect(r.msg).toMatch(/不能/);
          } else {
            expect(states).toContain(r);
            s = r;
          }
        }
      }),
    );
  });

  it('offers an action only where its transition exists', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), (s) => {
        for (const a of j.states[s].actions) {
          const e = j.actionEvent[a];
          if (e !== null) expect(isRefusal(next(j, s, e))).toBe(false);
          expect(j.actionLabel[a]).toBeTruthy();
        }
      }),
    );
  });

  it('every transition target is declared and every state has Chinese wording', () => {
    for (const s of states) {
      expect(j.states[s].label).toMatch(/[\u4e00-\u9fa5]/);
      for (const to of Object.values(j.transitions[s])) expect(states).toContain(to);
    }
  });
});

describe('fee rules', () => {
  it('pay is refused before approval unless the plan allows paying at registration', () => {
    expect(payRefusal({ amount: 100, review: 'pending', fee: 'unpaid', payAtRegistration: false })).toBe(
      '报名审核通过后才能缴费',
    );
    expect(payRefusal({ amount: 100, review: 'pending', fee: 'unpaid', payAtRegistration: true })).toBeNull();
    expect(
      payRefusal({ amount: 100, review: 'approved', fee: 'closed', payAtRegistration: false }),
    ).toBeNull();
    expect(
      payRefusal({ amount: 100, review: 'approved', fee: 'paid', payAtRegistration: false }),
    ).not.toBeNull();
  });
  it('a closed order can be paid again; sources of settle exclude paid', () => {
    expect(next(fee, 'closed', 'reopen')).toBe('pending');
    expect(sourcesOf(fee, 'settle').sort()).toEqual(['closed', 'pending', 'unpaid']);
  });
});

describe('admission', () => {
  it('never shows 未录取 before a final published decision', () => {
    expect(admissionState(1, false)).toBe('waiting');
    expect(admission.states[admissionState(1, false)].label).toBe('待录取');
    expect(admissionState(1, true)).toBe('notAdmitted');
    expect(admissionState(null, true)).toBe('waiting');
  });
});

describe('check-in steps', () => {
  it('is one ordered list ending with 已到校; arrival only at the end', () => {
    expect(CHECKIN_STEPS.map((s) => s.label)).toEqual([
      '已登记',
      '已读须知',
      '已确认信息',
      '照片已通过',
      '已到校',
    ]);
    expect(stepsDone('reported')).toBe(1);
    expect(hasArrived('photoOk')).toBe(false);
    expect(isRefusal(next(checkin, 'reported', 'arrive'))).toBe(true);
  });
});
