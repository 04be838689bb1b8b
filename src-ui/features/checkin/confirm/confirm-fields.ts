import type {
  CheckinSetting,
  EditableField,
  RegionProvince,
  StudentDetail,
} from '@domain/ports/checkin-gateway';
import type { FormField } from '@domain/forms/form-field';

/** A region tree node as the dynamic form's cascading picker takes it. */
export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

export const toRegionOptions = (tree: readonly RegionProvince[]): RegionOption[] =>
  tree.map((p) => ({
    label: p.name,
    value: p.code,
    children: p.children.map((c) => ({
      label: c.name,
      value: c.code,
      children: c.children.map((a) => ({ label: a.name, value: a.code })),
    })),
  }));

/** The picker path [province, city, area] of a 6-digit area code; [] when not in the tree. */
export function regionPath(tree: readonly RegionOption[], code: string): string[] {
  if (!code) return [];
  for (const p of tree)
    for (const c of p.children ?? [])
      for (const a of c.children ?? []) if (a.value === code) return [p.value, c.value, a.value];
  return [];
}

const EDITABLE: Record<
  EditableField,
  { label: string; picker?: boolean; required?: boolean; mobile?: boolean; placeholder?: string }
> = {
  phone: { label: '手机号', required: true, mobile: true, placeholder: '请输入11位手机号' },
  // Issue 34 item 21: never pre-filled (no 汉族 / 群众 by default); the student chooses both.
  nation: { label: '民族', picker: true, required: true },
  party: { label: '政治面貌', picker: true, required: true },
  hkType: { label: '户口性质', picker: true },
  dayGoType: { label: '就读方式', picker: true },
  stuType: { label: '学生类别', picker: true },
  regionCode: { label: '户籍所在地', picker: true, required: true },
  address: { label: '家庭住址', required: true, placeholder: '请输入详细地址' },
  emergencyContact: { label: '紧急联系人', required: true },
  emergencyPhone: { label: '紧急联系电话', required: true, mobile: true, placeholder: '请输入11位手机号' },
};
export const EDITABLE_KEYS = Object.keys(EDITABLE) as EditableField[];

const READONLY: [keyof StudentDetail, string][] = [
  ['name', '姓名'],
  ['idNumber', '身份证号'],
  ['sexText', '性别'],
  ['birthday', '出生日期'],
  ['studentNo', '学号'],
  ['majorName', '录取专业'],
  ['className', '班级'],
];

/** The form: what the school fixed (read-only) then what the student may edit per getSetting. */
export function confirmFields(d: StudentDetail, s: CheckinSetting): FormField[] {
  const locked = !!d.confirmedAt && !s.allowEditAfterConfirm;
  const fixed: FormField[] = READONLY.map(([prop, label]) => ({
    prop: `ro_${prop}`,
    label,
    value: String(d[prop] ?? '') || '-',
    disabled: true,
    readonly: true,
    // Issue 14: the identity number on a full-width row (never cut off at 320 px), the ID keyboard if ever editable.
    ...(prop === 'idNumber' ? { wide: true, idKeyboard: true, maxLength: 18 } : {}),
  }));
  const hidden: readonly EditableField[] = s.hiddenFields ?? [];
  const editable: FormField[] = EDITABLE_KEYS.filter((k) => !hidden.includes(k)).map((prop) => {
    const e = EDITABLE[prop];
    const canEdit = !locked && s.editableFields.includes(prop);
    return {
      prop,
      label: e.label,
      placeholder: e.placeholder ?? (e.picker ? '请选择' : '请输入'),
      isLink: e.picker,
      disabled: !canEdit,
      // Issue 14: phone numbers open the phone keyboard, 11 digits.
      ...(e.mobile ? { inputType: 'tel', maxLength: 11 } : {}),
      rules:
        canEdit && e.required
          ? [{ required: true, ...(e.mobile ? { type: 'mobile' as const } : {}) }]
          : e.mobile
            ? [{ type: 'mobile' as const }]
            : [],
    };
  });
  return [...fixed, ...editable];
}

/** Server detail → form values (the region as its picker path). */
export function detailValues(d: StudentDetail, regions: readonly RegionOption[]): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  for (const k of EDITABLE_KEYS) v[k] = k === 'regionCode' ? regionPath(regions, d.regionCode) : d[k];
  return v;
}
