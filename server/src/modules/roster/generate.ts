import type * as R from '@contract/roster';
import { parseIdNumber } from '@domain/identity/id-number';
import { maskIdNumber } from '@domain/identity/mask';
import { answerValue } from '@domain/roster/mapping';
import { resultPublished } from '@domain/journeys';
import { majorOf } from '@domain/roster/row-rules';
import { heldBackText } from '../welcome/held-back';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { plans, registrations } from '../../db/schema-admissions';
import { apiError } from '../../http/errors';
import { schoolMajors } from './import';
import { loadMapping } from './mapping';
import { countsOf, filled, planUpsert, type RosterRecord, writeUpsert } from './upsert';

type Scope = { tenantId: string; orgId: string };
type GenerateResult = z.output<typeof R.generate.response>;

/** 已录取 (admission code 3). */
const ADMITTED = 3;

/**
 * 从录取生成: each 已录取 registration of the chosen plans becomes (or updates) a new student,
 * its fields taken through the school's mapping. A dry run lists what would happen and writes nothing;
 * a second run finds nothing to change.
 */
export async function generateRoster(
  db: Db,
  s: Scope,
  input: { planIds: string[]; dryRun: boolean },
  now: Date,
): Promise<GenerateResult> {
  const chosen = await db
    .select({ id: plans.id, name: plans.name, publishAt: plans.resultsPublishAt })
    .from(plans)
    .where(and(eq(plans.tenantId, s.tenantId), eq(plans.orgId, s.orgId), inArray(plans.id, input.planIds)));
  if (chosen.length !== new Set(input.planIds).size) throw apiError('NOT_FOUND', '招生计划不存在');
  const planName = new Map(chosen.map((p) => [p.id, p.name]));
  // Issue 34 item 12: an admit whose result is not published yet is generated but said so; 新生报到
  // reads 待公布 for it until the time (welcome/held-back.ts).
  const heldBack = new Map(
    chosen.flatMap((p) =>
      resultPublished(p.publishAt, now) ? [] : [[p.id, heldBackText(p.publishAt)] as const],
    ),
  );
  const { mapping } = await loadMapping(db, s);
  const majorList = await schoolMajors(db, s);
  const regs = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.tenantId, s.tenantId),
        eq(registrations.orgId, s.orgId),
        inArray(registrations.planId, input.planIds),
        eq(registrations.admissionStatus, ADMITTED),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));

  const items: GenerateResult['items'] = [];
  const records: { reg: (typeof regs)[number]; record: RosterRecord }[] = [];
  const seen = new Set<string>();
  for (const reg of regs) {
    const a = reg.answers;
    const name = answerValue(a, mapping.name) || reg.name;
    const rawId = answerValue(a, mapping.idNumber) || reg.idNumber;
    const base = { registrationId: reg.id, name, planName: planName.get(reg.planId) ?? '' };
    const skip = (idNumber: string, reason: string) =>
      items.push({ ...base, idNumber: maskIdNumber(idNumber), action: 'skip', reason });
    if (reg.purgedAt) {
      skip(rawId, '报名信息已按规定删除');
      continue;
    }
    const id = parseIdNumber(rawId, now);
    if (!id.ok) {
      skip(rawId, '身份证号不正确');
      continue;
    }
    const idNumber = id.value.normalized;
    if (seen.has(idNumber)) {
      skip(idNumber, '同一学生在所选计划中有多条录取记录，已按第一条生成');
      continue;
    }
    seen.add(idNumber);
    // 录取专业 as the 录取 named it (issue 34); a registration admitted before it was stored reads the
    // mapped answer (legacy).
    const majorText =
      reg.admittedMajorId ??
      (answerValue(a, mapping.major) || (mapping.major === 'assignedMajor' ? answerValue(a, 'majors') : ''));
    const major = majorText ? majorOf(majorText, majorList) : null;
    if (!major) {
      skip(idNumber, majorText ? `学校没有该专业：${majorText}` : '录取时没有确定录取专业');
      continue;
    }
    records.push({
      reg,
      record: {
        name,
        idNumber,
        majorId: major.id,
        studentNo: '',
        ticketNo: answerValue(a, mapping.ticketNo),
        className: '',
        dormitory: '',
        details: filled({
          phone: answerValue(a, mapping.phone),
          address: answerValue(a, mapping.address),
          emergencyContact: answerValue(a, mapping.emergencyContact),
          emergencyPhone: answerValue(a, mapping.emergencyPhone),
        }),
      },
    });
  }
  const run = async (tx: Db) => {
    const planned = await planUpsert(
      tx,
      s,
      records.map((r) => r.record),
    );
    if (!input.dryRun) await writeUpsert(tx, s, planned);
    return planned;
  };
  const planned = input.dryRun ? await run(db) : await db.transaction((tx) => run(tx as unknown as Db));
  planned.forEach((p, i) => {
    const reg = records[i]!.reg;
    items.push({
      registrationId: reg.id,
      name: p.record.name,
      idNumber: maskIdNumber(p.record.idNumber),
      planName: planName.get(reg.planId) ?? '',
      action: p.action,
      reason: [p.reason, heldBack.get(reg.planId) ?? ''].filter(Boolean).join('；'),
    });
  });
  const skipped = items.filter((i) => i.action === 'skip').length;
  const c = countsOf(planned);
  return { dryRun: input.dryRun, created: c.created, updated: c.updated, skipped, items };
}
