import type { Journey } from './journey';
import {
  ADMISSION_CODE,
  type DECISION_CODE,
  FEE_CODE,
  REVIEW_CODE,
  SHOWN_ADMISSION_CODE,
  type ShownAdmissionCode,
} from './codes';

export type AdmissionState = keyof typeof ADMISSION_CODE;
export type AdmissionEvent = 'preAdmit' | 'admit' | 'decline' | 'undo' | 'revoke';
export type AdmissionAction = 'viewResult';

// Brief section 4: 待录取 → 预录取 → 已录取 | 未录取; issue 24: 不录取 is a decision of its own, a
// decision is undone (back to 待录取) until the result is published, after that 已录取 / 预录取 is
// revoked with a reason (已撤销录取) and the applicant told. When each may happen: decisionTiming.
export const admission: Journey<AdmissionState, AdmissionEvent, AdmissionAction> = {
  name: 'admission',
  initial: 'waiting',
  events: ['preAdmit', 'admit', 'decline', 'undo', 'revoke'],
  states: {
    waiting: { label: '待录取', tone: 'default', actions: [] },
    preAdmitted: { label: '预录取', tone: 'primary', actions: ['viewResult'] },
    admitted: { label: '已录取', tone: 'success', actions: ['viewResult'] },
    notAdmitted: { label: '未录取', tone: 'danger', actions: ['viewResult'] },
    revoked: { label: '已撤销录取', tone: 'danger', actions: ['viewResult'] },
  },
  transitions: {
    waiting: { preAdmit: 'preAdmitted', admit: 'admitted', decline: 'notAdmitted' },
    preAdmitted: { admit: 'admitted', decline: 'notAdmitted', undo: 'waiting', revoke: 'revoked' },
    admitted: { undo: 'waiting', revoke: 'revoked' },
    notAdmitted: { undo: 'waiting' },
    revoked: {},
  },
  actionEvent: { viewResult: null },
  actionLabel: { viewResult: '查看结果' },
};

/** The staff's word for each decision event (buttons, dialogs, audit). */
export const ADMISSION_EVENT_LABEL: Record<AdmissionEvent, string> = {
  preAdmit: '预录取',
  admit: '录取',
  decline: '不录取',
  undo: '撤销决定',
  revoke: '撤销录取',
};

/** The decisions of the staff's 录取 / 预录取 / 不录取 buttons (their codes: DECISION_CODE). */
export type AdmissionDecision = keyof typeof DECISION_CODE;

/**
 * The state shown for a stored code. 1 is the stored default before any decision: staff read it as
 * 待录取; an applicant, once results are published, as 未录取 (no place was given).
 */
export function admissionState(code: number | null | undefined, published: boolean): AdmissionState {
  const hit = (Object.keys(ADMISSION_CODE) as AdmissionState[]).find((s) => ADMISSION_CODE[s] === code);
  if (hit === 'waiting' && published) return 'notAdmitted';
  return hit ?? 'waiting';
}

/** Codes that hold a place (预录取 / 已录取): rosters, notices, the result QR. */
export const PLACE_CODES: readonly number[] = [ADMISSION_CODE.preAdmitted, ADMISSION_CODE.admitted];

/** Whether a stored code holds a place (预录取 / 已录取). */
export const holdsPlace = (code: number | null | undefined): boolean => PLACE_CODES.includes(code ?? -1);

/** Whether a stored code is 已录取 (the notice is a 录取通知书, not a 预录取通知). */
export const isAdmitted = (code: number | null | undefined): boolean => code === ADMISSION_CODE.admitted;

/** Whether no decision is stored yet (待录取 to staff). */
export const undecided = (code: number | null | undefined): boolean => code === ADMISSION_CODE.waiting;

/**
 * Whether the school's decision may be shown to the applicant now. Publishing is an explicit act
 * (issue 26: 立即公布 or 定时公布 in 录取管理, or the plan's 结果公布时间): a plan without a
 * publication time shows no decision, one with a time shows them from that moment. A held-back
 * decision never leaves the server (录取查询, 我的报名, notices, the personal-data copy).
 */
export function resultPublished(publishAt: Date | null | undefined, now: Date): boolean {
  return !!publishAt && publishAt.getTime() <= now.getTime();
}

/**
 * Whether the publication time is fixed against moving later: the results are out (the time has
 * passed) and the plan holds a decision (`decided`: registrations whose admission code is not 待录取),
 * so applicants may have seen it. A passed time with no decision hides nothing and may move (issue 34:
 * a plan nobody was decided on). The plan editor greys out later times and explains why with
 * publicationMoveProblem's text.
 */
export function publicationLocked(
  publishAt: Date | string | null | undefined,
  now: Date,
  decided: number,
): boolean {
  return decided > 0 && !!publishAt && resultPublished(new Date(publishAt), now);
}

/** Why the hint beside the plan editor's 结果公布时间 reads as it does once the results are out. */
export const PUBLICATION_LOCKED_TEXT =
  '录取结果已公布，公布时间只能提前，不能改晚（否则家长已看到的结果会被隐藏）';

/**
 * The one rule for moving a plan's result publication time (the plan editor's save, 录取管理's
 * 定时公布 and 立即公布 all go through it): once the previous time has passed and a decision was made, the
 * new time may not be later than it — that would hide decisions applicants have already seen. Null when
 * the move is allowed.
 */
export function publicationMoveProblem(
  previous: Date | string | null | undefined,
  next: Date | string,
  now: Date,
  decided: number,
): string | null {
  if (!publicationLocked(previous, now, decided)) return null;
  const before = new Date(previous!).getTime();
  return new Date(next).getTime() > before ? PUBLICATION_LOCKED_TEXT : null;
}

/**
 * The admission code an applicant may see now (the wire knows 1 / 2 / 3): before the publication
 * time no decision (1); 不录取 and 已撤销录取 read as no place (1, the result page says 未录取 or
 * shows the revocation and its reason beside it).
 */
export function shownAdmissionCode(code: number, published: boolean): ShownAdmissionCode {
  if (!published) return SHOWN_ADMISSION_CODE.waiting;
  if (code === SHOWN_ADMISSION_CODE.preAdmitted || code === SHOWN_ADMISSION_CODE.admitted) return code;
  return SHOWN_ADMISSION_CODE.waiting;
}

/** The facts a decision rule reads about one registration and its plan. */
export interface DecisionSubject {
  /** 0 待审核, 1 审核通过, 2 已驳回 (registration review codes). */
  reviewStatus: number;
  /** Fee codes of the fee journey (3 已缴费, 4 待退费, 5 已退费). */
  feeStatus: number;
  /** The fee the registration owes in fen; a plan with a fee requires payment before a decision. */
  amount: number;
}

/**
 * Why this registration cannot be decided (录取 / 预录取 / 不录取), or null when it can. Issue 24: a
 * refunded registration, an unpaid one when the plan requires payment and one not 审核通过 are
 * skipped by bulk decisions with this reason and refused one by one.
 */
export function decisionBlock(r: DecisionSubject): string | null {
  if (r.feeStatus === FEE_CODE.refunded) return '已退费';
  if (r.feeStatus === FEE_CODE.refundPending) return '退费中';
  if (r.reviewStatus !== REVIEW_CODE.approved)
    return r.reviewStatus === REVIEW_CODE.rejected ? '报名已驳回' : '报名未审核通过';
  if (r.amount > 0 && r.feeStatus !== FEE_CODE.paid) return '未缴费（该计划需缴费）';
  return null;
}

/**
 * When a decision event may happen: undo only before the result is published (the applicant has
 * seen nothing), revoke only after (the applicant was told and is told again, with the reason).
 */
export function decisionTiming(event: AdmissionEvent, published: boolean): string | null {
  if (event === 'undo' && published) return '录取结果已公布，不能撤销决定；如需更改请撤销录取并说明原因';
  if (event === 'revoke' && !published) return '录取结果尚未公布，请直接撤销决定';
  return null;
}
