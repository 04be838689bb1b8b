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
  sourcesOf,
} from '@domain/journeys';
import { admitOptions } from '@domain/staff/transitions';

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

describe('录取管理 row options (admitOptions)', () => {
  it('before publication: decide while waiting, then only 撤销决定', () => {
    expect(admitOptions({ ...ok, admissionStatus: 1 }, false)).toEqual({
      admit: true,
      preAdmit: true,
      decline: true,
      undo: false,
      revoke: false,
      blocked: null,
    });
    expect(admitOptions({ ...ok, admissionStatus: 3 }, false)).toMatchObject({
      admit: false,
      undo: true,
      revoke: false,
    });
    expect(admitOptions({ ...ok, admissionStatus: 2 }, false)).toMatchObject({
      admit: true,
      preAdmit: false,
    });
  });

  it('after publication: 撤销录取 instead of 撤销决定; nothing on 已撤销录取', () => {
    expect(admitOptions({ ...ok, admissionStatus: 3 }, true)).toMatchObject({ undo: false, revoke: true });
    expect(admitOptions({ ...ok, admissionStatus: 4 }, true)).toMatchObject({ undo: false, revoke: false });
    expect(admitOptions({ ...ok, admissionStatus: 5 }, true)).toEqual({
      admit: false,
      preAdmit: false,
      decline: false,
      undo: false,
      revoke: false,
      blocked: null,
    });
  });

  it('a blocked applicant offers no decision and says why', () => {
    expect(admitOptions({ ...ok, feeStatus: 5, admissionStatus: 1 }, false)).toMatchObject({
      admit: false,
      preAdmit: false,
      decline: false,
      blocked: '已退费',
    });
  });
});
