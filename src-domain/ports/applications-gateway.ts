import type { RegistrationAction, ShownState } from '../journeys';
/** A stored file (voucher, answer attachment) with its signed download link. */
export interface ApplicationFile {
  fileId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** Stored codes of the journeys (src-domain/journeys: REVIEW_CODE, FEE_CODE, VOUCHER_CODE). */
export type ReviewCode = 0 | 1 | 2;
export type FeeCode = 1 | 2 | 3 | 4 | 5 | 6;
export type AdmissionCode = 1 | 2 | 3;
export type VoucherCode = 0 | 1 | 2 | null;

/** The school's account for an off-line payment, the amount (fen) and the reference to write. */
export interface OfflinePayee {
  payee: string;
  bank: string;
  account: string;
  amount: number;
  reference: string;
}

/** One registration of the signed-in applicant, as 我的报名 shows it. */
export interface Application {
  registrationId: string;
  /** 报名编号: the short number shown and read out; registrationId stays the id for calls. */
  regNo: string;
  planId: string;
  planName: string;
  name: string;
  idNumber: string;
  answers: Record<string, unknown>;
  reviewStatus: ReviewCode;
  rejectReason: string | null;
  feeStatus: FeeCode;
  /** As the server may show it now: 1 (待录取) until the plan's publication time. */
  admissionStatus: AdmissionCode;
  /** The publication time while the decision is held back (录取结果将于 … 公布). */
  resultsAt?: string | null | undefined;
  /** 已撤销录取 and the school's reason, once published (issue 24). */
  admissionNote?: string | null | undefined;
  voucherStatus: VoucherCode;
  voucherReason: string | null;
  voucherFiles: ApplicationFile[];
  /** Fee in fen. */
  amount: number;
  /** The registration's latest order. */
  orderNo: string | null;
  editable: boolean;
  /** Plan setting: paying is allowed before review. */
  payAtRegistration: boolean;
  /** School setting: a payment voucher may be uploaded (absent = on). */
  offlinePayment?: boolean;
  /** School setting: WeChat H5 pay in a plain mobile browser (absent = on; journeys payChoices). */
  h5Pay?: boolean | undefined;
  /** What to pay off-line while a voucher is accepted. */
  offlinePayee?: OfflinePayee | null | undefined;
  createdAt: string;
  /**
   * What the applicant may do now, as the server computed it from the journeys, its clock and the
   * school's settings (issue 23): the screens offer exactly these.
   */
  actions: readonly RegistrationAction[];
  /** The status as the applicant may read it now (never a decision before publication). */
  shown: ShownState;
}

export type TradeType = 'JSAPI' | 'MINIAPP' | 'H5';

/** An open order for a method that pays here (the server continues a valid one). */
export interface OpenedOrder {
  orderNo: string;
  amount: number;
  feeStatus: FeeCode;
  /** The provider's signed pay parameters for the method (opaque). */
  payString: string;
  /** H5: the provider's cashier URL. */
  h5Url: string | null;
  reused: boolean;
}

/** An order as the server sees it after asking the payment platform. */
export interface OrderState {
  orderNo: string;
  registrationId: string;
  status: 'pending' | 'paid' | 'closed';
  feeStatus: FeeCode;
}

/** A file to upload: a browser File in practice. */
export type UploadFile = Blob & { readonly name: string };

/**
 * A file's upload progress 0..100; `retryInSeconds` > 0 while a refused upload (too many at once)
 * waits to be sent again by itself, 0 or absent while it is being sent (issue 35).
 */
export type UploadProgressReport = (file: UploadFile, percent: number, retryInSeconds?: number) => void;

/** 我的报名's server side: registrations, orders and vouchers. */
export const ApplicationsGateway = Symbol.for('ApplicationsGateway');
export interface ApplicationsGateway {
  list(): Promise<Application[]>;
  rejectReason(registrationId: string): Promise<string | null>;
  /** The fee and latest order of a registration (judgePay). */
  payState(registrationId: string): Promise<{ feeStatus: FeeCode; orderNo: string | null }>;
  openOrder(registrationId: string, tradeType: TradeType, idempotencyKey: string): Promise<OpenedOrder>;
  queryOrder(orderNo: string): Promise<OrderState>;
  /** Uploads files (photos compressed first), each with its progress 0..100. */
  uploadFiles(files: UploadFile[], onProgress: UploadProgressReport): Promise<ApplicationFile[]>;
  submitVoucher(
    registrationId: string,
    files: ApplicationFile[],
    idempotencyKey: string,
  ): Promise<{ voucherStatus: VoucherCode; feeStatus: FeeCode }>;
  /** Revokes the session on the server. */
  logout(): Promise<void>;
  /** 报名后摇号: 确认入学 or 放弃 a won / offered place (issue 37). */
  answerSeat?(registrationId: string, answer: 'confirm' | 'decline'): Promise<void>;
}
