import {
  admission,
  type AdmissionDecision,
  admissionState,
  ADMISSION_CODE,
  decisionBlock,
  decisionTiming,
  DECISION_CODE,
  isRefusal,
  next,
  resultPublished,
  type AdmissionEvent,
} from '@domain/journeys';
import {
  admittedMajorProblem,
  defaultAdmittedMajor,
  type MajorChoice,
  wishedMajorIds,
} from '@domain/admissions/admitted-major';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, registrations as r } from '../../db/schema';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { formFields } from '../../exports/data';
import { choicesOf, planMajorChoices } from './plan-majors';
import { tellIfPublished } from './publish-results';

// Issue 24: 录取 / 预录取 / 不录取, undo before publication, 撤销录取 after it. Every rule is the
// admission journey's (src-domain/journeys/admission.ts); this file reads the row and writes it.

const subject = {
  id: r.id,
  tenant_id: r.tenantId,
  org_id: r.orgId,
  user_id: r.userId,
  name: r.name,
  plan_id: r.planId,
  plan_name: plans.name,
  review_status: r.reviewStatus,
  fee_status: r.feeStatus,
  admission_status: r.admissionStatus,
  voucher_status: r.voucherStatus,
  amount: r.amount,
  results_publish_at: plans.resultsPublishAt,
  answers: r.answers,
  template_id: plans.templateId,
  form_version: r.formVersion,
};
const subjects = (db: Db, orgId: string, ids: string[]) =>
  db
    .select(subject)
    .from(r)
    .innerJoin(plans, eq(plans.id, r.planId))
    .where(and(eq(r.orgId, orgId), inArray(r.id, ids)))
    .orderBy(asc(r.createdAt), asc(r.id));
type Subject = Awaited<ReturnType<typeof subjects>>[number];

async function one(db: Db, orgId: string, id: string): Promise<Subject> {
  const [s] = await subjects(db, orgId, [id]);
  if (!s) throw apiError('NOT_FOUND', '报名记录不存在');
  return s;
}

/** Why `event` may not happen to this registration now (journey table, who can be decided, timing), or null. */
export function refusalOf(s: Subject, event: AdmissionEvent, now: Date): string | null {
  if (event === 'preAdmit' || event === 'admit' || event === 'decline') {
    const block = decisionBlock({ reviewStatus: s.review_status, feeStatus: s.fee_status, amount: s.amount });
    if (block) return block;
  }
  const timing = decisionTiming(event, resultPublished(s.results_publish_at, now));
  if (timing) return timing;
  const to = next(admission, admissionState(s.admission_status, false), event);
  return isRefusal(to) ? to.msg : null;
}

/**
 * One conditional UPDATE: the row changes only if its admission, review and fee codes are still those
 * the rule was checked against (two teachers at once: the second is refused, nothing is overwritten).
 */
async function write(
  db: Db,
  s: Subject,
  event: AdmissionEvent,
  now: Date,
  reason: string | null,
  majorId?: string | null,
) {
  const to = next(admission, admissionState(s.admission_status, false), event);
  if (isRefusal(to)) throw apiError('REFUSED', to.msg);
  // 录取专业: named by 录取 / 预录取, gone with 不录取 or an undo, kept by 撤销录取 (what was revoked).
  const major =
    event === 'admit' || event === 'preAdmit'
      ? { admittedMajorId: majorId ?? null }
      : event === 'revoke'
        ? {}
        : { admittedMajorId: null };
  const [row] = await db
    .update(r)
    .set({ admissionStatus: ADMISSION_CODE[to], admissionReason: reason, updatedAt: now, ...major })
    .where(
      and(
        eq(r.id, s.id),
        eq(r.admissionStatus, s.admission_status),
        eq(r.reviewStatus, s.review_status),
        eq(r.feeStatus, s.fee_status),
      ),
    )
    .returning({
      id: r.id,
      reviewStatus: r.reviewStatus,
      feeStatus: r.feeStatus,
      admissionStatus: r.admissionStatus,
      voucherStatus: r.voucherStatus,
    });
  if (!row) throw apiError('REFUSED', '报名状态已变化，请刷新后重试');
  // The codes as the contract's Moved knows them (the columns are smallints).
  return {
    id: row.id,
    reviewStatus: row.reviewStatus as 0 | 1 | 2,
    feeStatus: row.feeStatus,
    admissionStatus: row.admissionStatus as 1 | 2 | 3 | 4 | 5,
    voucherStatus: row.voucherStatus,
  };
}

const eventOf = (code: 2 | 3 | 4): AdmissionDecision =>
  (Object.keys(DECISION_CODE) as AdmissionDecision[]).find((d) => DECISION_CODE[d] === code)!;

/** The first 意向专业 of the registration that the plan offers (what the 录取 dialog starts on). */
async function defaultMajorOf(db: Db, s: Subject, choices: readonly MajorChoice[]): Promise<string | null> {
  const fields = await formFields(db, s.template_id, s.form_version);
  return defaultAdmittedMajor(choices, wishedMajorIds(fields, s.answers ?? {}, choices));
}

/** 录取专业 of a 录取 / 预录取: the one asked for (checked against the plan's), else the default; null for 不录取. */
async function majorFor(
  db: Db,
  s: Subject,
  event: AdmissionEvent,
  asked: string | null | undefined,
  choices: readonly MajorChoice[],
): Promise<{ majorId: string | null } | { problem: string }> {
  if (event !== 'admit' && event !== 'preAdmit') return { majorId: null };
  const majorId = asked || (await defaultMajorOf(db, s, choices));
  const problem = admittedMajorProblem(choices, majorId);
  return problem ? { problem } : { majorId };
}

/** 录取 (3) / 预录取 (2) / 不录取 (4) of one registration; 录取 and 预录取 name the 录取专业. */
export async function decide(
  deps: ServerDeps,
  orgId: string,
  id: string,
  code: 2 | 3 | 4,
  majorId?: string | null,
) {
  const now = deps.now();
  const s = await one(deps.db, orgId, id);
  const event = eventOf(code);
  const why = refusalOf(s, event, now);
  if (why) throw apiError('REFUSED', why);
  const major = await majorFor(deps.db, s, event, majorId, await choicesOf(deps.db, orgId, s.plan_id));
  if ('problem' in major) throw apiError('REFUSED', major.problem);
  const row = await write(deps.db, s, event, now, null, major.majorId);
  await tellIfPublished(deps, s, s.results_publish_at);
  return { row, name: s.name };
}

/** A decision taken back before publication: 待录取 again, the applicant saw nothing. */
export async function undoDecision(deps: ServerDeps, orgId: string, id: string) {
  const now = deps.now();
  const s = await one(deps.db, orgId, id);
  const why = refusalOf(s, 'undo', now);
  if (why) throw apiError('REFUSED', why);
  return { row: await write(deps.db, s, 'undo', now, null), name: s.name };
}

/** 撤销录取 after publication, with the reason; the applicant is told (notice + 录取查询 / 我的报名). */
export async function revokeAdmission(deps: ServerDeps, orgId: string, id: string, reason: string) {
  const now = deps.now();
  const s = await one(deps.db, orgId, id);
  const why = refusalOf(s, 'revoke', now);
  if (why) throw apiError('REFUSED', why);
  const row = await write(deps.db, s, 'revoke', now, reason);
  await enqueue(deps, notices.revoked(s, reason, now.toISOString()));
  return { row, name: s.name };
}

/**
 * A decision on a selected set: each id is checked by the same rule as one by one; those that cannot
 * be decided are listed with the reason and skipped. dryRun only lists.
 */
export async function bulkDecide(
  deps: ServerDeps,
  orgId: string,
  input: { planId: string; registrationIds: string[]; status: 2 | 3 | 4; dryRun: boolean },
) {
  const now = deps.now();
  const event = eventOf(input.status);
  const found = await subjects(deps.db, orgId, [...new Set(input.registrationIds)]);
  const choices = await planMajorChoices(deps.db, orgId, [input.planId]);
  const decided: { id: string; name: string }[] = [];
  const skipped: { id: string; name: string; reason: string }[] = [];
  for (const id of input.registrationIds) {
    if (!found.some((s) => s.id === id)) skipped.push({ id, name: '-', reason: '报名记录不存在' });
  }
  for (const s of found) {
    const why = s.plan_id !== input.planId ? '不属于所选招生计划' : refusalOf(s, event, now);
    // Each is admitted to its own first 意向专业 among the plan's; without one it is skipped (decide it alone).
    const major = why ? null : await majorFor(deps.db, s, event, null, choices.get(s.plan_id) ?? []);
    const skip = why ?? (major && 'problem' in major ? `${major.problem}（请单独录取）` : null);
    if (skip || !major || 'problem' in major) {
      skipped.push({ id: s.id, name: s.name, reason: skip ?? '当前状态不能进行此操作' });
      continue;
    }
    if (!input.dryRun) {
      try {
        await write(deps.db, s, event, now, null, major.majorId);
        await tellIfPublished(deps, s, s.results_publish_at);
      } catch (e) {
        skipped.push({
          id: s.id,
          name: s.name,
          reason: e instanceof Error ? e.message : '当前状态不能进行此操作',
        });
        continue;
      }
    }
    decided.push({ id: s.id, name: s.name });
  }
  return { count: decided.length, decided, skipped, dryRun: input.dryRun };
}
