import { FEE_CODE, REVIEW_CODE, VOUCHER_CODE } from '@domain/journeys';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { apiError } from '../../http/errors';
import {
  codeList,
  feeRefusal,
  feeSources,
  rejectableFees,
  rejectRefusal,
  reviewRefusal,
  reviewSources,
  type StoredStatuses,
  voucherRefusal,
  voucherSources,
} from '../register/journey-codes';

const ref = z.object({ registrationId: z.string().trim().min(1).max(64).describe('报名编号') });
const reason = z.string().trim().min(1).max(200).describe('原因');

export interface Move {
  body: z.ZodType<{ registrationId: string }>;
  /** SET … WHERE … of the conditional UPDATE: the WHERE holds the model's allowed source states. */
  update: (input: never) => SQL;
  /** The model's Chinese refusal from the stored state (answered when the UPDATE matched no row). */
  refusal: (r: StoredStatuses) => string;
}

const or = (...xs: (string | null)[]) => xs.find((x) => x !== null) ?? '当前状态不能进行此操作';

/** The school's moves on a registration; every WHERE comes from src-domain/journeys. */
export const MOVES = {
  approve: {
    body: ref,
    update: () =>
      sql`review_status = ${REVIEW_CODE.approved} WHERE review_status IN (${codeList(reviewSources('approve'))})`,
    refusal: (r: StoredStatuses) => or(reviewRefusal(r, 'approve')),
  },
  reject: {
    body: ref.extend({ reason }),
    update: (i: { reason: string }) =>
      sql`review_status = ${REVIEW_CODE.rejected}, reject_reason = ${i.reason}
          WHERE review_status IN (${codeList(reviewSources('reject'))}) AND admission_status = 1
          AND fee_status IN (${codeList(rejectableFees())})`,
    refusal: (r: StoredStatuses) => or(rejectRefusal(r)),
  },
  admit: {
    body: ref.extend({
      status: z
        .union([z.literal(2), z.literal(3)])
        .default(3)
        .describe('录取状态'),
    }),
    update: (i: { status: 2 | 3 }) =>
      sql`admission_status = ${i.status} WHERE review_status = ${REVIEW_CODE.approved} AND admission_status < ${i.status}`,
    refusal: () => '仅审核通过的报名可以录取',
  },
  voucher: {
    body: ref.extend({ approve: z.boolean().describe('审核结果'), reason: reason.optional() }),
    update: (i: { approve: boolean; reason?: string | undefined }) =>
      i.approve
        ? sql`voucher_status = ${VOUCHER_CODE.approved}, fee_status = ${FEE_CODE.paid}
              WHERE voucher_status IN (${codeList(voucherSources('approve'))})
              AND fee_status IN (${codeList(feeSources('settle'))})`
        : sql`voucher_status = ${VOUCHER_CODE.rejected}, voucher_reason = ${i.reason ?? '凭证不清晰，请重新上传'}
              WHERE voucher_status IN (${codeList(voucherSources('reject'))})`,
    // Approving settles the fee too: the voucher model first, then the fee model.
    refusal: (r: StoredStatuses) => or(voucherRefusal(r, 'approve'), feeRefusal(r, 'settle')),
  },
  /** 线下缴费: the fee model's settle, with the reason kept in the audit row. */
  markPaid: {
    body: ref.extend({ reason }),
    update: () => sql`fee_status = ${FEE_CODE.paid} WHERE fee_status IN (${codeList(feeSources('settle'))})`,
    refusal: (r: StoredStatuses) => or(feeRefusal(r, 'settle')),
  },
  refund: {
    body: ref,
    update: () =>
      sql`fee_status = ${FEE_CODE.refundPending} WHERE fee_status IN (${codeList(feeSources('requestRefund'))})`,
    refusal: (r: StoredStatuses) => or(feeRefusal(r, 'requestRefund')),
  },
  refunded: {
    body: ref,
    update: () =>
      sql`fee_status = ${FEE_CODE.refunded} WHERE fee_status IN (${codeList(feeSources('refund'))})`,
    refusal: (r: StoredStatuses) => or(feeRefusal(r, 'refund')),
  },
} satisfies Record<string, Move>;

export interface MovedRow {
  id: string;
  tenant_id: string;
  org_id: string;
  user_id: string;
  name: string;
  plan_id: string;
  review_status: number;
  fee_status: number;
  admission_status: number;
  voucher_status: number | null;
  updated_at: string | Date;
}

/** Applies a move as one conditional UPDATE within one school; no row updated → the model's refusal (422). */
export async function applyMove(
  db: Db,
  move: Move,
  input: { registrationId: string },
  now: Date,
  orgId: string,
): Promise<MovedRow> {
  const [before] = await rows<StoredStatuses>(
    db,
    sql`SELECT review_status, fee_status, voucher_status, admission_status FROM registrations WHERE id = ${input.registrationId} AND org_id = ${orgId}`,
  );
  if (!before) throw apiError('NOT_FOUND', '报名记录不存在');
  const [row] = await rows<MovedRow>(
    db,
    sql`UPDATE registrations SET updated_at = ${now}, ${(move.update as (i: typeof input) => SQL)(input)} AND id = ${input.registrationId}
        AND org_id = ${orgId}
        RETURNING id, tenant_id, org_id, user_id, name, plan_id, review_status, fee_status, admission_status, voucher_status, updated_at`,
  );
  if (row) return row;
  const [current] = await rows<StoredStatuses>(
    db,
    sql`SELECT review_status, fee_status, voucher_status, admission_status FROM registrations WHERE id = ${input.registrationId}`,
  );
  throw apiError('REFUSED', move.refusal(current ?? before));
}
