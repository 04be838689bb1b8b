import { hasImageAnswer } from '@domain/forms/field-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as C from '@contract/privacy';
import { admission, admissionState, fee, feeState, registrationReview, reviewState } from '@domain/journeys';
import { chinaDateTimeString } from '@domain/time/china-time';
import type { Db } from '../../db/client';
import { orgs, plans, registrations } from '../../db/schema';
import { answerText, formFields } from '../../exports/data';
import { myData, type Person } from './service';

type Copy = z.input<typeof C.myData.response>;

/** One registration as a person reads it: labels instead of field names, statuses in words. */
interface ReadableRegistration {
  regNo: string;
  planName: string;
  createdAt: string;
  statuses: [string, string][];
  answers: [string, string][];
}

export interface ReadableCopy {
  school: string;
  exportedAt: string;
  account: [string, string][];
  registrations: ReadableRegistration[];
  activities: [string, string][][];
  acceptances: string[];
}

const time = (iso: string) => chinaDateTimeString(new Date(iso));

/** 个人信息 as a page a person reads and prints: the same data as the JSON copy, in Chinese. */
export async function readableCopy(db: Db, p: Person, now: Date): Promise<ReadableCopy> {
  const copy: Copy = await myData(db, p, now);
  const ids = copy.registrations.map((r) => r.id);
  const forms = ids.length
    ? await db
        .select({
          id: registrations.id,
          templateId: plans.templateId,
          version: registrations.formVersion,
        })
        .from(registrations)
        .innerJoin(plans, eq(plans.id, registrations.planId))
        .where(and(inArray(registrations.id, ids), eq(registrations.tenantId, p.tenantId)))
    : [];
  const [school] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, p.orgId));
  const regs = await Promise.all(
    copy.registrations.map(async (r) => {
      const form = forms.find((f) => f.id === r.id);
      const fields = form ? await formFields(db, form.templateId, form.version) : [];
      const answers: [string, string][] = fields
        .filter((f) => f.prop && !hasImageAnswer(f))
        .map((f) => [f.label || f.prop, answerText(f, r.answers[f.prop])]);
      return {
        regNo: r.regNo,
        planName: r.planName,
        createdAt: time(r.createdAt),
        statuses: [
          ['审核', registrationReview.states[reviewState(r.reviewStatus)].label],
          ['缴费', fee.states[feeState(r.feeStatus)].label],
          // The copy already holds a decision back until the publication time (shownAdmissionCode).
          ['录取', admission.states[admissionState(r.admissionStatus, false)].label],
        ] as [string, string][],
        answers: answers.filter(([, v]) => v !== ''),
      };
    }),
  );
  return {
    school: school?.name ?? '',
    exportedAt: time(copy.exportedAt),
    account: [
      ['姓名', copy.account.name || '未填写'],
      ['手机号', copy.account.phone ?? '未绑定'],
      ['微信', copy.account.hasWechat ? '已关联' : '未关联'],
    ],
    registrations: regs,
    activities: copy.activities.map((a) => [
      ['活动', a.activityName],
      ['姓名', a.name],
      ['手机号', a.phone],
      ['报名时间', time(a.createdAt)],
    ]),
    acceptances: copy.acceptances.map((a) => `${time(a.acceptedAt)} 同意（版本 ${a.version}）`),
  };
}
