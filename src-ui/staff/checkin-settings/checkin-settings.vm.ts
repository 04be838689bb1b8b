import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ARRIVE_STEP_KEY,
  type CheckinSettings,
  CheckinSettingsGateway,
  type CheckinSettingsSave,
  type EditableFieldKey,
  type GbListFieldKey,
  listProblem,
  stepsProblem,
  windowProblem,
} from '@domain/staff/checkin-settings';
import { DESK_ROLES, type DeskRole, stepRoles } from '@domain/checkin-desk/step-roles';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export const CHECKIN_SECTIONS = [
  { key: 'notice', label: '报到须知' },
  { key: 'window', label: '报到时间' },
  { key: 'fields', label: '可修改信息' },
  { key: 'photo', label: '人脸照片' },
  { key: 'place', label: '报到地点' },
  { key: 'options', label: '选项列表' },
  { key: 'desk', label: '现场办理环节' },
] as const;
export type CheckinSectionKey = (typeof CHECKIN_SECTIONS)[number]['key'];
export type ListKey = keyof CheckinSettings['options'];
export const LIST_LABEL: Record<ListKey, string> = { stuTypes: '学生类别', dayGoTypes: '就读方式' };

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const MAX_OPTIONS = 20;
const MAX_STEPS = 12;

/**
 * 报到设置 (学校管理员): each section is edited in a draft and saved on its own (the server replaces that
 * section whole); a failed save keeps the draft as typed.
 */
@injectable('Transient')
export class CheckinSettingsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  saved: CheckinSettings | null = null;
  draft: CheckinSettings | null = null;
  busy = false;
  savingSection: CheckinSectionKey | null = null;
  notice: { text: string; ok: boolean } | null = null;
  noticeAt: CheckinSectionKey | null = null;
  readonly #gw: CheckinSettingsGateway;

  constructor(@inject(CheckinSettingsGateway) gw: CheckinSettingsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.settings(),
      (s) => {
        this.saved = s;
        this.draft = copy(s);
      },
    );
  }

  /** Edits a field of the draft: `edit(d => (d.place.address = v))`. */
  edit(change: (d: CheckinSettings) => void) {
    if (this.draft) change(this.draft);
  }
  /** A GB-list field the school does not collect: hidden from students and no longer editable. */
  toggleHidden(key: GbListFieldKey, hidden: boolean) {
    const f = this.draft?.fields;
    if (!f) return;
    f.hiddenFields = hidden
      ? [...new Set([...f.hiddenFields, key])]
      : f.hiddenFields.filter((k) => k !== key);
    if (hidden) f.editableFields = f.editableFields.filter((k) => k !== key);
  }
  toggleField(key: EditableFieldKey, on: boolean) {
    const f = this.draft?.fields;
    if (!f) return;
    f.editableFields = on
      ? [...new Set([...f.editableFields, key])]
      : f.editableFields.filter((k) => k !== key);
  }

  // ---------- option lists ----------
  canAddOption(list: ListKey) {
    return (this.draft?.options[list].length ?? 0) < MAX_OPTIONS;
  }
  addOption(list: ListKey) {
    const l = this.draft?.options[list];
    if (!l || !this.canAddOption(list)) return;
    const used = new Set(l.map((o) => o.value));
    let n = 1;
    while (used.has(String(n)) && n < 99) n++;
    l.push({ value: String(n), label: '' });
  }
  removeOption(list: ListKey, i: number) {
    const l = this.draft?.options[list];
    if (l && l.length > 1) l.splice(i, 1);
  }

  // ---------- desk steps ----------
  get canAddStep() {
    return (this.draft?.desk.steps.length ?? 0) < MAX_STEPS;
  }
  addStep() {
    const steps = this.draft?.desk.steps;
    if (!steps || !this.canAddStep) return;
    const used = new Set(steps.map((s) => s.key));
    let n = steps.length + 1;
    while (used.has(`step${n}`)) n++;
    steps.push({ key: `step${n}`, name: '' });
  }
  removeStep(i: number) {
    const steps = this.draft?.desk.steps;
    if (steps && steps[i]?.key !== ARRIVE_STEP_KEY) steps.splice(i, 1);
  }
  /** 可办理角色 of a step: who may mark it at the desk (none left = refused on save). */
  toggleStepRole(i: number, role: DeskRole, on: boolean) {
    const step = this.draft?.desk.steps[i];
    if (!step) return;
    const now = stepRoles(step).filter((r) => r !== role);
    step.roles = DESK_ROLES.filter((r) => (r === role ? on : now.includes(r)));
  }
  moveStep(i: number, by: -1 | 1) {
    const l = this.draft?.desk.steps;
    const j = i + by;
    if (!l || j < 0 || j >= l.length) return;
    [l[i], l[j]] = [l[j]!, l[i]!];
  }

  // ---------- saving ----------
  /** The client-side check of a section (the server checks again); null when it may be sent. */
  problem(section: CheckinSectionKey): string | null {
    const d = this.draft;
    if (!d) return '设置尚未加载';
    if (section === 'notice' && !d.notice.title.trim()) return '请填写须知标题';
    if (section === 'window') return windowProblem(d.window);
    if (section === 'place' && d.place.mapUrl.trim() && !/^https?:\/\/\S+$/i.test(d.place.mapUrl.trim()))
      return '地图链接须以 http:// 或 https:// 开头';
    if (section === 'options')
      return (
        listProblem(LIST_LABEL.stuTypes, d.options.stuTypes) ??
        listProblem(LIST_LABEL.dayGoTypes, d.options.dayGoTypes)
      );
    if (section === 'desk') return stepsProblem(d.desk.steps);
    return null;
  }

  #payload(section: CheckinSectionKey): CheckinSettingsSave {
    const d = this.draft!;
    const trimList = (l: { value: string; label: string }[]) =>
      l.map((o) => ({ value: o.value.trim(), label: o.label.trim() }));
    switch (section) {
      case 'notice':
        return { notice: { title: d.notice.title.trim(), content: d.notice.content } };
      case 'window':
        return { window: { ...d.window } };
      case 'fields':
        return { fields: copy(d.fields) };
      case 'photo':
        return { photo: { ...d.photo } };
      case 'place':
        return {
          place: {
            address: d.place.address.trim(),
            mapUrl: d.place.mapUrl.trim(),
            transport: d.place.transport.trim(),
          },
        };
      case 'options':
        return {
          options: { stuTypes: trimList(d.options.stuTypes), dayGoTypes: trimList(d.options.dayGoTypes) },
        };
      case 'desk':
        return {
          desk: {
            steps: d.desk.steps.map((s) => ({
              key: s.key.trim(),
              name: s.name.trim(),
              ...(s.roles && { roles: [...s.roles] }),
            })),
          },
        };
    }
  }

  async save(section: CheckinSectionKey): Promise<void> {
    this.noticeAt = section;
    const problem = this.problem(section);
    if (problem) {
      this.notice = { text: problem, ok: false };
      return;
    }
    this.savingSection = section;
    const label = CHECKIN_SECTIONS.find((s) => s.key === section)!.label;
    const s = await runAction(
      this,
      () => this.#gw.save(this.#payload(section)),
      `${label}已保存，学生端下次打开即生效`,
    );
    runInAction(() => {
      this.savingSection = null;
      if (!s || !this.draft) return;
      this.saved = s;
      // Only the saved section takes the server's answer; other drafts stay as typed.
      (this.draft as unknown as Record<string, unknown>)[section] = copy(s[section]);
    });
  }
}
