import { makeAutoObservable, runInAction } from 'mobx';
import type { Answers } from '@domain/use-cases/admissions/registration-form';
import { applyFieldLogic, withSelectedType } from '@domain/forms/answers';
import type { FormField } from '@domain/forms/form-field';
import { hasRegionField, type RegionDivision } from '@domain/forms/region';
import type { CorrectionForm, CorrectionsGateway, FieldChange } from '@domain/staff/corrections-gateway';
import {
  pickerOptions,
  toAnswer,
  toFormFields,
  toFormValues,
} from '@ui/features/admissions/registration/form-mapping';
import type { FieldOptions } from '@ui/kit/dynamic-form';
import { loadErrorText } from '@ui/kit/load-state/load-state';

/**
 * 更正信息 (issue 36 item 4): the registration's answers in the form of its own version (the parent's
 * dynamic form, mapping and field logic), a required reason, and the version it was opened at, so the
 * server refuses the save when someone changed the registration meanwhile.
 */
export class CorrectionVm {
  editing = false;
  answers: Answers = {};
  reason = '';
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  /** What the last save changed (shown until the next edit). */
  changes: FieldChange[] = [];
  /** Whether the region tree has been read (the tree itself is kept out of MobX: it is large and never changes). */
  regionsRead = false;
  #regions: RegionDivision[] | null = null;
  /** The form as opened (its `version` is what the save is checked against). */
  form: CorrectionForm | null = null;
  readonly #gw: CorrectionsGateway;
  readonly #saved: () => Promise<void>;

  constructor(gw: CorrectionsGateway, saved: () => Promise<void>) {
    this.#gw = gw;
    this.#saved = saved;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(form: CorrectionForm): void {
    this.form = form;
    this.answers = { ...form.answers };
    this.reason = '';
    this.notice = null;
    this.changes = [];
    this.editing = true;
    if (hasRegionField(form.fields) && !this.#regions)
      this.#gw.regions().then(
        (tree) =>
          runInAction(() => {
            this.#regions = tree;
            this.regionsRead = true;
          }),
        () => {},
      );
  }

  cancel(): void {
    this.editing = false;
    this.notice = null;
  }

  /** The fields with the form's logic applied to the answers as edited; the applicant's files and signature read-only. */
  get shown() {
    const f = this.form;
    if (!f) return [];
    return applyFieldLogic(f.fields, f.logic, this.answers).map((x) => withSelectedType(x, this.answers));
  }

  get fields(): FormField[] {
    const locked = new Set(this.form?.lockedProps ?? []);
    return toFormFields(this.shown).map((f) => (locked.has(f.prop ?? '') ? { ...f, readonly: true } : f));
  }

  get values(): Record<string, unknown> {
    return toFormValues(this.shown, this.answers);
  }

  get options(): Record<string, FieldOptions> {
    return pickerOptions(this.shown, this.regionsRead ? this.#regions : null);
  }

  setAnswer(prop: string, value: unknown): void {
    const def = this.form?.fields.find((f) => f.prop === prop);
    if (def) this.answers = { ...this.answers, [prop]: toAnswer(def, value) };
  }

  setReason(text: string): void {
    this.reason = text;
  }

  get reasonMissing(): boolean {
    return !this.reason.trim();
  }

  /** 保存更正: whether the server took it (then the detail is read again). */
  async save(): Promise<boolean> {
    const f = this.form;
    if (!f) return false;
    if (this.reasonMissing) {
      this.notice = { text: '请填写更正原因', ok: false };
      return false;
    }
    this.busy = true;
    this.notice = null;
    try {
      const r = await this.#gw.correctRegistration({
        registrationId: f.registrationId,
        version: f.version,
        answers: this.answers,
        reason: this.reason.trim(),
      });
      runInAction(() => {
        this.changes = r.changes;
        this.editing = false;
        this.notice = { text: `已更正 ${r.changes.length} 项，已通知家长`, ok: true };
      });
      await this.#saved();
      return true;
    } catch (e) {
      runInAction(() => (this.notice = { text: loadErrorText(e), ok: false }));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
