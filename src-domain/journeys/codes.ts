/**
 * The wire and storage codes of every journey, in one place (issue 23): the journey tables key their
 * states by these names, contract/ derives its zod enums from these lists, the server maps columns
 * through them. Pure: it imports nothing, so contract/ may import it.
 */

/** The codes of a table as a list (null = "no record" is not a code on the wire). */
export function codeList<T extends Record<string, number | null>>(
  table: T,
): [Exclude<T[keyof T], null>, ...Exclude<T[keyof T], null>[]] {
  const codes = Object.values(table).filter((c): c is Exclude<T[keyof T], null> => c !== null);
  return [...new Set(codes)] as [Exclude<T[keyof T], null>, ...Exclude<T[keyof T], null>[]];
}

/** Registration review (registrations.review_status): 待审核 → 审核通过 | 已驳回. */
export const REVIEW_CODE = { pending: 0, approved: 1, rejected: 2 } as const;
export type ReviewCode = (typeof REVIEW_CODE)[keyof typeof REVIEW_CODE];
export const REVIEW_STATES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly (keyof typeof REVIEW_CODE)[];

/** Fee (registrations.fee_status); the old 2 支付处理中 now reads 待支付. */
export const FEE_CODE = { unpaid: 1, pending: 2, paid: 3, refundPending: 4, refunded: 5, closed: 6 } as const;
export type FeeCode = (typeof FEE_CODE)[keyof typeof FEE_CODE];

/** Payment voucher (registrations.voucher_status): null = none uploaded. */
export const VOUCHER_CODE = { none: null, reviewing: 0, approved: 1, rejected: 2 } as const;
export type VoucherCode = Exclude<(typeof VOUCHER_CODE)[keyof typeof VOUCHER_CODE], null>;

/**
 * Admission (registrations.admission_status): 1 no decision, 2 预录取, 3 已录取, 4 不录取 (shown to the
 * applicant as 未录取 once published), 5 已撤销录取 (after publication).
 */
export const ADMISSION_CODE = {
  waiting: 1,
  preAdmitted: 2,
  admitted: 3,
  notAdmitted: 4,
  revoked: 5,
} as const;
export type AdmissionCode = (typeof ADMISSION_CODE)[keyof typeof ADMISSION_CODE];

/** What an applicant may be shown (publication applied): no decision, 预录取, 已录取. */
export const SHOWN_ADMISSION_CODE = {
  waiting: ADMISSION_CODE.waiting,
  preAdmitted: ADMISSION_CODE.preAdmitted,
  admitted: ADMISSION_CODE.admitted,
} as const;
export type ShownAdmissionCode = (typeof SHOWN_ADMISSION_CODE)[keyof typeof SHOWN_ADMISSION_CODE];

/** The decisions of the staff's 预录取 / 录取 / 不录取 buttons and the codes they store. */
export const DECISION_CODE = {
  preAdmit: ADMISSION_CODE.preAdmitted,
  admit: ADMISSION_CODE.admitted,
  decline: ADMISSION_CODE.notAdmitted,
} as const;
export type DecisionCode = (typeof DECISION_CODE)[keyof typeof DECISION_CODE];

/** Face photo review (welcome_students.photo_status of the current photo); none = no photo at all. */
export const FACE_CODE = { none: null, reviewing: 0, approved: 1, rejected: 2 } as const;
export type FaceCode = Exclude<(typeof FACE_CODE)[keyof typeof FACE_CODE], null>;
export const FACE_STATES = ['none', 'reviewing', 'approved', 'rejected'] as const;
/** What a student may do with the face photo (journeys face-photo faceOffer). */
export const FACE_ACTIONS = ['upload', 'replace', 'reupload'] as const;

/** The tones a shown state takes (journeys journey Tone). */
export const TONES = ['default', 'primary', 'success', 'warning', 'danger'] as const;

/** Check-in steps in order (已登记 … 已到校) and the state before the first. */
export const CHECKIN_STEP_KEYS = ['reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'] as const;
export const CHECKIN_STATES = ['none', ...CHECKIN_STEP_KEYS] as const;
/** The student's report code on the wire (welcome reportStatus): 未报到, steps under way, 已到校. */
export const REPORT_CODE = { none: 0, underway: 1, arrived: 2 } as const;
export type ReportCode = (typeof REPORT_CODE)[keyof typeof REPORT_CODE];
/** A check-in step as shown: done, the next one, or still to come. */
export const STEP_PHASES = ['done', 'next', 'todo'] as const;
/** Where a check-in step's button leads (the screens map each to their route). */
export const STEP_GO = ['notice', 'confirm', 'face', 'faceStandard', 'procedure'] as const;

/** Activity sign-up of one person. */
export const SIGNUP_STATES = ['open', 'signedUp', 'cancelled', 'full', 'closed'] as const;
/** What a person may do with an activity now (journeys activity-signup signupOffer). */
export const SIGNUP_ACTIONS = ['signUp', 'cancel'] as const;

/** A plan's lifecycle as staff see it, and as applicants see it (已结束 and 已关闭 both read closed). */
export const PLAN_STATES = ['notStarted', 'open', 'full', 'ended', 'closed'] as const;
export const PUBLIC_PLAN_STATES = ['notStarted', 'open', 'full', 'closed'] as const;

/** An activity's lifecycle. */
export const ACTIVITY_STATES = ['notStarted', 'open', 'full', 'ended', 'cancelled'] as const;
/** What a person reads of an activity: its state, or 已报名 once they joined (journeys signupOffer). */
export const SIGNUP_SHOWN_STATES = [...ACTIVITY_STATES, 'signedUp'] as const;

/** A news item or document. */
export const ARTICLE_STATES = ['draft', 'published', 'offline'] as const;

/** A request to delete personal data (data_requests.status): 待学校处理, 已删除, 未通过. */
export const DATA_REQUEST_CODE = { open: 0, done: 1, refused: 2 } as const;
export type DataRequestCode = (typeof DATA_REQUEST_CODE)[keyof typeof DATA_REQUEST_CODE];

/** What a parent may do with a registration (journeys registration-actions registrationActions). */
export const REGISTRATION_ACTIONS = [
  'edit',
  'resubmit',
  'pay',
  'continuePay',
  'payAgain',
  'uploadVoucher',
  'viewResult',
  'confirmSeat',
  'declineSeat',
] as const;

/**
 * 报名后摇号 (issue 37): registrations.lottery_state of a lottery plan (null on a 先到先得 plan).
 * pending 待摇号 → won 已中签 | waitlist 候补 → offered 候补递补 → confirmed 已确认入学 | declined 已放弃 |
 * lapsed 逾期未确认.
 */
export const LOTTERY_STATES = [
  'pending',
  'won',
  'waitlist',
  'offered',
  'confirmed',
  'declined',
  'lapsed',
] as const;
/** A plan's admission mode: 先到先得 (the quota race) or 报名后摇号. */
export const ADMISSION_MODES = ['firstCome', 'lottery'] as const;

/** What a school's staff may do with a registration (journeys registration-actions staffRegistrationActions). */
export const STAFF_REGISTRATION_ACTIONS = [
  'approve',
  'reject',
  'preAdmit',
  'admit',
  'decline',
  'undo',
  'revoke',
  'approveVoucher',
  'rejectVoucher',
  'markPaid',
  'refund',
] as const;

/** What staff may do with a row of 凭证审核 (journeys staff-row-actions voucherRowActions). */
export const STAFF_VOUCHER_ACTIONS = [
  'approveVoucher',
  'rejectVoucher',
] as const satisfies readonly (typeof STAFF_REGISTRATION_ACTIONS)[number][];

/** What staff may do with a row of 缴费订单 (journeys staff-row-actions orderRowActions). */
export const STAFF_ORDER_ACTIONS = [
  'markPaid',
  'refund',
] as const satisfies readonly (typeof STAFF_REGISTRATION_ACTIONS)[number][];

/** What staff may do with a face photo of 人脸照片 (journeys staff-row-actions photoRowActions). */
export const STAFF_PHOTO_ACTIONS = ['approvePhoto', 'rejectPhoto'] as const;

/** The staff roles (学校管理员, 招生老师, 报到老师), declared once: the contract, the server and the apps read these. */
export const STAFF_ROLES = ['admin', 'admissions', 'checkin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];
