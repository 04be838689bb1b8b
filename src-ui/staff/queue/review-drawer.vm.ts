import { makeAutoObservable, runInAction } from 'mobx';
import { offers } from '@domain/staff/transitions';
import type { StaffGateway } from '@domain/staff/gateway';
import type { CorrectionsGateway } from '@domain/staff/corrections-gateway';
import type { RegistrationRow } from '@domain/staff/types';
import { RegistrationVm } from '../registration/registration.vm';

/** What the drawer needs of the list: its rows in the order shown, and a reload. */
export interface ReviewList {
  rows: readonly RegistrationRow[];
  load(): Promise<void>;
}

/**
 * 报名审核's detail beside the list: open a row, 通过 / 驳回 from the sticky bar, J/K to the
 * next/previous row, and 通过并下一条 (approve, then the next 待审核 row in the list's order).
 */
export class ReviewDrawerVm {
  /** The registration shown; null when the drawer is closed. */
  openId: string | null = null;
  readonly reg: RegistrationVm;
  readonly #list: ReviewList;

  /** `corrections`: the form and history beside the detail (hidden fields left out, 审核记录). */
  constructor(gw: StaffGateway, list: ReviewList, corrections?: CorrectionsGateway) {
    this.reg = new RegistrationVm(gw, corrections);
    this.#list = list;
    makeAutoObservable(this, { reg: false }, { autoBind: true });
  }

  get index(): number {
    return this.#list.rows.findIndex((r) => r.id === this.openId);
  }

  async open(id: string): Promise<void> {
    this.openId = id;
    await this.reg.open(id);
  }
  close(): void {
    this.openId = null;
    this.reg.closeReject();
  }

  /** J / K: the row after / before the open one, as the list shows them. */
  step(by: 1 | -1): Promise<void> {
    const to = this.#list.rows[this.index + by];
    return to ? this.open(to.id) : Promise.resolve();
  }

  /**
   * The next row after `id` in the list the server offers 通过 on (else the first one before it), never
   * `id` itself.
   */
  nextPending(id: string): string | null {
    const rows = this.#list.rows;
    const at = rows.findIndex((r) => r.id === id);
    const pending = (r: RegistrationRow) => r.id !== id && offers(r, 'approve');
    return (rows.slice(at + 1).find(pending) ?? rows.slice(0, Math.max(at, 0)).find(pending))?.id ?? null;
  }

  async approve(): Promise<boolean> {
    if (!this.reg.offers('approve') || this.reg.busy) return false;
    const ok = await this.reg.approve();
    if (ok) await this.#list.load();
    return ok;
  }

  async reject(reason: string): Promise<void> {
    if (!this.reg.offers('reject') || this.reg.busy) return;
    if (await this.reg.reject(reason)) await this.#list.load();
  }

  /** 通过并下一条: the next one is chosen before the list reloads (the approved row leaves 待审核). */
  async approveAndNext(): Promise<void> {
    const id = this.openId;
    if (!id) return;
    const next = this.nextPending(id);
    const name = this.reg.detail?.name ?? '';
    if (!(await this.approve())) return;
    if (next) await this.open(next);
    const text = next ? `已通过 ${name}，这是下一条` : `已通过 ${name}，本页没有更多待审核的报名`;
    runInAction(() => (this.reg.notice = { text, ok: true }));
  }
}
