import { registrationReview, type StaffRegistrationAction } from '@domain/journeys';
import { inject, injectable, optional } from 'inversify';
import { applyFieldLogic, isShown } from '@domain/forms/answers';
import { CorrectionsGateway, type CorrectionForm } from '@domain/staff/corrections-gateway';
import type { DetailField } from '@domain/staff/types';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import { offers } from '@domain/staff/transitions';
import type { Moved, RegistrationDetail } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { CorrectionVm } from './correction.vm';

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
  /** The registration's own form version and review history (null: not loaded, or not this role's). */
  form: CorrectionForm | null = null;
  readonly #gw: StaffGateway;
  readonly #corrections: CorrectionsGateway | null;
  /** 更正信息; null where no corrections gateway is bound. */
  readonly correction: CorrectionVm | null;

  constructor(
    @inject(StaffGateway) gw: StaffGateway,
    @inject(CorrectionsGateway) @optional() corrections?: CorrectionsGateway,
  ) {
    this.#gw = gw;
    this.#corrections = corrections ?? null;
    this.correction = corrections ? new CorrectionVm(corrections, () => this.refresh()) : null;
    makeAutoObservable(this, { correction: false }, { autoBind: true });
  }

  /**
   * The answers to show: a field the form's condition rule hides for these answers (src-domain
   * applyFieldLogic, as the parent's form and the server apply it) is left out, not shown as 未填写.
   * Without the form (an older server) every field is shown.
   */
  get shownFields(): DetailField[] {
    const d = this.detail;
    if (!d) return [];
    if (!this.form) return d.fields;
    const shown = new Set(
      applyFieldLogic(this.form.fields, this.form.logic, this.form.answers)
        .filter(isShown)
        .map((f) => f.prop),
    );
    return d.fields.filter((f) => shown.has(f.prop));
  }

  /** Reads the detail, the form and its history again in place (after a correction). */
  async refresh(): Promise<void> {
    const id = this.id;
    const [detail, form] = await Promise.all([
      this.#gw.registration(id, this.unmasked).catch(() => null),
      this.#formOf(id),
    ]);
    runInAction(() => {
      if (this.id !== id) return;
      if (detail) this.detail = detail;
      this.form = form;
    });
  }

  /** 更正信息 opens on the form as last read (its version is what the save is checked against). */
  startCorrection(): void {
    if (this.form) this.correction?.start(this.form);
  }

  /** The form is extra: the detail shows without it (every field) when it cannot be read. */
  #formOf(id: string): Promise<CorrectionForm | null> {
    return this.#corrections?.registrationForm(id).catch(() => null) ?? Promise.resolve(null);
  }

  /** Whether the server offers this action on the registration shown (its `actions`). */
  offers(action: StaffRegistrationAction): boolean {
    return offers(this.detail, action);
  }

  async open(id: string): Promise<void> {
    this.id = id;
    this.form = null;
    this.correction?.cancel();
    await runLoad(
      this,
      () =>
        Promise.all([
          this.#gw.registration(id, this.unmasked),
          this.#gw.rejectTemplates().catch(() => []),
          this.#formOf(id),
        ]),
      ([detail, templates, form]) => {
        this.detail = detail;
        this.templates = templates;
        this.form = form;
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
