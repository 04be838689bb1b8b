import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { type Application, ApplicationsGateway, type UploadFile } from '@domain/ports/applications-gateway';
import { PlatformBridge } from '@domain/ports/platform';
import { Navigation } from '@domain/ports/navigation';
import { type PaymentMethod, PaymentPort } from '@domain/ports/payment';
import { PAY_RETURN_PARAM } from '@domain/payment/payment';
import {
  CONTINUE_IN_WECHAT,
  type ContinueInWechat,
  isPayChoice,
  type PayChoices,
  payChoices,
} from '@domain/payment/pay-choices';
import { hostProfileOf } from '@domain/shell/runtime';
import { settlePaymentReturn } from '@domain/use-cases/payment/settle-payment-return';
import { startPayment } from '@domain/use-cases/payment/start-payment';
import { uploadVoucher } from '@domain/use-cases/payment/upload-voucher';
import { Session } from '@domain/ports/session';
import { fee, FEE_CODE, type FeeAction, feeState, isPaidOrLater, REVIEW_CODE } from '@domain/journeys';
import { newIdempotencyKey } from '../shared/idempotency';
import { applicantBindUrl, applicantLoginUrl, needsLogin } from '../shared/login';
import { failureText } from '../shared/paged-list';
import type { LoadStatus } from '@ui/kit/load-state/load-state';

/** The fee journey's pay actions (去缴费 / 继续支付 / 重新支付). */
const PAY_ACTIONS: readonly FeeAction[] = ['pay', 'continuePay', 'payAgain'];

/** judgePay polling after coming back from paying: backoff, then the user refreshes by hand. */
export const PAY_POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 13000, 20000, 30000];

/** The URL query fields of the page (before the hash and inside it): the tempData base. */
export function pageQuery(href: string): Record<string, string> {
  const out: Record<string, string> = {};
  const [beforeHash, hash = ''] = href.split('#', 2);
  const parts = [beforeHash!.split('?')[1] ?? '', hash.split('?')[1] ?? ''];
  for (const p of parts) new URLSearchParams(p).forEach((v, k) => (out[k] = v));
  return out;
}

/** My applications: status timelines, the next action, payment per runtime and vouchers. */
@injectable('Transient')
export class ApplyListVm {
  items: Application[] = [];
  /** The list's load (kit/load-state): a refresh keeps the rows shown. */
  status: LoadStatus = 'loading';
  error: string | null = null;
  loginNeeded = false;
  /** Registrations whose pay call is in flight (a second tap does nothing). */
  paying: Record<string, boolean> = {};
  /** Registrations being polled after a payment. */
  polling: Record<string, boolean> = {};
  /** Polled registrations whose first answer is still to come (支付处理中，正在确认…). */
  confirming: Record<string, boolean> = {};
  /** Outside WeChat: continue there with this URL (copied on a phone, a QR code on a computer). */
  continueInWechat: { registrationId: string; url: string; mode: ContinueInWechat } | null = null;
  /** Several methods offered here: the registration whose 去缴费 waits for a choice. */
  choosingFor: string | null = null;
  /** Off-line payment instructions (e.g. a bank transfer), followed by a voucher. */
  instructions: { registrationId: string; title: string; lines: string[] } | null = null;
  voucherFor: string | null = null;
  voucherProgress: Record<string, number> = {};
  voucherBusy = false;
  pollDelays = PAY_POLL_DELAYS_MS;
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #disposed = false;
  readonly #gateway: ApplicationsGateway;
  readonly #payment: PaymentPort;
  readonly #session: Session;
  readonly #nav: Navigation;
  readonly #config: AppConfig;
  readonly #bridge: PlatformBridge;

  constructor(
    @inject(ApplicationsGateway) gateway: ApplicationsGateway,
    @inject(PaymentPort) payment: PaymentPort,
    @inject(Session) session: Session,
    @inject(Navigation) nav: Navigation,
    @inject(AppConfig) config: AppConfig,
    @inject(PlatformBridge) bridge: PlatformBridge,
  ) {
    this.#bridge = bridge;
    this.#gateway = gateway;
    this.#payment = payment;
    this.#session = session;
    this.#nav = nav;
    this.#config = config;
    makeAutoObservable(this, { pollDelays: false }, { autoBind: true });
  }

  /** The order a provider's page came back for (H5 redirect_url), settled once per visit. */
  #settledReturn = '';

  async load(): Promise<void> {
    this.#disposed = false;
    if (!this.#session.token()) {
      this.loginNeeded = true;
      this.status = 'ready';
      return;
    }
    if (!this.items.length) this.status = 'loading';
    else if (this.status === 'error') this.status = 'ready';
    this.error = null;
    try {
      const items = await this.#gateway.list();
      runInAction(() => {
        this.items = items;
        this.status = items.length ? 'ready' : 'empty';
      });
      const query = pageQuery(this.#nav.href());
      const back = query[PAY_RETURN_PARAM] ?? '';
      const returned = back && back !== this.#settledReturn ? back : '';
      if (returned) void this.#settleReturn(returned, query);
      for (const r of items) {
        if (r.feeStatus === FEE_CODE.pending && r.orderNo !== returned) this.#poll(r.registrationId, 0);
        if (r.reviewStatus === REVIEW_CODE.rejected && !r.rejectReason)
          void this.#loadRejectReason(r.registrationId);
      }
    } catch (e) {
      runInAction(() => {
        if (needsLogin(e)) {
          this.loginNeeded = true;
          this.status = 'ready';
        } else {
          this.error = failureText(e);
          this.status = 'error';
        }
      });
    }
  }

  login(): void {
    this.#nav.assign(applicantLoginUrl(this.#config, this.#session, this.#nav.href()));
  }

  loggingOut = false;

  /** 退出登录: the server revokes the session, then the local session is cleared (even offline). */
  async logout(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    try {
      await this.#gateway.logout();
    } catch {
      // Already expired or offline: the local session goes anyway.
    }
    this.#session.logout();
    runInAction(() => {
      this.loggingOut = false;
      this.items = [];
      this.loginNeeded = true;
    });
  }

  /** In WeChat: 绑定手机号 joins this WeChat account with the phone's registrations. */
  get canBindPhone(): boolean {
    return this.#bridge.runtime.environment === 'wx' && !this.#bridge.runtime.miniappWebview;
  }

  bindPhone(): void {
    this.#nav.assign(applicantBindUrl(this.#config, this.#session, this.#nav.href()));
  }

  /**
   * The fee model's pay action for this registration: 去缴费 (未缴费), 继续支付 (待支付), 重新支付
   * (已关闭) — only where paying is allowed (after 审核通过 unless the plan allows it earlier) and a
   * method here can pay online.
   */
  payAction(r: Application): FeeAction | null {
    // The server's offer (issue 23), where a method here can pay online.
    const offered = r.actions.find((a): a is FeeAction => PAY_ACTIONS.includes(a as FeeAction));
    return offered && this.#canPayHere(r) ? offered : null;
  }

  payLabel(r: Application): string {
    const a = this.payAction(r);
    return a ? fee.actionLabel[a] : '';
  }

  /** 待支付 and nothing in progress: the pay sheet was cancelled or failed. */
  unfinished(r: Application): boolean {
    return (
      feeState(r.feeStatus) === 'pending' &&
      !this.confirming[r.registrationId] &&
      !this.paying[r.registrationId]
    );
  }

  /** A method of this runtime pays online, or continuing in WeChat is offered. */
  #canPayHere(r: Application): boolean {
    return this.onlineMethodsFor(r).length > 0 || this.continueFor(r) !== null;
  }

  /** The server offers a pay action (issue 23) and a method here can take it. */
  canPay(r: Application): boolean {
    return this.payAction(r) !== null;
  }

  /** Off-line methods (the voucher) where the school enables offline payment (every runtime). */
  offlineMethodsFor(r: Application): readonly PaymentMethod[] {
    return r.offlinePayment === false ? [] : this.methods.filter((m) => m.offline);
  }

  /** 上传缴费凭证 exactly where the server offers it, with an off-line method offered here. */
  canUploadVoucher(r: Application): boolean {
    return this.offlineMethodsFor(r).length > 0 && r.actions.includes('uploadVoucher');
  }

  /** 修改报名信息 (edit) or 修改并重新提交 (resubmit), as the server offers; null when neither. */
  editAction(r: Application): 'edit' | 'resubmit' | null {
    return r.actions.includes('resubmit') ? 'resubmit' : r.actions.includes('edit') ? 'edit' : null;
  }

  /** 确认入学 / 放弃 of a won or offered lottery place, exactly as the server offers them. */
  seatActions(r: Application): ('confirmSeat' | 'declineSeat')[] {
    return r.actions.filter(
      (a): a is 'confirmSeat' | 'declineSeat' => a === 'confirmSeat' || a === 'declineSeat',
    );
  }
  async answerSeat(registrationId: string, answer: 'confirm' | 'decline'): Promise<void> {
    try {
      await this.#gateway.answerSeat?.(registrationId, answer);
    } finally {
      await this.load();
    }
  }

  /** 查看录取结果: the server offers it once the published result holds a place. */
  canViewResult(r: Application): boolean {
    return r.actions.includes('viewResult');
  }

  /** The registration the voucher sheet is open for. */
  get voucherItem(): Application | null {
    return this.items.find((x) => x.registrationId === this.voucherFor) ?? null;
  }

  /** The payment methods this host offers (the payment port's registry, filtered by host). */
  get methods(): readonly PaymentMethod[] {
    return this.#payment.offered();
  }

  /** This runtime's pay choices for the registration's school (one 微信支付 per runtime, issue 23). */
  payChoicesFor(r: Application): PayChoices {
    return payChoices(hostProfileOf(this.#bridge.runtime), { h5Pay: r.h5Pay !== false });
  }

  /** The methods 去缴费 / 继续支付 / 重新支付 choose from (off-line ones have their own buttons). */
  onlineMethodsFor(r: Application): readonly PaymentMethod[] {
    const choices = this.payChoicesFor(r);
    return this.methods.filter((m) => !m.offline && isPayChoice(m, choices));
  }

  /** Outside WeChat, continuing there (a secondary action on the pay sheet), when it is offered here. */
  continueFor(r: Application): ContinueInWechat | null {
    const mode = this.payChoicesFor(r).continueInWechat;
    return mode && this.methods.some((m) => m.id === CONTINUE_IN_WECHAT) ? mode : null;
  }

  /** The registration the pay sheet is open for. */
  get choosingItem(): Application | null {
    return this.items.find((x) => x.registrationId === this.choosingFor) ?? null;
  }

  /** An off-line method's button (上传缴费凭证): its instructions, or the voucher upload. */
  async payOffline(registrationId: string, methodId: string): Promise<void> {
    const method = this.methods.find((m) => m.id === methodId && m.offline);
    if (!method) return;
    const res = await startPayment(this.#gateway, {
      registrationId,
      amount: this.items.find((x) => x.registrationId === registrationId)?.amount ?? 0,
      orderNo: null,
      method,
      href: this.#nav.href(),
      query: pageQuery(this.#nav.href()),
      idempotencyKey: newIdempotencyKey(),
    });
    // Refused: the call's toast already said why (error catalogue).
    if (res.kind === 'needsLogin') runInAction(() => (this.loginNeeded = true));
    if (res.kind !== 'done') return;
    const { outcome } = res.value;
    runInAction(() => {
      if (outcome.kind === 'voucher') this.openVoucher(registrationId);
      else if (outcome.kind === 'instructions')
        this.instructions = { registrationId, title: outcome.title, lines: outcome.lines };
    });
  }

  /**
   * One order per registration (server side) and one call in flight per registration (here).
   * With several methods offered, or continuing in WeChat beside them, asks which one first.
   */
  async pay(registrationId: string, methodId?: string): Promise<void> {
    const r = this.items.find((x) => x.registrationId === registrationId);
    if (!r || this.paying[registrationId] || isPaidOrLater(feeState(r.feeStatus))) return;
    const offered = this.onlineMethodsFor(r);
    const mode = this.continueFor(r);
    if (methodId === undefined && (offered.length > 1 || mode !== null)) {
      this.choosingFor = registrationId;
      return;
    }
    const method =
      methodId === CONTINUE_IN_WECHAT
        ? this.methods.find((m) => m.id === CONTINUE_IN_WECHAT)
        : (offered.find((m) => m.id === methodId) ?? offered[0]);
    this.choosingFor = null;
    if (!method) return;
    this.paying[registrationId] = true;
    // An order is created only for a method that can pay here (never for 在微信中支付).
    const res = await startPayment(this.#gateway, {
      registrationId,
      amount: r.amount,
      orderNo: r.orderNo,
      method,
      href: this.#nav.href(),
      query: pageQuery(this.#nav.href()),
      // A fresh key per tap series: the server keeps one open order and continues it.
      idempotencyKey: newIdempotencyKey(),
    });
    runInAction(() => {
      delete this.paying[registrationId];
      // Refused: the call's toast already said why (error catalogue).
      if (res.kind === 'needsLogin') this.loginNeeded = true;
      if (res.kind !== 'done') return;
      const { outcome, order } = res.value;
      if (order) this.#patch(registrationId, order);
      if (outcome.kind === 'continue-elsewhere')
        this.continueInWechat = { registrationId, url: outcome.url, mode: mode ?? 'scan-qr' };
      else if (outcome.kind === 'instructions')
        this.instructions = { registrationId, title: outcome.title, lines: outcome.lines };
      else if (outcome.kind === 'voucher') this.openVoucher(registrationId);
      else if (outcome.kind === 'redirected' || outcome.kind === 'pending') this.#poll(registrationId, 0);
    });
  }

  closeChoice(): void {
    this.choosingFor = null;
  }

  closeInstructions(): void {
    this.instructions = null;
  }

  /** Asks judgePay now (the '刷新状态' button), then keeps polling if still processing. */
  refreshPay(registrationId: string): void {
    this.#poll(registrationId, 0);
  }

  closeContinue(): void {
    this.continueInWechat = null;
  }

  openVoucher(registrationId: string): void {
    this.continueInWechat = null;
    this.instructions = null;
    this.voucherFor = registrationId;
    this.voucherProgress = {};
  }

  closeVoucher(): void {
    if (!this.voucherBusy) this.voucherFor = null;
  }

  async submitVoucher(files: UploadFile[]): Promise<boolean> {
    const registrationId = this.voucherFor;
    if (!registrationId || !files.length || this.voucherBusy) return false;
    this.voucherBusy = true;
    const res = await uploadVoucher(this.#gateway, registrationId, files, (f, p) =>
      runInAction(() => (this.voucherProgress[f.name] = p)),
    );
    runInAction(() => (this.voucherBusy = false));
    // Refused or logged out: the call's toast already said why (error catalogue); the sheet stays.
    if (res.kind !== 'done') return false;
    const v = res.value;
    // 审核中 now: the voucher journey offers no upload until the school decides.
    this.#patch(registrationId, {
      voucherStatus: v.voucherStatus,
      feeStatus: v.feeStatus,
      voucherFiles: v.files,
      voucherReason: null,
      offlinePayee: null,
    });
    runInAction(() => (this.voucherFor = null));
    // What may be done now comes from the server (审核中: no upload, no payment until decided).
    void this.#refresh(registrationId);
    return true;
  }

  dispose(): void {
    this.#disposed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }

  #poll(registrationId: string, attempt: number): void {
    if (this.#disposed) return;
    const pending = this.#timers.get(registrationId);
    if (pending) clearTimeout(pending);
    if (attempt >= this.pollDelays.length) {
      this.#timers.delete(registrationId);
      runInAction(() => {
        delete this.polling[registrationId];
        delete this.confirming[registrationId];
      });
      return;
    }
    this.polling[registrationId] = true;
    if (attempt === 0) this.confirming[registrationId] = true;
    const timer = setTimeout(
      async () => {
        try {
          const orderNo = this.items.find((x) => x.registrationId === registrationId)?.orderNo;
          // With an order: the order query (the server asks the platform, so a lost notify settles).
          const r = orderNo
            ? await this.#gateway.queryOrder(orderNo)
            : await this.#gateway.payState(registrationId);
          this.#patch(registrationId, { feeStatus: r.feeStatus, orderNo: r.orderNo });
          runInAction(() => delete this.confirming[registrationId]);
          if (r.feeStatus !== FEE_CODE.pending) {
            this.#timers.delete(registrationId);
            runInAction(() => delete this.polling[registrationId]);
            // Settled or closed: what may be done now comes from the server again.
            void this.#refresh(registrationId);
            return;
          }
        } catch {
          // a failed poll is retried on the next step
        }
        this.#poll(registrationId, attempt + 1);
      },
      attempt === 0 ? 0 : this.pollDelays[attempt - 1],
    );
    this.#timers.set(registrationId, timer);
  }

  /** Back from a provider's page (H5): the order query settles it, then polling as after any payment. */
  async #settleReturn(orderNo: string, query: Record<string, string>): Promise<void> {
    this.#settledReturn = orderNo;
    const res = await settlePaymentReturn(this.#gateway, this.methods, query);
    // Refused (not this applicant's order, or offline): the list shows what the server said.
    if (res.kind !== 'done' || !res.value) return;
    const r = res.value;
    this.#patch(r.registrationId, { feeStatus: r.feeStatus, orderNo: r.orderNo });
    if (r.feeStatus === FEE_CODE.pending) this.#poll(r.registrationId, 1);
  }

  async #loadRejectReason(registrationId: string): Promise<void> {
    try {
      const reason = await this.#gateway.rejectReason(registrationId);
      if (reason !== null) this.#patch(registrationId, { rejectReason: reason });
    } catch {
      // the timeline shows 已驳回 without a reason
    }
  }

  /**
   * The registration again, quietly (after a payment or a voucher): the server's actions replace
   * the old ones. Until it answers, none is offered.
   */
  async #refresh(registrationId: string): Promise<void> {
    this.#patch(registrationId, { actions: [] });
    try {
      const items = await this.#gateway.list();
      if (!this.#disposed) runInAction(() => (this.items = items));
    } catch {
      // offline: the next load shows what the server says
    }
  }

  #patch(registrationId: string, patch: Partial<Application>): void {
    this.items = this.items.map((x) => (x.registrationId === registrationId ? { ...x, ...patch } : x));
  }
}
