import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { injectable } from 'inversify';
import { staffPaths } from '@contract/api/staff';
import type * as W from '@contract/staff-work';
import type * as PV from '@contract/privacy';
import type * as S from '@contract/staff';
import type { HttpFailure } from '@domain/ports/http';
import type { DataRequestStatus } from '@domain/privacy/data-request';
import type { DataRequestView } from '@domain/ports/privacy-gateway';
import type { Paging, StaffDataRequest, StaffGateway } from '@domain/staff/gateway';
import type {
  DownloadedFile,
  OutboxStatus,
  RegistrationSort,
  ReviewFilter,
  StaffMe,
} from '@domain/staff/types';
import type { z } from 'zod';

/** contract/privacy.ts's staff paths (the school decides deletion requests). */
const STAFF_PRIVACY_PATHS = {
  list: '/staff-api/privacy/requests',
  decide: '/staff-api/privacy/decide',
} as const satisfies typeof PV.STAFF_PRIVACY_PATHS;

/** The paths of contract/staff-work.ts, written here so the bundle does not pull zod in. */
const P = {
  plans: '/staff-api/plans/list',
  publishResults: '/staff-api/plans/publish-results',
  registrations: '/staff-api/registrations/list',
  registration: '/staff-api/registrations/detail',
  approve: '/staff-api/registrations/approve',
  reject: '/staff-api/registrations/reject',
  bulkApprove: '/staff-api/registrations/bulk-approve',
  rejectTemplates: '/staff-api/reject-templates/list',
  saveRejectTemplates: '/staff-api/reject-templates/save',
  vouchers: '/staff-api/vouchers/list',
  reviewVoucher: '/staff-api/vouchers/review',
  photos: '/staff-api/photos/list',
  reviewPhoto: '/staff-api/photos/review',
  admit: '/staff-api/admissions/decide',
  bulkAdmit: '/staff-api/admissions/bulk',
  orders: '/staff-api/orders/list',
  markPaid: '/staff-api/orders/mark-paid',
  refund: '/staff-api/orders/refund',
  exportXlsx: '/staff-api/exports/xlsx',
  exportAttachments: '/staff-api/exports/attachments',
  outbox: '/staff-api/outbox/list',
  resend: '/staff-api/outbox/resend',
  undoAdmission: '/staff-api/admissions/undo',
  revokeAdmission: '/staff-api/admissions/revoke',
  letterPreview: '/staff-api/admissions/letter-preview',
} as const satisfies Omit<typeof W.staffWorkPaths, 'devOutbox'>;

type Res<E extends { response: z.ZodType }> = z.output<E['response']>;

export const STAFF_TOKEN_KEY = 'zs:staff-token';
/** Who the server last said this tab's session is (for a desk that starts again with no network). */
export const STAFF_ME_KEY = 'zs:staff-me';
const OK_CODES = new Set([0, 200, 201]);

/** Where the staff session token lives: this tab only (the server also limits idle and total time). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function sessionTokenStore(key = STAFF_TOKEN_KEY): TokenStore {
  return {
    get: () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (t) => {
      try {
        if (t) sessionStorage.setItem(key, t);
        else sessionStorage.removeItem(key);
      } catch {
        /* no storage: the session lasts for this page */
      }
    },
  };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

const failure = (f: HttpFailure) => f;

/** The staff workspace API over axios: bearer session, POST JSON, the `{code,msg,data,success}` envelope. */
@injectable('Singleton')
export class StaffApiGateway implements StaffGateway {
  readonly #http: AxiosInstance;
  readonly #tokens: TokenStore;
  readonly #lastMe: TokenStore;
  /** Called when the server says the session is gone (401): the shell goes to 登录. */
  onSignedOut: () => void = () => {};

  constructor(
    baseURL = '',
    tokens: TokenStore = sessionTokenStore(),
    lastMe: TokenStore = sessionTokenStore(STAFF_ME_KEY),
  ) {
    this.#http = axios.create({ baseURL, timeout: 60_000 });
    this.#tokens = tokens;
    this.#lastMe = lastMe;
  }

  hasSession(): boolean {
    return !!this.#tokens.get();
  }

  lastMe(): StaffMe | null {
    if (!this.hasSession()) return null;
    try {
      return JSON.parse(this.#lastMe.get() ?? 'null') as StaffMe | null;
    } catch {
      return null;
    }
  }

  #headers(): Record<string, string> {
    const t = this.#tokens.get();
    return t ? { Authorization: `Bearer ${t}` } : {};
  }

  #fail(code: number | undefined, status: number | undefined, msg: string): HttpFailure {
    if (code === 401 || status === 401) {
      this.#tokens.set(null);
      this.#lastMe.set(null);
      this.onSignedOut();
    }
    return code !== undefined
      ? failure({ kind: 'server', code, status, msg })
      : failure({ kind: 'http', status, msg });
  }

  async #post<T>(path: string, body: unknown = {}): Promise<T> {
    let env: Envelope<T>;
    try {
      // A FormData body goes as multipart (axios sets the boundary).
      const r = await this.#http.post<Envelope<T>>(path, body, { headers: this.#headers() });
      env = r.data;
    } catch (e) {
      if (isAxiosError(e) && e.response) {
        const d = e.response.data as Partial<Envelope<unknown>> | undefined;
        throw this.#fail(
          typeof d?.code === 'number' ? d.code : undefined,
          e.response.status,
          typeof d?.msg === 'string' && d.msg ? d.msg : '服务异常，请稍后重试',
        );
      }
      throw failure({ kind: 'network', msg: '网络错误，请检查网络后重试' });
    }
    if (!env || typeof env !== 'object' || !OK_CODES.has(env.code)) {
      throw this.#fail(env?.code, 200, env?.msg || '服务异常，请稍后重试');
    }
    return env.data;
  }

  async #download(path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
    try {
      const r = await this.#http.post<Blob>(path, body, { headers: this.#headers(), responseType: 'blob' });
      const type = String(r.headers['content-type'] ?? '');
      if (type.includes('application/json')) {
        const env = JSON.parse(await (r.data as Blob).text()) as Envelope<unknown>;
        throw this.#fail(env.code, r.status, env.msg || '导出失败');
      }
      return {
        filename: filenameOf(String(r.headers['content-disposition'] ?? '')) ?? fallbackName,
        blob: r.data,
      };
    } catch (e) {
      if (isAxiosError(e)) {
        if (!e.response) throw failure({ kind: 'network', msg: '网络错误，请检查网络后重试' });
        let env: Partial<Envelope<unknown>> = {};
        try {
          env = JSON.parse(await (e.response.data as Blob).text()) as Envelope<unknown>;
        } catch {
          /* not an envelope */
        }
        throw this.#fail(env.code, e.response.status, env.msg || '导出失败');
      }
      throw e;
    }
  }

  /** One multipart file (field `file`) with this session and envelope (学校设置's uploads). */
  upload<T>(path: string, file: Blob, name: string): Promise<T> {
    const form = new FormData();
    form.append('file', file, name);
    return this.#post<T>(path, form);
  }

  /** One file download with this session, for the other staff-side adapters (活动管理). */
  download(path: string, body: object, fallbackName: string): Promise<DownloadedFile> {
    return this.#download(path, body, fallbackName);
  }

  /** A public GET in the same envelope (the region tree the form designer's preview picks from). */
  async publicGet<T>(path: string): Promise<T> {
    let env: Envelope<T> | undefined;
    try {
      env = (await this.#http.get<Envelope<T>>(path)).data;
    } catch {
      throw failure({ kind: 'network', msg: '网络错误，请检查网络后重试' });
    }
    if (!env || typeof env !== 'object' || !OK_CODES.has(env.code))
      throw this.#fail(env?.code, 200, env?.msg || '服务异常，请稍后重试');
    return env.data;
  }

  /** One call with this session and envelope, for the other staff-side adapters (the desk). */
  call<T>(path: string, body: object = {}): Promise<T> {
    return this.#post<T>(path, body);
  }

  async login(input: { orgId: string; phone: string; password: string }) {
    const r = await this.#post<Res<typeof S.login>>(staffPaths.login, input);
    this.#tokens.set(r.token);
    return { mustChangePassword: r.mustChangePassword };
  }
  async me() {
    const me = await this.#post<Res<typeof S.me>>(staffPaths.me);
    this.#lastMe.set(JSON.stringify(me));
    return me;
  }
  async changePassword(oldPassword: string, newPassword: string) {
    await this.#post(staffPaths.changePassword, { oldPassword, newPassword });
  }
  async logout() {
    try {
      if (this.hasSession()) await this.#post(staffPaths.logout);
    } finally {
      this.#tokens.set(null);
      this.#lastMe.set(null);
    }
  }

  plans() {
    return this.#post<Res<typeof W.plans>>(P.plans);
  }
  publishResults(planId: string, publishAt: string | null) {
    return this.#post<Res<typeof W.publishResults>>(
      P.publishResults,
      publishAt === null ? { planId, now: true } : { planId, publishAt },
    );
  }
  letterPreview(registrationId: string) {
    return this.#post<Res<typeof W.letterPreview>>(P.letterPreview, { registrationId });
  }
  registrations(
    q: {
      planId?: string;
      review?: ReviewFilter;
      q?: string;
      sort?: RegistrationSort;
      unmask?: boolean;
    } & Paging,
  ) {
    return this.#post<Res<typeof W.registrations>>(P.registrations, q);
  }
  registration(registrationId: string, unmask = false) {
    return this.#post<Res<typeof W.registration>>(P.registration, { registrationId, unmask });
  }
  approve(registrationId: string) {
    return this.#post<Res<typeof W.approve>>(P.approve, { registrationId });
  }
  reject(registrationId: string, reason: string) {
    return this.#post<Res<typeof W.reject>>(P.reject, { registrationId, reason });
  }
  bulkApprove(q: { planId: string; registrationIds?: string[]; dryRun: boolean }) {
    return this.#post<Res<typeof W.bulkApprove>>(P.bulkApprove, q);
  }
  rejectTemplates() {
    return this.#post<Res<typeof W.rejectTemplates>>(P.rejectTemplates);
  }
  saveRejectTemplates(templates: string[]) {
    return this.#post<Res<typeof W.saveRejectTemplates>>(P.saveRejectTemplates, { templates });
  }
  vouchers(q: { planId?: string; status: ReviewFilter } & Paging) {
    return this.#post<Res<typeof W.vouchers>>(P.vouchers, q);
  }
  reviewVoucher(registrationId: string, approve: boolean, reason?: string) {
    return this.#post<Res<typeof W.reviewVoucher>>(P.reviewVoucher, { registrationId, approve, reason });
  }
  photos(q: { status: ReviewFilter } & Paging) {
    return this.#post<Res<typeof W.photos>>(P.photos, q);
  }
  reviewPhoto(welcomeId: string, approve: boolean, reason?: string) {
    return this.#post<Res<typeof W.reviewPhoto>>(P.reviewPhoto, { welcomeId, approve, reason });
  }
  admit(registrationId: string, status: 2 | 3 | 4) {
    return this.#post<Res<typeof W.admit>>(P.admit, { registrationId, status });
  }
  undoAdmission(registrationId: string) {
    return this.#post<Res<typeof W.undoAdmission>>(P.undoAdmission, { registrationId });
  }
  revokeAdmission(registrationId: string, reason: string) {
    return this.#post<Res<typeof W.revokeAdmission>>(P.revokeAdmission, { registrationId, reason });
  }
  bulkAdmit(q: { planId: string; registrationIds: string[]; status: 2 | 3 | 4; dryRun: boolean }) {
    return this.#post<Res<typeof W.bulkAdmit>>(P.bulkAdmit, q);
  }
  orders(q: { planId?: string; feeStatus?: number } & Paging) {
    return this.#post<Res<typeof W.orders>>(P.orders, q);
  }
  markPaid(registrationId: string, reason: string) {
    return this.#post<Res<typeof W.markPaid>>(P.markPaid, { registrationId, reason });
  }
  refund(registrationId: string, reason: string) {
    return this.#post<Res<typeof W.refund>>(P.refund, { registrationId, reason });
  }
  exportXlsx(planId: string, unmask = false) {
    return this.#download(P.exportXlsx, { planId, unmask }, `报名数据-${planId}.xlsx`);
  }
  exportAttachments(planId: string) {
    return this.#download(P.exportAttachments, { planId }, `报名附件-${planId}.zip`);
  }
  privacyRequests(status?: DataRequestStatus) {
    return this.#post<StaffDataRequest[]>(STAFF_PRIVACY_PATHS.list, status === undefined ? {} : { status });
  }
  decidePrivacy(input: { requestId: string; approve: boolean; reason?: string }) {
    return this.#post<DataRequestView>(STAFF_PRIVACY_PATHS.decide, input);
  }

  outbox(q: { status?: OutboxStatus } & Paging) {
    return this.#post<Res<typeof W.outbox>>(P.outbox, q);
  }
  resend(id: string) {
    return this.#post<Res<typeof W.resend>>(P.resend, { id });
  }
  audit(q: { action?: string; page?: number; pageSize?: number }) {
    return this.#post<Res<typeof S.listAudit>>(staffPaths.listAudit, q);
  }
  exportAudit() {
    return this.#download(staffPaths.exportAudit, {}, 'audit.csv');
  }
}

/** `attachment; filename*=UTF-8''%E6%8A%A5.xlsx` or `filename="a.xlsx"` → the name. */
export function filenameOf(disposition: string): string | null {
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
