import {
  decisionBlock,
  decisionBlocked,
  faceState,
  feeState,
  orderRowActions,
  photoRowActions,
  type RegistrationFacts,
  resultPublished,
  REVIEW_CODE,
  reviewState,
  staffRegistrationActions,
  voucherRowActions,
  voucherState,
} from '@domain/journeys';
import type { DataRequestStatus } from '@domain/privacy/data-request';
import type { Paging, StaffDataRequest, StaffGateway } from '@domain/staff/gateway';
import type {
  AuditRow,
  BulkResult,
  DownloadedFile,
  Moved,
  OrderRow,
  OutboxRow,
  OutboxStatus,
  Page,
  PhotoRow,
  PlanSummary,
  RegistrationDetail,
  RegistrationRow,
  RegistrationSort,
  ReviewFilter,
  StaffMe,
  StaffRole,
  TimeSort,
  VoucherRow,
} from '@domain/staff/types';

const REVIEW: Record<ReviewFilter, number> = { pending: 0, approved: 1, rejected: 2 };

export function row(id: string, over: Partial<RegistrationRow> = {}): RegistrationRow {
  return {
    id,
    regNo: `2026${id.replace(/\D/g, '').padStart(5, '0').slice(-5)}`,
    planId: 'p1',
    planName: '2026级新生报名',
    name: `学生${id}`,
    idNumber: '110101********1234',
    phone: '138****1111',
    major: '计算机应用',
    reviewStatus: 0,
    reviewText: '待审核',
    rejectReason: null,
    feeStatus: 1,
    feeText: '未缴费',
    voucherStatus: null,
    admissionStatus: 1,
    admissionText: '待录取',
    amount: 10000,
    createdAt: '2026-06-01T02:00:00.000Z',
    updatedAt: '2026-06-01T02:00:00.000Z',
    ...over,
  };
}

/**
 * A row as the server sends it to `role` (issue 23): what that role may do now (journeys
 * staffRegistrationActions) and why no decision can be taken (decisionBlocked), unless the test set
 * `actions` / `blocked` on the row itself.
 */
export function asServed(r: RegistrationRow, role: StaffRole, published: boolean): RegistrationRow {
  const f = factsOfRow(r, published);
  return {
    ...r,
    actions: r.actions ?? staffRegistrationActions(f, role),
    blocked: r.blocked !== undefined ? r.blocked : decisionBlocked(f),
  };
}

/** The facts the journeys read from a row's stored codes (the server's factsOf). */
const factsOfRow = (
  r: Pick<RegistrationRow, 'reviewStatus' | 'feeStatus' | 'voucherStatus' | 'admissionStatus' | 'amount'>,
  published: boolean,
): RegistrationFacts => ({
  review: reviewState(r.reviewStatus),
  fee: feeState(r.feeStatus),
  voucher: voucherState(r.voucherStatus),
  admissionCode: r.admissionStatus,
  published,
  amount: r.amount,
  payAtRegistration: false,
  offlinePayment: true,
});

/** An order row's fee as a registration's facts (审核通过, no voucher, no decision). */
const orderFacts = (o: OrderRow): RegistrationFacts =>
  factsOfRow(
    { reviewStatus: 1, feeStatus: o.feeStatus, voucherStatus: null, admissionStatus: 1, amount: o.amount },
    false,
  );

const failure = (msg: string, code = 400) => ({ kind: 'server' as const, code, msg });
const paged = <T>(all: T[], p: Paging): Page<T> => {
  const size = p.pageSize ?? 20;
  const page = p.page ?? 1;
  return { total: all.length, rows: all.slice((page - 1) * size, page * size) };
};

/** An in-memory workspace for view-model tests: the calls it got and the state they changed. */
export class FakeStaffGateway implements StaffGateway {
  calls: { name: string; args: unknown[] }[] = [];
  token: string | null = null;
  password = 'Init-1234';
  me_: StaffMe = {
    id: 's1',
    orgId: 'org-a',
    name: '王老师',
    phone: '13800000001',
    role: 'admissions',
    mustChangePassword: true,
  };
  plans_: PlanSummary[] = [
    {
      id: 'p1',
      name: '2026级新生报名',
      batch: '第一批',
      resultsPublishAt: null,
      resultsPublished: true,
      counts: { pending: 0, approved: 0, rejected: 0, admitted: 0 },
    },
  ];
  regs: RegistrationRow[] = [];
  /** The server's clock, by which publication is judged. */
  now = () => new Date('2026-06-10T00:00:00Z');
  /** The network is gone (me() fails as a network failure). */
  offline = false;
  savedMe: StaffMe | null = null;
  templates = ['照片不清晰', '信息填写不完整'];
  photos_: PhotoRow[] = [];
  /** 凭证审核: a row's actions set by a test (else computed for the role, as the server does). */
  voucherActions_: Record<string, VoucherRow['actions']> = {};
  orders_: OrderRow[] = [];
  outbox_: OutboxRow[] = [];
  privacy_: StaffDataRequest[] = [];
  /** Makes the next call of this name fail with this message. */
  failNext: Record<string, string> = {};

  #rec(name: string, ...args: unknown[]) {
    this.calls.push({ name, args });
    const f = this.failNext[name];
    if (f) {
      delete this.failNext[name];
      throw failure(f);
    }
  }
  #reg(id: string) {
    const r = this.regs.find((x) => x.id === id);
    if (!r) throw failure('报名记录不存在', 404);
    return r;
  }
  /** The row as the server sends it to the signed-in role (asServed). */
  #shown(r: RegistrationRow): RegistrationRow {
    return asServed(r, this.me_.role, this.plans_.find((p) => p.id === r.planId)?.resultsPublished ?? false);
  }
  #moved(r: RegistrationRow): Moved {
    // A move changes the state: actions a test set on the row no longer hold.
    delete r.actions;
    delete r.blocked;
    return {
      id: r.id,
      reviewStatus: r.reviewStatus,
      feeStatus: r.feeStatus,
      admissionStatus: r.admissionStatus,
      voucherStatus: r.voucherStatus,
      actions: this.#shown(r).actions,
    };
  }

  hasSession() {
    return this.token !== null;
  }
  lastMe() {
    return this.token ? this.savedMe : null;
  }

  async login(input: { orgId: string; phone: string; password: string }) {
    this.#rec('login', input);
    if (input.password !== this.password) throw failure('手机号或密码错误');
    this.token = 't';
    return { mustChangePassword: this.me_.mustChangePassword };
  }
  async me() {
    this.#rec('me');
    if (this.offline) throw { kind: 'network', msg: '网络错误，请检查网络后重试' };
    if (!this.token) throw failure('登录已失效，请重新登录', 401);
    this.savedMe = { ...this.me_ };
    return { ...this.me_ };
  }
  async changePassword(oldPassword: string, newPassword: string) {
    this.#rec('changePassword', oldPassword, newPassword);
    if (oldPassword !== this.password) throw failure('原密码错误');
    this.password = newPassword;
    this.me_.mustChangePassword = false;
  }
  async logout() {
    this.#rec('logout');
    this.token = null;
  }
  async plans() {
    this.#rec('plans');
    return this.plans_;
  }
  async publishResults(planId: string, publishAt: string | null) {
    this.#rec('publishResults', planId, publishAt);
    const resultsPublishAt = (publishAt === null ? this.now() : new Date(publishAt)).toISOString();
    const resultsPublished = resultPublished(new Date(resultsPublishAt), this.now());
    this.plans_ = this.plans_.map((p) =>
      p.id === planId ? { ...p, resultsPublishAt, resultsPublished } : p,
    );
    return { planId, resultsPublishAt, resultsPublished };
  }
  /** The school's letter as the fake's tests set it ({姓名} and {计划} filled). */
  letterWording = { title: '录取通知书', body: '{姓名}同学：恭喜你被我校{计划}录取。' };
  async letterPreview(registrationId: string) {
    this.#rec('letterPreview', registrationId);
    const r = this.regs.find((x) => x.id === registrationId);
    if (!r) throw new Error('报名记录不存在');
    if (r.admissionStatus !== 3) throw new Error('只有已录取的报名有录取通知书，请先录取');
    const fill = (t: string) => t.replaceAll('{姓名}', r.name).replaceAll('{计划}', r.planName);
    return {
      registrationId,
      name: r.name,
      planName: r.planName,
      title: fill(this.letterWording.title),
      body: fill(this.letterWording.body),
      schoolName: '示范中学',
    };
  }
  async registrations(
    q: { planId?: string; review?: ReviewFilter; q?: string; sort?: RegistrationSort } & Paging,
  ) {
    this.#rec('registrations', q);
    const scope = this.regs.filter(
      (r) => (!q.planId || r.planId === q.planId) && (!q.q || r.name.includes(q.q) || r.phone.includes(q.q)),
    );
    const all = scope
      .filter((r) => !q.review || r.reviewStatus === REVIEW[q.review])
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) * (q.sort === 'submittedAsc' ? 1 : -1));
    const count = (f: ReviewFilter) => scope.filter((r) => r.reviewStatus === REVIEW[f]).length;
    const counts = { pending: count('pending'), approved: count('approved'), rejected: count('rejected') };
    return {
      ...paged(
        all.map((r) => this.#shown(r)),
        q,
      ),
      counts,
    };
  }
  async registration(id: string, unmask = false): Promise<RegistrationDetail> {
    this.#rec('registration', id, unmask);
    const r = this.#shown(this.#reg(id));
    return {
      ...r,
      idNumber: unmask ? '110101200801011234' : r.idNumber,
      fields: [
        { prop: 'name', label: '姓名', type: 'input', text: r.name, files: [], signature: null },
        {
          prop: 'photo',
          label: '证件照',
          type: 'upload',
          text: '',
          files: [{ fileId: 'f1', name: 'photo.jpg', url: '/fileapi/f1.jpg' }],
          signature: null,
        },
        {
          prop: 'sign',
          label: '家长签名',
          type: 'signature',
          text: '',
          files: [],
          signature: 'data:image/png;base64,iVBORw0KGgo=',
        },
      ],
      voucherFiles: [],
      voucherReason: null,
      order: null,
    };
  }
  async approve(id: string) {
    this.#rec('approve', id);
    const r = this.#reg(id);
    if (r.reviewStatus !== REVIEW_CODE.pending) throw failure('当前状态（审核通过）不能进行此操作');
    r.reviewStatus = 1;
    return this.#moved(r);
  }
  async reject(id: string, reason: string) {
    this.#rec('reject', id, reason);
    const r = this.#reg(id);
    r.reviewStatus = 2;
    r.rejectReason = reason;
    return this.#moved(r);
  }
  async bulkApprove(q: { planId: string; registrationIds?: string[]; dryRun: boolean }): Promise<BulkResult> {
    this.#rec('bulkApprove', q);
    const pool = q.registrationIds
      ? q.registrationIds.map((id) => this.#reg(id))
      : this.regs.filter((r) => r.planId === q.planId && r.reviewStatus === REVIEW_CODE.pending);
    const ok = pool.filter((r) => r.reviewStatus === REVIEW_CODE.pending);
    const skipped = pool
      .filter((r) => r.reviewStatus !== REVIEW_CODE.pending)
      .map((r) => ({ id: r.id, name: r.name, reason: '当前状态（审核通过）不能进行此操作' }));
    if (!q.dryRun)
      for (const r of ok) {
        r.reviewStatus = REVIEW_CODE.approved;
        delete r.actions;
      }
    const decided = ok.map((r) => ({ id: r.id, name: r.name }));
    return { count: ok.length, approvedIds: ok.map((r) => r.id), decided, skipped, dryRun: q.dryRun };
  }
  async rejectTemplates() {
    this.#rec('rejectTemplates');
    return this.templates;
  }
  async saveRejectTemplates(t: string[]) {
    this.#rec('saveRejectTemplates', t);
    this.templates = t;
    return t;
  }
  async vouchers(q: { status: ReviewFilter; sort?: TimeSort } & Paging) {
    this.#rec('vouchers', q);
    const code = REVIEW[q.status];
    const by = (a: RegistrationRow, b: RegistrationRow) =>
      (q.sort === 'timeDesc' ? -1 : 1) * a.updatedAt.localeCompare(b.updatedAt);
    const counts = {
      pending: this.regs.filter((r) => r.voucherStatus === REVIEW.pending).length,
      approved: this.regs.filter((r) => r.voucherStatus === REVIEW.approved).length,
      rejected: this.regs.filter((r) => r.voucherStatus === REVIEW.rejected).length,
    };
    const page = paged(
      this.regs
        .filter((r) => r.voucherStatus === code)
        .sort(by)
        .map((r) => ({
          registrationId: r.id,
          planName: r.planName,
          name: r.name,
          amount: r.amount,
          voucherStatus: r.voucherStatus,
          voucherText: '审核中',
          voucherReason: null,
          feeStatus: r.feeStatus,
          files: [{ fileId: `v${r.id}`, name: 'voucher.jpg', url: `/fileapi/v${r.id}.jpg` }],
          updatedAt: r.updatedAt,
          // As the server sends it to the signed-in role, unless the test set the registration's own.
          actions: this.voucherActions_[r.id] ?? voucherRowActions(factsOfRow(r, false), this.me_.role),
        })),
      q,
    );
    return { ...page, counts };
  }
  async reviewVoucher(id: string, approve: boolean, reason?: string) {
    this.#rec('reviewVoucher', id, approve, reason);
    const r = this.#reg(id);
    delete this.voucherActions_[id];
    r.voucherStatus = approve ? 1 : 2;
    if (approve) r.feeStatus = 3;
    return this.#moved(r);
  }
  async photos(q: { status: ReviewFilter } & Paging) {
    this.#rec('photos', q);
    const n = (code: number) => this.photos_.filter((p) => p.photoStatus === code).length;
    const page = paged(
      this.photos_
        .filter((p) => p.photoStatus === REVIEW[q.status])
        .map((p) => ({
          ...p,
          actions: p.actions ?? photoRowActions(faceState(true, p.photoStatus), this.me_.role),
        })),
      q,
    );
    return { ...page, counts: { pending: n(0), approved: n(1), rejected: n(2) } };
  }
  async reviewPhoto(welcomeId: string, approve: boolean, reason?: string) {
    this.#rec('reviewPhoto', welcomeId, approve, reason);
    const p = this.photos_.find((x) => x.welcomeId === welcomeId)!;
    p.photoStatus = approve ? 1 : 2;
    p.rejectReason = approve ? null : (reason ?? null);
    delete p.actions;
    const actions = photoRowActions(faceState(true, p.photoStatus), this.me_.role);
    return { welcomeId, photoStatus: p.photoStatus, rejectReason: p.rejectReason, actions };
  }
  async admit(id: string, status: 2 | 3 | 4) {
    this.#rec('admit', id, status);
    const r = this.#reg(id);
    const block = decisionBlock(r);
    if (block) throw failure(block, 422);
    r.admissionStatus = status;
    return this.#moved(r);
  }
  async undoAdmission(id: string) {
    this.#rec('undoAdmission', id);
    const r = this.#reg(id);
    r.admissionStatus = 1;
    return this.#moved(r);
  }
  async revokeAdmission(id: string, reason: string) {
    this.#rec('revokeAdmission', id, reason);
    const r = this.#reg(id);
    r.admissionStatus = 5;
    r.admissionReason = reason;
    return this.#moved(r);
  }
  /** The journey's rule, as the server applies it: the blocked are skipped with the reason. */
  async bulkAdmit(q: { planId: string; registrationIds: string[]; status: 2 | 3 | 4; dryRun: boolean }) {
    this.#rec('bulkAdmit', q);
    const pool = q.registrationIds.map((id) => this.#reg(id));
    const skipped = pool.flatMap((r) => {
      const reason = decisionBlock(r);
      return reason ? [{ id: r.id, name: r.name, reason }] : [];
    });
    const ok = pool.filter((r) => !decisionBlock(r));
    if (!q.dryRun)
      for (const r of ok) {
        r.admissionStatus = q.status;
        delete r.actions;
      }
    return {
      count: ok.length,
      decided: ok.map((r) => ({ id: r.id, name: r.name })),
      skipped,
      dryRun: q.dryRun,
    };
  }
  async orders(q: { feeStatus?: number; sort?: TimeSort } & Paging) {
    this.#rec('orders', q);
    const sign = q.sort === 'timeAsc' ? 1 : -1;
    const by = (a: OrderRow, b: OrderRow) =>
      !a.paidAt || !b.paidAt ? (a.paidAt ? -1 : b.paidAt ? 1 : 0) : sign * a.paidAt.localeCompare(b.paidAt);
    const states = [...new Set(this.orders_.map((o) => o.feeStatus))];
    const counts = states.map((feeStatus) => ({
      feeStatus,
      count: this.orders_.filter((o) => o.feeStatus === feeStatus).length,
    }));
    const page = paged(
      this.orders_
        .filter((o) => !q.feeStatus || o.feeStatus === q.feeStatus)
        .sort(by)
        .map((o) => ({ ...o, actions: o.actions ?? orderRowActions(orderFacts(o), this.me_.role) })),
      q,
    );
    return { ...page, counts };
  }
  async markPaid(id: string, reason: string) {
    this.#rec('markPaid', id, reason);
    const o = this.orders_.find((x) => x.registrationId === id)!;
    o.feeStatus = 3;
    delete o.actions;
    const actions = staffRegistrationActions(orderFacts(o), this.me_.role);
    return { id, reviewStatus: 1, feeStatus: 3, admissionStatus: 1, voucherStatus: null, actions };
  }
  async refund(id: string, reason: string) {
    this.#rec('refund', id, reason);
    const o = this.orders_.find((x) => x.registrationId === id)!;
    o.feeStatus = 4;
    delete o.actions;
    const actions = staffRegistrationActions(orderFacts(o), this.me_.role);
    return { id, reviewStatus: 1, feeStatus: 4, admissionStatus: 1, voucherStatus: null, actions };
  }
  async exportXlsx(planId: string, unmask = false): Promise<DownloadedFile> {
    this.#rec('exportXlsx', planId, unmask);
    return { filename: '报名数据.xlsx', blob: new Blob(['x']) };
  }
  async exportAttachments(planId: string): Promise<DownloadedFile> {
    this.#rec('exportAttachments', planId);
    return { filename: '报名附件.zip', blob: new Blob(['z']) };
  }
  async outbox(q: { status?: OutboxStatus } & Paging) {
    this.#rec('outbox', q);
    return paged(
      this.outbox_.filter((o) => !q.status || o.status === q.status),
      q,
    );
  }
  async resend(id: string) {
    this.#rec('resend', id);
    const o = this.outbox_.find((x) => x.id === id)!;
    Object.assign(o, { status: 'sent', statusText: '已发送', attempts: o.attempts + 1 });
    return { ...o };
  }
  async privacyRequests(status?: DataRequestStatus) {
    this.#rec('privacyRequests', status);
    return this.privacy_.filter((r) => status === undefined || r.status === status).map((r) => ({ ...r }));
  }
  async decidePrivacy(input: { requestId: string; approve: boolean; reason?: string }) {
    this.#rec('decidePrivacy', input);
    const r = this.privacy_.find((x) => x.id === input.requestId)!;
    Object.assign(r, {
      status: input.approve ? 1 : 2,
      statusText: input.approve ? '已删除' : '未通过',
      decisionReason: input.reason ?? null,
    });
    return { ...r };
  }
  async audit(q: { action?: string } & Paging): Promise<Page<AuditRow>> {
    this.#rec('audit', q);
    return { total: 0, rows: [] };
  }
  async exportAudit(): Promise<DownloadedFile> {
    this.#rec('exportAudit');
    return { filename: 'audit.csv', blob: new Blob(['a']) };
  }
  named(name: string) {
    return this.calls.filter((c) => c.name === name);
  }
}
