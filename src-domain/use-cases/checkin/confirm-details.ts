import type {
  CheckinGateway,
  CheckinSetting,
  DetailsUpdate,
  EditableField,
  Option,
  OptionKey,
  RegionProvince,
  StudentDetail,
} from '../../ports/checkin-gateway';
import { userText } from '../../http/error-catalogue';
import { isHttpFailure } from '../../ports/http';
import { failureOutcome, loadFailureText, type Outcome, outcomeOf } from '../outcome';

/** The option lists the confirm form picks from (the region has its own tree). */
export const CONFIRM_PICKERS = [
  'nation',
  'party',
  'hkType',
  'dayGoType',
  'stuType',
] as const satisfies readonly OptionKey[];
export type ConfirmPicker = (typeof CONFIRM_PICKERS)[number];

export interface ConfirmDetailsData {
  detail: StudentDetail;
  setting: CheckinSetting;
  regions: RegionProvince[];
  options: Record<ConfirmPicker, Option[]>;
}

/** Everything the confirm form needs: the record, the school's setting, the region tree and the option lists. */
export function loadConfirmDetails(checkin: CheckinGateway): Promise<Outcome<ConfirmDetailsData>> {
  return outcomeOf(() => readConfirmDetails(checkin), loadFailureText);
}

async function readConfirmDetails(checkin: CheckinGateway): Promise<ConfirmDetailsData> {
  const [detail, setting, regions, ...lists] = await Promise.all([
    checkin.detail(),
    checkin.setting(),
    checkin.regions(),
    ...CONFIRM_PICKERS.map((k) => checkin.options(k)),
  ]);
  const options = Object.fromEntries(CONFIRM_PICKERS.map((k, i) => [k, lists[i]!])) as Record<
    ConfirmPicker,
    Option[]
  >;
  return { detail, setting, regions, options };
}

/** A refused 确认: the server's own Chinese sentence when it has one (e.g. 手机号格式不正确). */
export const CONFIRM_FAILED = '提交失败，请稍后重试';
const confirmFailureText = (e: unknown) => (isHttpFailure(e) && userText(e.msg)) || CONFIRM_FAILED;

export type ConfirmDetailsResult = Outcome<{ version: number }> | { kind: 'conflict' };

/** A form value as the server takes it: the region picker's path ends with the area code; text is trimmed. */
function wireValue(field: EditableField, v: unknown): string {
  if (field === 'regionCode') return Array.isArray(v) ? String(v.at(-1) ?? '') : '';
  return String(v ?? '').trim();
}

/**
 * 确认信息: sends the fields the student may edit (empty ones left out) with the record's version and
 * confirms. Another device's change in between answers `conflict` (reload, keep the edits); any
 * other refusal is `refused` with its wording.
 */
export async function confirmDetails(
  checkin: CheckinGateway,
  input: { version: number; values: Partial<Record<EditableField, unknown>> },
): Promise<ConfirmDetailsResult> {
  const body: DetailsUpdate = { confirm: true, version: input.version };
  for (const [field, v] of Object.entries(input.values) as [EditableField, unknown][]) {
    const value = wireValue(field, v);
    if (value !== '') body[field] = value;
  }
  try {
    const saved = await checkin.updateInfo(body);
    return { kind: 'done', value: { version: saved.version } };
  } catch (e) {
    if (isHttpFailure(e) && e.code === 409) return { kind: 'conflict' };
    return failureOutcome(e, confirmFailureText);
  }
}
