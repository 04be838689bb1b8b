import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { CorrectionsGateway } from '@domain/staff/corrections-gateway';
import { runAction } from '../shared/action';

/**
 * A roster row's 更正身份证号 and 删除 (issue 36 item 4): each with a reason; the identity number is
 * checked here as the server checks it (length, date, check digit) before it is sent.
 */
@injectable('Transient')
export class StudentCorrectionsVm {
  idNumber = '';
  idReason = '';
  removeReason = '';
  confirmingRemove = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: CorrectionsGateway | null;

  constructor(@inject(CorrectionsGateway) @optional() gw?: CorrectionsGateway) {
    this.#gw = gw ?? null;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether corrections can be made here (a container without the gateway offers none). */
  get available(): boolean {
    return this.#gw !== null;
  }

  setIdNumber(v: string) {
    this.idNumber = v;
  }
  setIdReason(v: string) {
    this.idReason = v;
  }
  setRemoveReason(v: string) {
    this.removeReason = v;
  }
  askRemove(on: boolean) {
    this.confirmingRemove = on;
  }

  /** Why the typed number cannot be sent (null: it can). */
  get idProblem(): string | null {
    if (!this.idNumber.trim()) return null;
    const r = parseIdNumber(this.idNumber, new Date());
    return r.ok ? null : idNumberMessage(r.error);
  }

  get canCorrect(): boolean {
    return !!this.idNumber.trim() && !this.idProblem && !!this.idReason.trim() && !this.busy;
  }

  /** 更正身份证号; whether the server took it. */
  async correctId(welcomeId: string): Promise<boolean> {
    if (!this.canCorrect || !this.#gw) return false;
    const r = await runAction(
      this,
      () => this.#gw!.correctIdNumber(welcomeId, this.idNumber.trim(), this.idReason.trim()),
      (x) => `身份证号已更正为 ${x.idNumber}`,
    );
    if (r) {
      this.idNumber = '';
      this.idReason = '';
    }
    return r !== null;
  }

  /** 删除: whether the server took it (the row is kept 30 days under 已删除). */
  async remove(welcomeId: string): Promise<boolean> {
    if (!this.#gw) return false;
    if (!this.removeReason.trim()) {
      this.notice = { text: '请填写删除原因', ok: false };
      return false;
    }
    const r = await runAction(
      this,
      () => this.#gw!.removeStudent(welcomeId, this.removeReason.trim()),
      '已删除，30天内可在“已删除”中恢复',
    );
    this.confirmingRemove = false;
    return r !== null;
  }
}
