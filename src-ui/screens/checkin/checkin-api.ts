import { inject, injectable } from 'inversify';
import { HttpPort, type HttpRequest } from '@domain/ports/http';
import type { UserInfo } from '@domain/rules/user-info';

const SC = '/sc-mobile-api/api/mobile/welcome/';
const WM = '/welcome-manage-api/api/mobile/welcome/';

export interface ReportResult {
  welcomeId: string;
  token: string;
  userInfo: Partial<UserInfo>;
}

export interface Enrollment {
  name: string;
  schoolName: string;
  studentNo: string;
  majorName: string;
  className: string;
  dormitory: string;
  reported: boolean;
  confirmed: boolean;
  photoUploaded: boolean;
  /** 0 待审核, 1 审核通过, 2 已驳回 (brief section 4), null without a photo. */
  photoReviewStatus: 0 | 1 | 2 | null;
  photoRejectReason: string | null;
  photoUrl: string | null;
  arrived: boolean;
}

export interface Attachment {
  name: string;
  size: number;
  url: string;
}

export interface RichDocument {
  title: string;
  content: string;
  attachments: Attachment[];
}

export interface VerifyStep {
  name: string;
  description: string;
  done: boolean;
}

export interface VerifyProcess {
  steps: VerifyStep[];
  pass: { token: string; expiresAt: string } | null;
}

type Call = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/** The check-in calls of spec section 7 ("Welcome / check-in" and "Welcome management"). */
@injectable('Transient')
export class CheckinApi {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  async #get<T>(url: string, data?: unknown, opts: Call = {}): Promise<T> {
    return (await this.#http.request<T>({ method: 'GET', url, data, ...opts })).data;
  }
  async #post<T>(url: string, data?: unknown, opts: Call = {}): Promise<T> {
    return (await this.#http.request<T>({ method: 'POST', url, data, ...opts })).data;
  }

  report(p: { name: string; idNumber: string; ticketNo?: string }): Promise<ReportResult> {
    // The page renders the refusal itself (unknown student, wrong school, rate limit).
    return this.#post(SC + 'report', p, { notToken: true, silent: true });
  }
  queryEnroll(): Promise<Enrollment> {
    return this.#post(SC + 'queryEnroll', {}, { silent: true });
  }
  document(): Promise<RichDocument> {
    return this.#get(SC + 'getdocument', undefined, { silent: true });
  }
  moreMessage(): Promise<RichDocument> {
    return this.#get(SC + 'moreMessage', undefined, { silent: true });
  }
  verifyProcess(): Promise<VerifyProcess> {
    return this.#post(WM + 'config/queryVerifyProcess', {}, { silent: true });
  }
}
