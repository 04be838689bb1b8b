/**
 * 从录取生成: which registration answer fills each new-student field. The school sets it once
 * (stored per school); until then the registration form's standard keys are used.
 */
export const MAPPING_TARGETS = [
  { key: 'name', label: '姓名', required: true },
  { key: 'idNumber', label: '身份证号', required: true },
  { key: 'phone', label: '手机号', required: false },
  { key: 'major', label: '专业', required: true },
  { key: 'ticketNo', label: '准考证号', required: false },
  { key: 'address', label: '家庭住址', required: false },
  { key: 'emergencyContact', label: '紧急联系人', required: false },
  { key: 'emergencyPhone', label: '紧急联系人电话', required: false },
] as const;

export type MappingTarget = (typeof MAPPING_TARGETS)[number]['key'];
/** Target → the answer key of the registration form ('' = not filled from the form). */
export type RosterMapping = Record<MappingTarget, string>;

export const DEFAULT_MAPPING: RosterMapping = {
  name: 'name',
  idNumber: 'idNumber',
  phone: 'phone',
  major: 'assignedMajor',
  ticketNo: 'ticketNo',
  address: 'address',
  emergencyContact: 'emergencyContact',
  emergencyPhone: 'emergencyPhone',
};

/** An answer as text: the first of a list (a major picker answers [majorId]), numbers as digits. */
export function answerValue(answers: Record<string, unknown>, key: string): string {
  if (!key) return '';
  let v = answers[key];
  if (Array.isArray(v)) v = v[0];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  return '';
}
