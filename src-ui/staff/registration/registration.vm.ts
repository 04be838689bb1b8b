import { registrationReview, type StaffRegistrationAction } from '@domain/journeys';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import { offers } from '@domain/staff/transitions';
import type { Moved, RegistrationDetail } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** One registration as submitted; 通过 / 驳回 as the server offers them (with the school's reason templates). */
@injectable('Transient')
export class RegistrationVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  detail: RegistrationDetail | null = null;
  templates: string[] = [];
  unmasked = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  rejecting = false;
  id = '';
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether the server offers this action on the registration shown (its `actions`). */
  offers(action: StaffRegistrationAction): boolean {
    return offers(this.detail, action);
  }

  async open(id: string): Promise<void> {
    this.id = id;
    await runLoad(
      this,
      () =>
        Promise.all([this.#gw.registration(id, this.unmasked), this.#gw.rejectTemplates().catch(() => [])]),
      ([detail, templates]) => {
        this.detail = detail;
        this.templates = templates;
      },
    );
  }

  /** 显示完整信息: the server audits this view. */
  async unmask(): Promise<void> {
    this.unmasked = true;
    const d = await runAction(this, () => this.#gw.registration(this.id, true), '已显示完整信息');
    if (d) runInAction(() => (this.detail = d));
  }

  /** The move's states and what the server now offers (nothing when it sent no `actions`). */
  #moved(m: Moved) {
    if (!this.detail) return;
    this.detail = { ...this.detail, ...m, actions: m.actions ?? [] };
  }

  /** 通过; whether the server took it. */
  async approve(): Promise<boolean> {
    const m = await runAction(this, () => this.#gw.approve(this.id), '已审核通过');
    if (m) runInAction(() => this.#moved(m));
    return m !== null;
  }

  openReject(): void {
    this.rejecting = true;
  }
  closeReject(): void {
    this.rejecting = false;
  }

  /** 驳回 with the reason; whether the server took it. */
  async reject(reason: string): Promise<boolean> {
    const m = await runAction(
      this,
      () => this.#gw.reject(this.id, reason),
      registrationReview.states.rejected.label,
    );
    runInAction(() => {
      if (m) {
        this.#moved(m);
        if (this.detail) this.detail.rejectReason = reason;
      }
      this.rejecting = false;
    });
    return m !== null;
  }
}
