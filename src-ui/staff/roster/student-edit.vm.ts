import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PlacementGateway,
  type PlacementSetup,
  type StudentFields,
  type StudentRecord,
} from '@domain/roster/placement-gateway';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

const FIELD_KEYS = [
  'name',
  'phone',
  'studentNo',
  'ticketNo',
  'majorId',
  'address',
  'emergencyContact',
  'emergencyPhone',
] as const satisfies readonly (keyof StudentFields)[];

const fieldsOf = (r: StudentRecord): StudentFields =>
  Object.fromEntries(FIELD_KEYS.map((k) => [k, r[k]])) as unknown as StudentFields;

/**
 * After a stale save: the stored values, except the fields this person changed (theirs are kept),
 * so nothing typed is lost and everything else is current.
 */
export function mergeTyped(
  loaded: StudentFields,
  typed: StudentFields,
  current: StudentFields,
): StudentFields {
  const out = { ...current };
  for (const k of FIELD_KEYS) if (typed[k] !== loaded[k]) out[k] = typed[k];
  return out;
}

const isConflict = (e: unknown) => (e as { code?: unknown } | null)?.code === 409;

/** 修改学生信息 (with a version check), 调整班级 / 宿舍 and 放弃入学 for one student. */
@injectable('Transient')
export class StudentEditVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  record: StudentRecord | null = null;
  setup: PlacementSetup | null = null;
  /** The values the form was loaded with (what "changed by me" is measured against). */
  loaded: StudentFields | null = null;
  form: StudentFields | null = null;
  reason = '';
  withdrawReason = '';
  className = '';
  dormitory = '';
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: PlacementGateway;
  #id = '';

  constructor(@inject(PlacementGateway) gw: PlacementGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get rows(): readonly unknown[] {
    return this.record ? [this.record] : [];
  }

  load(welcomeId: string): Promise<void> {
    this.#id = welcomeId;
    return runLoad(
      this,
      async () => ({ record: await this.#gw.student(welcomeId), setup: await this.#gw.setup() }),
      (r) => {
        this.take(r.record);
        this.setup = r.setup;
      },
    );
  }
  take(r: StudentRecord) {
    this.record = r;
    this.loaded = fieldsOf(r);
    this.form = fieldsOf(r);
    this.className = r.className;
    this.dormitory = r.dormitory;
  }

  setField(k: keyof StudentFields, v: string) {
    if (this.form) this.form = { ...this.form, [k]: v };
  }
  setReason(v: string) {
    this.reason = v;
  }
  setWithdrawReason(v: string) {
    this.withdrawReason = v;
  }
  setClassName(v: string) {
    this.className = v;
  }
  setDormitory(v: string) {
    this.dormitory = v;
  }

  async save(): Promise<void> {
    const { record, form, loaded } = this;
    if (!record || !form || !loaded) return;
    if (!this.reason.trim()) {
      this.notice = { text: '请填写修改原因', ok: false };
      return;
    }
    this.busy = true;
    this.notice = null;
    try {
      const saved = await this.#gw.saveStudent(record.welcomeId, record.version, form, this.reason.trim());
      runInAction(() => {
        this.take(saved);
        this.reason = '';
        this.notice = { text: '学生信息已保存', ok: true };
      });
    } catch (e) {
      const text = loadErrorText(e);
      if (!isConflict(e)) {
        runInAction(() => (this.notice = { text, ok: false }));
        return;
      }
      // Someone saved first: load theirs, keep what this person typed, say so.
      const current = await this.#gw.student(record.welcomeId).catch(() => null);
      runInAction(() => {
        if (current) {
          const merged = mergeTyped(loaded, form, fieldsOf(current));
          this.take(current);
          this.form = merged;
        }
        this.notice = { text, ok: false };
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async move(): Promise<void> {
    const r = this.record;
    if (!r) return;
    const done = await runAction(
      this,
      () => this.#gw.move(r.welcomeId, { className: this.className, dormitory: this.dormitory }),
      '班级和宿舍已调整',
    );
    if (done) await this.reload();
  }

  async withdraw(): Promise<void> {
    const r = this.record;
    if (!r) return;
    if (!this.withdrawReason.trim()) {
      this.notice = { text: '请填写放弃入学的原因', ok: false };
      return;
    }
    const done = await runAction(
      this,
      () => this.#gw.withdraw(r.welcomeId, this.withdrawReason.trim()),
      '已标记为放弃入学',
    );
    if (done)
      runInAction(() => {
        this.take(done);
        this.withdrawReason = '';
      });
  }

  async undoWithdraw(): Promise<void> {
    const r = this.record;
    if (!r) return;
    const done = await runAction(this, () => this.#gw.undoWithdraw(r.welcomeId), '已撤销放弃入学');
    if (done) runInAction(() => this.take(done));
  }

  async reload(): Promise<void> {
    const r = await this.#gw.student(this.#id).catch(() => null);
    if (r) runInAction(() => this.take(r));
  }
}
