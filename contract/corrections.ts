import { z } from 'zod';
import { staffOp } from './endpoint';
import { answers, fieldLogic, formField } from './enrollment';
import { STAFF_BASE } from './staff';

/**
 * 更正 (issue 36 item 4). Every call: `POST`, staff session, JSON body, the envelope; the school
 * comes from the session. A registration is corrected on the form version it was submitted on and
 * checked with that version's rules; `version` is the registration's last change (ISO time): a
 * correction made on an older one is refused (409) so nobody overwrites what they did not see.
 * 更正信息 is `correct` (学校管理员, 招生老师); the roster's are `rosterWrite` (学校管理员).
 */
const p = (rest: string) => `${STAFF_BASE}corrections/${rest}`;

const id = z.string().trim().min(1, '缺少编号').max(64, '编号过长');
const reasonOf = (what: string) =>
  z.string().trim().min(1, `请填写${what}`).max(200, '原因最多200字').describe(what);
const reason = reasonOf('更正原因');
const iso = z.string().describe('ISO 8601 time with offset');

/** One step of a registration's review: 提交, 驳回 (with its reason), 重新提交, 审核通过, 更正. */
export const ReviewEvent = z.object({
  kind: z.enum(['submitted', 'rejected', 'resubmitted', 'approved', 'corrected']),
  at: iso.nullable(),
  /** The staff member's name (null for the applicant's own steps). */
  by: z.string().nullable(),
  /** 驳回原因 or 更正原因. */
  reason: z.string(),
});

export const registrationForm = staffOp(p('registration/form'), 'correct', {
  request: z.object({ registrationId: id.describe('报名记录') }),
  response: z.object({
    registrationId: z.string(),
    name: z.string(),
    planName: z.string(),
    formVersion: z.number().int(),
    version: iso,
    fields: z.array(formField),
    logic: z.array(fieldLogic),
    answers,
    /** Upload and signature fields are the applicant's own: shown, never changed by a correction. */
    lockedProps: z.array(z.string()),
    history: z.array(ReviewEvent),
  }),
});

export const FieldChange = z.object({
  prop: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

export const correctRegistration = staffOp(p('registration/save'), 'correct', {
  request: z.object({
    registrationId: id.describe('报名记录'),
    version: z.iso.datetime({ offset: true, error: '版本格式不正确' }).describe('报名记录版本'),
    answers: answers.describe('报名信息'),
    reason,
  }),
  response: z.object({
    registrationId: z.string(),
    version: iso,
    changes: z.array(FieldChange),
    /** Whether the parent was sent a notice (nothing changed: no notice). */
    notified: z.boolean(),
  }),
});

const welcomeId = id.describe('新生');
export const correctIdNumber = staffOp(p('roster/id-number'), 'rosterWrite', {
  request: z.object({
    welcomeId,
    idNumber: z
      .string()
      .trim()
      .min(1, '请输入身份证号')
      .max(18, '身份证号应为15位或18位')
      .describe('身份证号'),
    reason,
  }),
  response: z.object({ welcomeId: z.string(), idNumber: z.string() }),
});

export const removeStudent = staffOp(p('roster/remove'), 'rosterWrite', {
  request: z.object({ welcomeId, reason: reasonOf('删除原因') }),
  response: z.object({ welcomeId: z.string(), restorableUntil: iso }),
});

export const RemovedStudent = z.object({
  welcomeId: z.string(),
  name: z.string(),
  /** Masked. */
  idNumber: z.string(),
  entryYear: z.number().int(),
  reason: z.string(),
  removedAt: iso,
  removedBy: z.string().nullable(),
  restorableUntil: iso,
});
export const removedStudents = staffOp(p('roster/removed'), 'rosterWrite', {
  request: z.object({}),
  response: z.array(RemovedStudent),
});

export const restoreStudent = staffOp(p('roster/restore'), 'rosterWrite', {
  request: z.object({ welcomeId }),
  response: z.object({ welcomeId: z.string() }),
});

export type RegistrationForm = z.output<typeof registrationForm.response>;
export type CorrectionResult = z.output<typeof correctRegistration.response>;
export type CorrectionRequest = z.input<typeof correctRegistration.request>;
