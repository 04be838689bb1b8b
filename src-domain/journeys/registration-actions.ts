import { can, type StaffAction } from '../staff/roles';
import { isRefusal, type Journey, next, type Tone } from './journey';
import {
  ADMISSION_CODE,
  type AdmissionCode,
  FEE_CODE,
  type REGISTRATION_ACTIONS,
  REVIEW_CODE,
  STAFF_REGISTRATION_ACTIONS,
  type StaffRoleName,
} from './codes';
import {
  admission,
  admissionState,
  type AdmissionState,
  decisionBlock,
  decisionTiming,
  holdsPlace,
} from './admission';
import { fee, type FeeState, isPaidOrLater, type PayRuleInput, payRefusal, voucherRefusal } from './fee';
import { registrationReview, type ReviewState } from './registration-review';
import { voucher, type VoucherState } from './voucher';
import { AWAITS_ANSWER, lottery, lotteryShown, type LotteryState } from './lottery';

/**
 * What a parent may do with one registration now (issue 23 item 2): the server computes it from
 * these journeys and sends it with every registration it shows; the screens render exactly this
 * list and never recompute it. The same rules refuse the calls (register and pay modules).
 *
 * - edit: change the answers while 待审核, nothing paid (updateUserDetail)
 * - resubmit: 修改并重新提交 after 已驳回, nothing paid (updateUserDetail)
 * - pay / continuePay / payAgain: the fee journey's pay action (unifiedOrder), where paying is
 *   allowed (payRefusal) and no payment voucher is under review
 * - uploadVoucher: a payment voucher is accepted now (voucherRefusal)
 * - viewResult: the published result holds a place (录取查询 shows the letter and the QR)
 */
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number];

/** The facts of one registration the rules read (stored states, the plan and the school). */
export interface RegistrationFacts {
  review: ReviewState;
  fee: FeeState;
  voucher: VoucherState;
  /** The stored admission code (never shown before the publication time). */
  admissionCode: number;
  /** The plan's result is published now (journeys resultPublished, by the server's clock). */
  published: boolean;
  /** Fee in fen. */
  amount: number;
  payAtRegistration: boolean;
  /** School setting: a payment voucher is accepted. */
  offlinePayment: boolean;
  /**
   * 报名后摇号 plans only (issue 37): the registration's lottery state, its place in the waitlist now,
   * and whether a won / offered place may still be answered (its deadline not passed).
   */
  lottery?: { state: LotteryState; waitlist: number | null; answerable: boolean } | null;
}

/** Why paying (an order) is refused now, or null: payRefusal, and no voucher under review. */
export function orderRefusal(f: PayRuleInput & { voucher: VoucherState }): string | null {
  const refusal = payRefusal(f);
  if (refusal) return refusal;
  if (f.voucher === 'reviewing') return '缴费凭证审核中，请等待学校审核';
  return null;
}

/** The answers may change: not 审核通过, nothing paid, no decision stored. */
export function answersEditable(f: Pick<RegistrationFacts, 'review' | 'fee' | 'admissionCode'>): boolean {
  return f.review !== 'approved' && !isPaidOrLater(f.fee) && f.admissionCode === ADMISSION_CODE.waiting;
}

/** Every action the parent may take now, in the order the screens show them. */
export function registrationActions(f: RegistrationFacts): RegistrationAction[] {
  const out: RegistrationAction[] = [];
  if (answersEditable(f)) out.push(f.review === 'rejected' ? 'resubmit' : 'edit');
  if (orderRefusal(f) === null) {
    const pay = fee.states[f.fee].actions.find((a) => a !== 'uploadVoucher');
    if (pay) out.push(pay);
  }
  if (voucherRefusal({ ...f }) === null) out.push('uploadVoucher');
  if (f.published && holdsPlace(f.admissionCode)) out.push('viewResult');
  const l = f.lottery;
  if (l && l.answerable && AWAITS_ANSWER.includes(l.state)) out.push(...lottery.states[l.state].actions);
  return out;
}

/** The one status a person reads for a registration (badge), and the journey it comes from. */
export interface ShownState {
  journey: 'review' | 'fee' | 'voucher' | 'admission' | 'lottery';
  state: string;
  label: string;
  tone: Tone;
}

const shown = (
  journey: ShownState['journey'],
  state: string,
  info: { label: string; tone: Tone },
): ShownState => ({ journey, state, label: info.label, tone: info.tone });

/**
 * The registration's status as its applicant may see it now: a decision only once published (before
 * that at most 待录取), then the refund of a rejected paid one, the review, the voucher under review,
 * what is owed, and 待录取.
 */
export function registrationShown(f: RegistrationFacts): ShownState {
  // 报名后摇号: the draw's word (待摇号, 已中签, 未中签（候补第 N 位）…) unless rejected at review.
  if (f.lottery && f.review !== 'rejected') {
    const l = lotteryShown(f.lottery.state, f.lottery.waitlist);
    return { journey: 'lottery', state: l.state, label: l.label, tone: l.tone };
  }
  if (f.published && f.admissionCode !== ADMISSION_CODE.waiting) {
    const a: AdmissionState = admissionState(f.admissionCode as AdmissionCode, true);
    return shown('admission', a, admission.states[a]);
  }
  if (f.fee === 'refundPending' || f.fee === 'refunded') return shown('fee', f.fee, fee.states[f.fee]);
  if (f.review !== 'approved') return shown('review', f.review, registrationReview.states[f.review]);
  if (f.amount > 0 && !isPaidOrLater(f.fee)) {
    if (f.voucher === 'reviewing') return shown('voucher', 'reviewing', voucher.states.reviewing);
    return shown('fee', f.fee, fee.states[f.fee]);
  }
  return shown('admission', 'waiting', admission.states.waiting);
}

/** A decision shown (the admission journey's decided states): what must never appear before publication. */
export const DECIDED_STATES: readonly AdmissionState[] = [
  'preAdmitted',
  'admitted',
  'notAdmitted',
  'revoked',
];

export type StaffRegistrationAction = (typeof STAFF_REGISTRATION_ACTIONS)[number];

/** The permission each action needs (its roles: the one table, src-domain/staff/roles.ts ACTION_ROLES). */
export const STAFF_ACTION_PERMISSION: Readonly<Record<StaffRegistrationAction, StaffAction>> = {
  approve: 'review',
  reject: 'review',
  preAdmit: 'admit',
  admit: 'admit',
  decline: 'admit',
  undo: 'admit',
  revoke: 'admit',
  approveVoucher: 'vouchers',
  rejectVoucher: 'vouchers',
  markPaid: 'markPaid',
  refund: 'refund',
};

const allowed = <S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  s: S,
  e: E,
): boolean => !isRefusal(next(j, s, e));

/** The journey's Chinese refusal of `e` from `s`, or null when it allows it. */
const refusalOf = <S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  s: S,
  e: E,
): string | null => {
  const to = next(j, s, e);
  return isRefusal(to) ? to.msg : null;
};

/** Why the school may not take `action` on this registration now (role aside), or null. */
export function staffActionRefusal(f: RegistrationFacts, action: StaffRegistrationAction): string | null {
  const decided = admissionState(f.admissionCode as AdmissionCode, false);
  const refuse = '当前状态不能进行此操作';
  switch (action) {
    case 'approve':
      return allowed(registrationReview, f.review, 'approve') ? null : refuse;
    case 'reject':
      if (decided !== 'waiting') return '已录取的报名不能驳回';
      return allowed(registrationReview, f.review, 'reject') ? null : refuse;
    case 'preAdmit':
    case 'admit':
    case 'decline': {
      const block = decisionBlock({
        reviewStatus: REVIEW_CODE[f.review],
        feeStatus: FEE_CODE[f.fee],
        amount: f.amount,
      });
      if (block) return block;
      return decisionTiming(action, f.published) ?? (allowed(admission, decided, action) ? null : refuse);
    }
    case 'undo':
    case 'revoke':
      return decisionTiming(action, f.published) ?? (allowed(admission, decided, action) ? null : refuse);
    // The money actions answer the journey's own sentence (当前状态（已通过）不能进行此操作): the
    // endpoints of 凭证审核 and 缴费订单 refuse with it (staff-row-actions staffRefusal).
    case 'approveVoucher':
      return refusalOf(voucher, f.voucher, 'approve') ?? refusalOf(fee, f.fee, 'settle');
    case 'rejectVoucher':
      return refusalOf(voucher, f.voucher, 'reject');
    case 'markPaid':
      return markPaidRefusal(f);
    case 'refund':
      // 退费 starts a refund (已缴费) or completes one a rejection started (待退费).
      return f.fee === 'refundPending' ? null : refusalOf(fee, f.fee, 'requestRefund');
  }
}

/** 线下已缴 while a voucher is 审核中 would take the money twice: the voucher is decided first. */
export const VOUCHER_PENDING_REFUSAL = '缴费凭证审核中，请先在凭证审核中处理，不能再登记线下已缴';

/**
 * Why 线下已缴 is refused now (issue 34 item 22), or null: the fee journey's settle, and no voucher
 * under review. 缴费订单 offers it and the server accepts it by this one rule.
 */
export function markPaidRefusal(f: Pick<RegistrationFacts, 'fee' | 'voucher'>): string | null {
  if (f.voucher === 'reviewing') return VOUCHER_PENDING_REFUSAL;
  return refusalOf(fee, f.fee, 'settle');
}

/** Every action this staff role may take on the registration now (the rows of 报名审核 / 录取管理). */
export function staffRegistrationActions(
  f: RegistrationFacts,
  role: StaffRoleName,
): StaffRegistrationAction[] {
  return STAFF_REGISTRATION_ACTIONS.filter(
    (a) => can(role, STAFF_ACTION_PERMISSION[a]) && staffActionRefusal(f, a) === null,
  );
}

/**
 * Why no admission decision can be taken on a still undecided registration (录取管理 says 不能录取：…
 * and names it when a bulk decision skips the row), else null. The server sends it with the row.
 */
export function decisionBlocked(f: RegistrationFacts): string | null {
  if (admissionState(f.admissionCode, false) !== 'waiting') return null;
  return decisionBlock({ reviewStatus: REVIEW_CODE[f.review], feeStatus: FEE_CODE[f.fee], amount: f.amount });
}
