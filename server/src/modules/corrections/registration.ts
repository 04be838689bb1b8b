import type { Answers, FormFieldDef } from '@contract/enrollment';
import { maskIdNumber, maskPhone } from '@domain/identity/mask';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { answerText, staffReg, type StaffRegDb } from '../../exports/data';
import { fileLink } from '../../files/links';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { enqueue } from '../../notify/outbox';
import { isApplicantOnly } from '@domain/forms/field-types';
import { applyFieldLogic, isEmptyAnswer, isRequired, isShown } from '@domain/forms/answers';
import type { FieldLogicDef } from '@contract/enrollment';
import { checkAnswers } from '../register/answers';
import { linkedRefs } from '../register/file-refs';
import { loadTemplate } from '../register/service';
import { reviewHistory } from './history';

/** The applicant's own marks (attachments, signature): shown in a correction, never replaced by staff. */
const isLocked = (f: Pick<FormFieldDef, 'type'>) => isApplicantOnly(f);

/** A registration's last change as its version: milliseconds, as the wire carries it (the column keeps µs). */
const versionOf = (r: Pick<StaffRegDb, 'updated_at'>) => new Date(r.updated_at).toISOString();

async function formOf(db: Db, r: StaffRegDb) {
  if (!r.template_id) throw apiError('REFUSED', '该报名所在计划没有报名表，无法更正');
  return loadTemplate(db, r.tenant_id, r.template_id, r.form_version, { orgId: r.org_id, planId: r.plan_id });
}

/** What 更正信息 opens: the answers on the form version the registration was submitted on. */
export async function registrationForm(deps: ServerDeps, orgId: string, registrationId: string) {
  const r = await staffReg(deps.db, orgId, registrationId);
  const tpl = await formOf(deps.db, r);
  const link = (fileId: string) => fileLink(deps.config.secret, fileId, deps.now(), 3600_000);
  return {
    registrationId: r.id,
    name: r.name,
    planName: r.plan_name,
    formVersion: r.form_version,
    version: versionOf(r),
    fields: tpl.fields,
    logic: tpl.logic,
    answers: linkedRefs((r.answers ?? {}) as Answers, link),
    lockedProps: tpl.fields.filter(isLocked).map((f) => f.prop),
    history: await reviewHistory(deps.db, r),
  };
}

/** The audit and the screen read a changed value; identity numbers and phones masked (never in full in a log). */
function shownText(f: FormFieldDef, v: unknown, idNumber: string): string {
  const t = answerText(f, v);
  if (!t) return '';
  if (f.rules?.some((x) => x.type === 'idNumber') || t === idNumber) return maskIdNumber(t);
  if (f.rules?.some((x) => x.type === 'mobile')) return maskPhone(t);
  return t;
}

/**
 * The rules a correction is checked by: the form version's own, except that an attachment or a
 * signature the applicant already left empty where it was shown does not block staff, who cannot
 * supply it (one that a correction newly shows and requires still does: the parent must add it).
 */
function rulesForCorrection(fields: FormFieldDef[], logic: FieldLogicDef[], before: Answers) {
  const wasShown = applyFieldLogic(fields, logic, before);
  const excused = new Set(
    wasShown
      .filter((f) => isLocked(f) && isShown(f) && isRequired(f) && isEmptyAnswer(before[f.prop]))
      .map((f) => f.prop),
  );
  if (!excused.size) return { fields, logic };
  return {
    fields: fields.map((f) =>
      excused.has(f.prop) ? { ...f, rules: (f.rules ?? []).map((r) => ({ ...r, required: false })) } : f,
    ),
    logic: logic.map((l) =>
      l.action === 'required' ? { ...l, targets: l.targets.filter((x) => !excused.has(x)) } : l,
    ),
  };
}

/** Two answers alike; an empty one and a missing one are alike (the validator drops empty answers). */
const same = (a: unknown, b: unknown) =>
  (isEmptyAnswer(a) && isEmptyAnswer(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface CorrectionInput {
  registrationId: string;
  version: string;
  answers: Answers;
  reason: string;
}

/**
 * 更正信息 (issue 36 item 4): the staff's answers checked by the registration's own form version
 * (the validator registrations use), the applicant's attachments and signature kept, written only if
 * nobody changed the registration since `version`; the parent is told what changed and why.
 */
export async function correctRegistration(deps: ServerDeps, orgId: string, input: CorrectionInput) {
  const r = await staffReg(deps.db, orgId, input.registrationId);
  if (versionOf(r) !== new Date(input.version).toISOString())
    throw apiError('CONFLICT', '该报名已被修改（家长重新提交或其他老师处理过），请刷新后查看最新内容再更正');
  const tpl = await formOf(deps.db, r);
  const before = (r.answers ?? {}) as Answers;
  const merged: Answers = { ...input.answers };
  for (const f of tpl.fields.filter(isLocked)) {
    if (before[f.prop] === undefined) delete merged[f.prop];
    else merged[f.prop] = before[f.prop]!;
  }
  const now = deps.now();
  const rules = rulesForCorrection(tpl.fields, tpl.logic, before);
  const checked = checkAnswers(rules.fields, rules.logic, merged, now);
  if (!checked.ok) throw apiError('BAD_REQUEST', checked.message);
  const after = checked.answers;
  const changes = tpl.fields
    .filter((f) => !same(before[f.prop], after[f.prop]))
    .map((f) => ({
      prop: f.prop,
      label: f.label,
      before: shownText(f, before[f.prop], r.id_number),
      after: shownText(f, after[f.prop], checked.idNumber),
    }));
  if (!changes.length) throw apiError('REFUSED', '没有修改任何内容');
  let row: { updatedAt: Date } | undefined;
  try {
    // The version is checked again in the UPDATE itself, so a change in between wins (date_trunc: µs vs ms).
    [row] = await deps.db
      .update(registrations)
      .set({ answers: after, name: checked.name, idNumber: checked.idNumber, updatedAt: now })
      .where(
        and(
          eq(registrations.id, r.id),
          eq(registrations.orgId, orgId),
          isNull(registrations.purgedAt),
          sql`date_trunc('milliseconds', ${registrations.updatedAt}) = ${input.version}::timestamptz`,
        ),
      )
      .returning({ updatedAt: registrations.updatedAt });
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', '该证件号已在本招生计划报名，不能改为此证件号');
    throw e;
  }
  if (!row) throw apiError('CONFLICT', '该报名已被修改或已清除，请刷新后重试');
  const version = row.updatedAt.toISOString();
  await enqueue(deps, {
    tenantId: r.tenant_id,
    orgId: r.org_id,
    userId: r.user_id,
    kind: 'registration.corrected',
    idemKey: `registration.corrected:${r.id}:${version}`,
    title: '报名信息已更正',
    body: `${checked.name}的报名（${r.plan_name}）中${changes.map((c) => c.label).join('、')}已由学校更正，原因：${input.reason}。请在“我的报名”中查看。`,
  });
  return { registrationId: r.id, name: checked.name, version, changes, notified: true };
}
