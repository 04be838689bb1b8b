import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CheckinGateway,
  type CheckinSetting,
  type EditableField,
  type StudentDetail,
} from '@domain/ports/checkin-gateway';
import {
  CONFIRM_FAILED,
  confirmDetails,
  loadConfirmDetails,
} from '@domain/use-cases/checkin/confirm-details';
import { Notifier } from '@domain/ports/notifier';
import type { FormField } from '@domain/forms/form-field';
import type { FieldOptions } from '@ui/kit/dynamic-form';
import { DraftStore } from '@ui/drafts/draft-store';
import {
  confirmFields,
  detailValues,
  EDITABLE_KEYS,
  toRegionOptions,
  type RegionOption,
} from './confirm-fields';
import { loadOutcome, refusalText, type LoadStatus } from '@ui/kit/load-state/load-state';

export const CONFIRM_TEXT = {
  saved: '信息已确认',
  conflict: '信息已在其他设备修改，已重新加载，请核对后再提交',
  restored: '已恢复上次未提交的内容',
  failed: CONFIRM_FAILED,
} as const;

/** Confirm information: getDetail + getSetting + option lists + region tree → updateInfo; a draft per keystroke. */
@injectable('Transient')
export class ConfirmVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  submitError: string | null = null;
  detail: StudentDetail | null = null;
  setting: CheckinSetting | null = null;
  fields: FormField[] = [];
  values: Record<string, unknown> = {};
  options: Record<string, FieldOptions> = {};
  restored = false;
  submitting = false;

  readonly #checkin: CheckinGateway;
  readonly #drafts: DraftStore;
  readonly #notifier: Notifier;

  constructor(
    @inject(CheckinGateway) checkin: CheckinGateway,
    @inject(DraftStore) drafts: DraftStore,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.#checkin = checkin;
    this.#drafts = drafts;
    this.#notifier = notifier;
    makeAutoObservable(this, { options: false }, { autoBind: true });
  }

  get #draftKey(): string {
    return `checkin-confirm:${this.detail?.welcomeId ?? ''}`;
  }

  get editable(): boolean {
    return this.fields.some((f) => !f.disabled);
  }

  get confirmed(): boolean {
    return !!this.detail?.confirmedAt;
  }

  async load(): Promise<void> {
    await loadOutcome(
      this,
      () => loadConfirmDetails(this.#checkin),
      ({ detail, setting, regions, options: lists }) => {
        const tree = toRegionOptions(regions);
        const options: Record<string, FieldOptions> = { regionCode: tree, ...lists };
        this.#apply(detail, setting, tree, options);
      },
    );
  }

  #apply(
    detail: StudentDetail,
    setting: CheckinSetting,
    tree: RegionOption[],
    options: Record<string, FieldOptions>,
  ) {
    this.detail = detail;
    this.setting = setting;
    this.options = options;
    this.fields = confirmFields(detail, setting);
    this.values = detailValues(detail, tree);
    const draft = this.#drafts.load<Record<string, unknown>>(this.#draftKey);
    this.restored = false;
    if (draft && this.editable) {
      // Only fields the student may still edit come back from the draft.
      for (const f of this.fields)
        if (!f.disabled && f.prop && f.prop in draft.data) this.values[f.prop] = draft.data[f.prop];
      this.restored = true;
    }
  }

  change(key: string, value: unknown): void {
    this.values = { ...this.values, [key]: value };
    this.submitError = null;
    const editable = Object.fromEntries(EDITABLE_KEYS.map((k) => [k, this.values[k]]));
    this.#drafts.save(this.#draftKey, editable);
  }

  /** `validate` is the form's (errors shown under the fields); resolves true once confirmed. */
  async submit(validate: () => { field: string }[]): Promise<boolean> {
    if (!this.detail || this.submitting) return false;
    if (validate().length) return false;
    this.submitting = true;
    this.submitError = null;
    const values: Partial<Record<EditableField, unknown>> = {};
    for (const f of this.fields)
      if (!f.disabled && f.prop) values[f.prop as EditableField] = this.values[f.prop];
    const res = await confirmDetails(this.#checkin, { version: this.detail.version, values });
    if (res.kind === 'done') {
      runInAction(() => (this.submitting = false));
      this.#drafts.clear(this.#draftKey);
      this.#notifier.toast(CONFIRM_TEXT.saved);
      return true;
    }
    if (res.kind === 'conflict') {
      runInAction(() => (this.submitError = CONFIRM_TEXT.conflict));
      const keep = { ...this.values };
      await this.load();
      // The student's edits stay; only the version and the fixed fields are refreshed.
      runInAction(() => (this.values = { ...this.values, ...keep }));
    } else runInAction(() => (this.submitError = refusalText(res)));
    runInAction(() => (this.submitting = false));
    return false;
  }
}
