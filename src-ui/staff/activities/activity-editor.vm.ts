import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ActivityAudience, activityDraftProblems } from '@domain/journeys/activity-lifecycle';
import { ActivitiesGateway, type ActivityInput, type StaffActivity } from '@domain/staff/activities-gateway';
import { chinaInstant } from '@domain/time/china-time';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** What the person types: times as `<input type="datetime-local">` values in China time. */
export interface ActivityForm {
  title: string;
  place: string;
  description: string;
  startAt: string;
  endAt: string;
  signStart: string;
  signEnd: string;
  capacity: string;
  audience: ActivityAudience;
}
export type FormField = keyof ActivityForm;

const EMPTY: ActivityForm = {
  title: '',
  place: '',
  description: '',
  startAt: '',
  endAt: '',
  signStart: '',
  signEnd: '',
  capacity: '',
  audience: 'all',
};
const TIME_LABEL = {
  startAt: '活动开始时间',
  endAt: '活动结束时间',
  signStart: '报名开始时间',
  signEnd: '报名截止时间',
} as const;

/** '2026-09-10T09:00' (China time) ⇄ '2026-09-10T09:00:00+08:00'. */
export const toInstant = (local: string) => `${local}:00+08:00`;
export const toLocal = (iso: string) => chinaInstant(iso).slice(0, 16);

const formOf = (a: StaffActivity): ActivityForm => ({
  title: a.title,
  place: a.place,
  description: a.description,
  startAt: toLocal(a.startAt),
  endAt: toLocal(a.endAt),
  signStart: toLocal(a.signStart),
  signEnd: toLocal(a.signEnd),
  capacity: String(a.capacity),
  audience: a.audience,
});

/** The activity editor: new (`id` 'new') or an existing one; a failed save keeps what was typed. */
@injectable('Transient')
export class ActivityEditorVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  id: string | null = null;
  form: ActivityForm = { ...EMPTY };
  errors: Partial<Record<FormField, string>> = {};
  signed = 0;
  saved: StaffActivity | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: ActivitiesGateway;

  constructor(@inject(ActivitiesGateway) gw: ActivitiesGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async open(id: string): Promise<void> {
    if (id === 'new') {
      this.id = null;
      this.form = { ...EMPTY };
      this.status = 'ready';
      return;
    }
    this.id = id;
    await runLoad(
      this,
      () => this.#gw.get(id),
      (a) => {
        this.form = formOf(a);
        this.signed = a.signed;
      },
    );
  }

  set(field: FormField, value: string) {
    this.form = { ...this.form, [field]: value } as ActivityForm;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** The rules of the domain, plus the fields a person may leave empty by mistake. */
  validate(): ActivityInput | null {
    const f = this.form;
    const errors: Partial<Record<FormField, string>> = {};
    for (const k of Object.keys(TIME_LABEL) as (keyof typeof TIME_LABEL)[])
      if (!f[k]) errors[k] = `请选择${TIME_LABEL[k]}`;
    const capacity = f.capacity.trim() === '' ? NaN : Number(f.capacity);
    const input: ActivityInput = {
      title: f.title.trim(),
      place: f.place.trim(),
      description: f.description.trim(),
      startAt: f.startAt ? toInstant(f.startAt) : '',
      endAt: f.endAt ? toInstant(f.endAt) : '',
      signStart: f.signStart ? toInstant(f.signStart) : '',
      signEnd: f.signEnd ? toInstant(f.signEnd) : '',
      capacity,
      audience: f.audience,
    };
    const problems = activityDraftProblems(input, this.signed);
    for (const [k, v] of Object.entries(problems)) errors[k as FormField] ??= v;
    if (f.capacity.trim() === '') errors.capacity = '请填写名额';
    this.errors = errors;
    return Object.keys(errors).length ? null : input;
  }

  async save(): Promise<StaffActivity | null> {
    const input = this.validate();
    if (!input) {
      this.notice = { text: '请按提示修改后再保存', ok: false };
      return null;
    }
    const id = this.id;
    const r = await runAction(
      this,
      () => (id ? this.#gw.save(id, input) : this.#gw.create(input)),
      id ? '已保存' : '已创建',
    );
    if (r)
      runInAction(() => {
        this.saved = r;
        this.id = r.id;
      });
    return r;
  }
}
