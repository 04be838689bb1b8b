import { describe, expect, it } from 'vitest';
import {
  admission,
  ADMISSION_CODE,
  admissionState,
  decisionBlock,
  decisionTiming,
  isRefusal,
  next,
  shownAdmissionCode,
  decisionBlocked,
  type RegistrationFacts,
  sourcesOf,
  staffRegistrationActions,
  type StaffRoleName,
  voucherState,
} from '@domain/journeys';

// Issue 24: the admission journey as a table — decisions, undo before and 撤销录取 after publication,
// and the rule of who can be decided (read by 录取管理, enforced by the server).
const ok = { reviewStatus: 1, feeStatus: 3, amount: 20000 };

describe('admission journey table', () => {
  it('every decision starts from 待录取 (or 预录取), and 不录取 is a state of its own', () => {
    expect(next(admission, 'waiting', 'admit')).toBe('admitted');
    expect(next(admission, 'waiting', 'preAdmit')).toBe('preAdmitted');
    expect(next(admission, 'waiting', 'decline')).toBe('notAdmitted');
    expect(next(admission, 'preAdmitted', 'admit')).toBe('admitted');
    expect(isRefusal(next(admission, 'admitted', 'preAdmit'))).toBe(true);
    expect(isRefusal(next(admission, 'notAdmitted', 'admit'))).toBe(true);
    expect(admission.states.notAdmitted.label).toBe('未录取');
    expect(ADMISSION_CODE.notAdmitted).toBe(4);
    expect(admissionState(4, false)).toBe('notAdmitted');
  });

  it('undo takes any decision back to 待录取; revoke only a place (预录取 / 已录取); 已撤销录取 is final', () => {
    expect(sourcesOf(admission, 'undo').sort()).toEqual(['admitted', 'notAdmitted', 'preAdmitted']);
    expect(sourcesOf(admission, 'revoke').sort()).toEqual(['admitted', 'preAdmitted']);
    expect(next(admission, 'admitted', 'revoke')).toBe('revoked');
    for (const e of admission.events) expect(isRefusal(next(admission, 'revoked', e))).toBe(true);
    expect(admissionState(ADMISSION_CODE.revoked, true)).toBe('revoked');
  });

  it('undo only before publication, revoke only after it', () => {
    expect(decisionTiming('undo', false)).toBeNull();
    expect(decisionTiming('undo', true)).toMatch(/已公布.*撤销录取/);
    expect(decisionTiming('revoke', false)).toMatch(/尚未公布/);
    expect(decisionTiming('revoke', true)).toBeNull();
    expect(decisionTiming('admit', true)).toBeNull();
  });

  it('who cannot be decided, with the reason: refunded, refunding, not approved, unpaid when the plan has a fee', () => {
    expect(decisionBlock(ok)).toBeNull();
    expect(decisionBlock({ ...ok, feeStatus: 5 })).toBe('已退费');
    expect(decisionBlock({ ...ok, feeStatus: 4 })).toBe('退费中');
    expect(decisionBlock({ ...ok, reviewStatus: 0 })).toBe('报名未审核通过');
    expect(decisionBlock({ ...ok, reviewStatus: 2 })).toBe('报名已驳回');
    expect(decisionBlock({ ...ok, feeStatus: 1 })).toBe('未缴费（该计划需缴费）');
    expect(decisionBlock({ ...ok, feeStatus: 1, amount: 0 })).toBeNull();
  });

  it('the applicant sees a place only once published; 不录取 and 已撤销录取 read as no place', () => {
    expect(shownAdmissionCode(3, false)).toBe(1);
    expect(shownAdmissionCode(3, true)).toBe(3);
    expect(shownAdmissionCode(4, true)).toBe(1);
    expect(shownAdmissionCode(5, true)).toBe(1);
  });
});

// 录取管理 shows exactly the `actions` the server sends (issue 23): the rules it computes them by.
const facts = (admissionCode: number, published: boolean, over: Partial<RegistrationFacts> = {}) => ({
  review: 'approved' as const,
  fee: 'paid' as const,
  voucher: voucherState(null),
  admissionCode,
  published,
  amount: 20000,
  payAtRegistration: false,
  offlinePayment: true,
  ...over,
});
const DECISIONS = ['preAdmit', 'admit', 'decline', 'undo', 'revoke'];
const decisions = (f: RegistrationFacts, role: StaffRoleName = 'admissions') =>
  staffRegistrationActions(f, role).filter((a) => DECISIONS.includes(a));

describe('录取管理 row actions (staffRegistrationActions, decisionBlocked)', () => {
  it('before publication: decide while waiting, then only 撤销决定', () => {
    expect(decisions(facts(1, false))).toEqual(['preAdmit', 'admit', 'decline']);
    expect(decisionBlocked(facts(1, false))).toBeNull();
    expect(decisions(facts(3, false))).toEqual(['undo']);
    expect(decisions(facts(2, false))).toContain('admit');
    expect(decisions(facts(2, false))).not.toContain('preAdmit');
  });

  it('after publication: 撤销录取 instead of 撤销决定; nothing on 已撤销录取', () => {
    expect(decisions(facts(3, true))).toEqual(['revoke']);
    expect(decisions(facts(4, true))).not.toContain('revoke');
    expect(decisions(facts(5, true))).toEqual([]);
    expect(decisionBlocked(facts(5, true))).toBeNull();
  });

  it('a blocked applicant offers no decision and says why', () => {
    const refunded = facts(1, false, { fee: 'refunded' });
    expect(decisions(refunded)).toEqual([]);
    expect(decisionBlocked(refunded)).toBe('已退费');
  });

  it('a role that may not decide is offered nothing', () => {
    expect(staffRegistrationActions(facts(1, false), 'checkin')).toEqual([]);
  });
});
