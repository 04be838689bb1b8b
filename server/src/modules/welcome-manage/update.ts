import { EDITABLE_FIELDS, type EditableField } from '@contract/welcome-manage';
import type { Option } from '@contract/common';
import { HK_TYPES, NATIONS, PARTIES } from '../welcome/options';
import { isRegionCode } from '../region/tree';
import type { SchoolSettings } from '../../school/settings';
import type { WelcomeRow } from '../welcome/student';

export const FIELD_LABELS: Record<EditableField, string> = {
  phone: '手机号',
  nation: '民族',
  party: '政治面貌',
  hkType: '户口性质',
  dayGoType: '就读方式',
  stuType: '学生类别',
  regionCode: '户籍所在地',
  address: '家庭住址',
  emergencyContact: '紧急联系人',
  emergencyPhone: '紧急联系电话',
};

const inList = (list: Option[]) => (v: string) => list.some((o) => o.value === v);

/** Valid codes: the GB lists, and the school's own 学生类别 and 就读方式 (报到设置). */
const codesOf = (lists: SchoolLists): Partial<Record<EditableField, (v: string) => boolean>> => ({
  nation: inList(NATIONS),
  party: inList(PARTIES),
  hkType: inList(HK_TYPES),
  dayGoType: inList(lists.dayGoTypes),
  stuType: inList(lists.stuTypes),
  regionCode: isRegionCode,
});
export type SchoolLists = { stuTypes: Option[]; dayGoTypes: Option[] };

/** Confirming needs these filled in. */
const REQUIRED_TO_CONFIRM: EditableField[] = ['phone', 'nation', 'emergencyContact', 'emergencyPhone'];
/** …and these when the school lets the student fill them in (issue 34 item 21: nothing is pre-filled). */
const REQUIRED_WHEN_EDITABLE: EditableField[] = ['party'];

/**
 * The school's edit rules for updateInfo: only editable fields, valid standard codes, no edits after
 * confirming unless the school allows it, and the required fields before confirming.
 * Returns the new details or the Chinese reason for refusing.
 */
export function applyUpdate(
  row: WelcomeRow,
  input: Partial<Record<EditableField, string>> & { confirm?: boolean | undefined },
  settings: SchoolSettings['checkin'],
  lists: SchoolLists,
): { details: Record<string, unknown> } | { refusal: string } {
  const changes = EDITABLE_FIELDS.filter((f) => input[f] !== undefined && input[f] !== row.details[f]);
  if (changes.length && row.confirmedAt && !settings.allowEditAfterConfirm)
    return { refusal: '信息已确认，不能再修改' };
  const CODES = codesOf(lists);
  const hidden: readonly string[] = settings.hiddenFields ?? [];
  for (const f of changes) {
    if (!settings.editableFields.includes(f) || hidden.includes(f))
      return { refusal: `“${FIELD_LABELS[f]}”不允许修改` };
    const valid = CODES[f];
    if (valid && !valid(input[f]!)) return { refusal: `${FIELD_LABELS[f]}的取值无效` };
  }
  const details = { ...row.details, ...Object.fromEntries(changes.map((f) => [f, input[f]])) };
  if (input.confirm) {
    const required = [
      ...REQUIRED_TO_CONFIRM,
      ...REQUIRED_WHEN_EDITABLE.filter((f) => settings.editableFields.includes(f)),
    ];
    const missing = required
      .filter((f) => !hidden.includes(f))
      .find((f) => typeof details[f] !== 'string' || details[f] === '');
    if (missing) return { refusal: `请先填写${FIELD_LABELS[missing]}` };
  }
  return { details };
}
