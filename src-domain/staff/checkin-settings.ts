import type { DownloadedFile } from './types';

/** 报到设置 (issue 27 item 2) as the staff app handles it; the wire shape is contract/checkin-settings.ts. */
export interface ListOption {
  value: string;
  label: string;
}
export interface DeskStepSetting {
  key: string;
  name: string;
  /** Who may mark it at the desk (src-domain/checkin-desk/step-roles.ts); absent = both desk roles. */
  roles?: ('admin' | 'checkin')[];
}

/** The student fields a school may let students edit on 确认个人信息 (contract EDITABLE_FIELDS). */
export const EDITABLE_FIELD_LABELS = [
  ['phone', '手机号'],
  ['nation', '民族'],
  ['party', '政治面貌'],
  ['hkType', '户口性质'],
  ['dayGoType', '就读方式'],
  ['stuType', '学生类别'],
  ['regionCode', '户籍所在地'],
  ['address', '家庭住址'],
  ['emergencyContact', '紧急联系人'],
  ['emergencyPhone', '紧急联系电话'],
] as const;
export type EditableFieldKey = (typeof EDITABLE_FIELD_LABELS)[number][0];
/** The fields coded by the national standard lists (contract GB_LIST_FIELDS): a school may not collect them. */
export const GB_LIST_FIELD_KEYS = [
  'nation',
  'party',
  'hkType',
] as const satisfies readonly EditableFieldKey[];
export type GbListFieldKey = (typeof GB_LIST_FIELD_KEYS)[number];

/** 报到 (`arrive`) is the desk step that marks a student arrived: it always stays. */
export const ARRIVE_STEP_KEY = 'arrive';

export interface CheckinSettings {
  notice: { title: string; content: string; updatedAt: string };
  window: { reportStart: string; reportEnd: string };
  fields: {
    editableFields: EditableFieldKey[];
    allowEditAfterConfirm: boolean;
    /** Not shown to students, not asked (hence never editable). */
    hiddenFields: GbListFieldKey[];
  };
  /** allowOnsite: a student may choose 到校现场核验 instead of the face photo. */
  photo: { requirePhoto: boolean; allowOnsite: boolean };
  place: { address: string; mapUrl: string; transport: string };
  options: { stuTypes: ListOption[]; dayGoTypes: ListOption[] };
  desk: { steps: DeskStepSetting[] };
}

/** One save: any of the sections, each replaced whole. */
export interface CheckinSettingsSave {
  notice?: { title: string; content: string };
  window?: CheckinSettings['window'];
  fields?: CheckinSettings['fields'];
  photo?: CheckinSettings['photo'];
  place?: CheckinSettings['place'];
  options?: CheckinSettings['options'];
  desk?: CheckinSettings['desk'];
}

/**
 * The client-side check of a window (the server checks again): both days, real dates, start ≤ end.
 * China dates as YYYY-MM-DD compare as text.
 */
export function windowProblem(w: CheckinSettings['window']): string | null {
  const real = (d: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
  if (!real(w.reportStart)) return '请选择报到开始日期';
  if (!real(w.reportEnd)) return '请选择报到结束日期';
  if (w.reportStart > w.reportEnd) return '报到开始日期不能晚于结束日期';
  return null;
}

/** A school option list: 1–2 digit codes, names filled in, no code twice, at least one. */
export function listProblem(label: string, list: ListOption[]): string | null {
  if (!list.length) return `${label}至少保留一项`;
  for (const o of list) {
    if (!/^\d{1,2}$/.test(o.value.trim())) return `${label}的选项代码须为1至2位数字`;
    if (!o.label.trim()) return `请填写${label}的选项名称`;
  }
  if (new Set(list.map((o) => o.value.trim())).size !== list.length) return `${label}的选项代码不能重复`;
  return null;
}

/** Desk steps: lower-case keys, names, 报到 kept, no key twice. */
export function stepsProblem(steps: DeskStepSetting[]): string | null {
  if (!steps.some((s) => s.key === ARRIVE_STEP_KEY)) return '须包含报到环节（arrive）';
  for (const s of steps) {
    if (!/^[a-z][a-z0-9_]{0,31}$/.test(s.key)) return '环节标识须以小写字母开头，只含小写字母、数字和下划线';
    if (!s.name.trim()) return '请填写环节名称';
    if (s.roles && !s.roles.length) return `请为“${s.name.trim()}”选择至少一个可办理的角色`;
  }
  if (new Set(steps.map((s) => s.key)).size !== steps.length) return '环节标识不能重复';
  return null;
}

/** The 报到设置 API (port), over the staff session. */
export const CheckinSettingsGateway = Symbol.for('CheckinSettingsGateway');
export interface CheckinSettingsGateway {
  settings(): Promise<CheckinSettings>;
  save(input: CheckinSettingsSave): Promise<CheckinSettings>;
}

/** The filter of a check-in export. */
export interface CheckinExportFilter {
  majorId?: string;
  className?: string;
  unmask?: boolean;
}
/** The check-in exports (port): the workbook and the face photos. */
export const CheckinExportsGateway = Symbol.for('CheckinExportsGateway');
export interface CheckinExportsGateway {
  xlsx(f: CheckinExportFilter): Promise<DownloadedFile>;
  photos(f: CheckinExportFilter): Promise<DownloadedFile>;
}
