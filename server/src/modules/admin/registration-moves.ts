import {
  ADMISSION_CODE,
  FEE_CODE,
  feeState,
  REVIEW_CODE,
  VOUCHER_CODE,
  voucherState,
} from '@domain/journeys';
import { markPaidRefusal } from '@domain/journeys/registration-actions';
import { and, eq, inArray, isNull, ne, or as or_, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { apiError } from '../../http/errors';
import {
  feeRefusal,
  feeSources,
  rejectFeeMoves,
  rejectRefusal,
  reviewRefusal,
  reviewSources,
  type StoredStatuses,
  voucherRefusal,
  voucherSources,
} from '../register/journey-codes';

type RegistrationSet = PgUpdateSetSource<typeof registrations>;

export interface Move {
  /** SET … WHERE … of the conditional UPDATE: the WHERE holds the model's allowed source states. */
  update: (input: never) => { set: RegistrationSet; where: SQL | undefined };
  /** The model's Chinese refusal from the stored state (answered when the UPDATE matched no row). */
  refusal: (r: StoredStatuses) => string;
}

const or = (...xs: (string | null)[]) => xs.find((x) => x !== null) ?? '当前状态不能进行此操作';
const r = registrations;

/** The fee a rejection leaves, in SQL: 已缴费 → 待退费 (the refund starts), others unchanged. */
const feeAfterReject = () => {
  const moves = rejectFeeMoves();
  if (!moves.length) return sql<number>`${r.feeStatus}`;
  // Codes from the journeys' table (integers), written as literals so the CASE keeps the smallint type.
  const cases = moves.map(([from, to]) => sql.raw(`WHEN ${Number(from)} THEN ${Number(to)}`));
  return sql<number>`CASE ${r.feeStatus} ${sql.join(cases, sql` `)} ELSE ${r.feeStatus} END`;
};

/** The school's moves on a registration; every WHERE comes from src-domain/journeys. */
export const MOVES = {
  approve: {
    update: () => ({
      set: { reviewStatus: REVIEW_CODE.approved },
      where: inArray(r.reviewStatus, reviewSources('approve')),
    }),
    refusal: (x: StoredStatuses) => or(reviewRefusal(x, 'approve')),
  },
  reject: {
    update: (i: { reason: string }) => ({
      set: { reviewStatus: REVIEW_CODE.rejected, rejectReason: i.reason, feeStatus: feeAfterReject() },
      where: and(
        inArray(r.reviewStatus, reviewSources('reject')),
        eq(r.admissionStatus, ADMISSION_CODE.waiting),
      ),
    }),
    refusal: (x: StoredStatuses) => or(rejectRefusal(x)),
  },
  voucher: {
    update: (i: { approve: boolean; reason?: string | undefined }) =>
      i.approve
        ? {
            set: { voucherStatus: VOUCHER_CODE.approved, feeStatus: FEE_CODE.paid },
            where: and(
              inArray(r.voucherStatus, voucherSources('approve')),
              inArray(r.feeStatus, feeSources('settle')),
            ),
          }
        : {
            set: {
              voucherStatus: VOUCHER_CODE.rejected,
              voucherReason: i.reason ?? '凭证不清晰，请重新上传',
            },
            where: inArray(r.voucherStatus, voucherSources('reject')),
          },
    // Approving settles the fee too: the voucher model first, then the fee model.
    refusal: (x: StoredStatuses) => or(voucherRefusal(x, 'approve'), feeRefusal(x, 'settle')),
  },
  /** 线下缴费: the fee model's settle, with the reason kept in the audit row. */
  markPaid: {
    update: () => ({
      set: { feeStatus: FEE_CODE.paid },
      // Not while a voucher is 审核中 (journeys markPaidRefusal): the conditional UPDATE holds it too.
      where: and(
        inArray(r.feeStatus, feeSources('settle')),
        or_(isNull(r.voucherStatus), ne(r.voucherStatus, VOUCHER_CODE.reviewing)),
      ),
    }),
    refusal: (x: StoredStatuses) =>
      or(markPaidRefusal({ fee: feeState(x.feeStatus), voucher: voucherState(x.voucherStatus) })),
  },
  refund: {
    update: () => ({
      set: { feeStatus: FEE_CODE.refundPending },
      where: inArray(r.feeStatus, feeSources('requestRefund')),
    }),
    refusal: (x: StoredStatuses) => or(feeRefusal(x, 'requestRefund')),
  },
  refunded: {
    update: () => ({
      set: { feeStatus: FEE_CODE.refunded },
      where: inArray(r.feeStatus, feeSources('refund')),
    }),
    refusal: (x: StoredStatuses) => or(feeRefusal(x, 'refund')),
  },
} satisfies Record<string, Move>;

const statuses = {
  reviewStatus: r.reviewStatus,
  feeStatus: r.feeStatus,
  voucherStatus: r.voucherStatus,
  admissionStatus: r.admissionStatus,
};

/** The row a move answers (snake_case keys: the notices and the older admin API read them so). */
const movedColumns = {
  id: r.id,
  tenant_id: r.tenantId,
  org_id: r.orgId,
  user_id: r.userId,
  name: r.name,
  plan_id: r.planId,
  review_status: r.reviewStatus,
  fee_status: r.feeStatus,
  admission_status: r.admissionStatus,
  voucher_status: r.voucherStatus,
  updated_at: r.updatedAt,
};

/** Applies a move as one conditional UPDATE within one school; no row updated → the model's refusal (422). */
export async function applyMove(
  db: Db,
  move: Move,
  input: { registrationId: string },
  now: Date,
  orgId: string,
) {
  const [before] = await db
    .select(statuses)
    .from(r)
    .where(and(eq(r.id, input.registrationId), eq(r.orgId, orgId)));
  if (!before) throw apiError('NOT_FOUND', '报名记录不存在');
  const { set, where } = (move.update as (i: typeof input) => ReturnType<Move['update']>)(input);
  // A fee settled by the school (标记已缴费, an approved voucher) keeps its time: the export's 支付时间.
  const paid = set.feeStatus === FEE_CODE.paid ? { paidAt: now } : {};
  const [row] = await db
    .update(r)
    .set({ ...set, ...paid, updatedAt: now })
    .where(and(where, eq(r.id, input.registrationId), eq(r.orgId, orgId)))
    .returning(movedColumns);
  if (row) return row;
  const [current] = await db.select(statuses).from(r).where(eq(r.id, input.registrationId));
  throw apiError('REFUSED', move.refusal(current ?? before));
}

export type MovedRow = Awaited<ReturnType<typeof applyMove>>;

/** A registration of the school as a move answers it (a move that changes nothing, e.g. a refund still processing). */
export async function movedRow(db: Db, id: string, orgId: string): Promise<MovedRow> {
  const [row] = await db
    .select(movedColumns)
    .from(r)
    .where(and(eq(r.id, id), eq(r.orgId, orgId)));
  if (!row) throw apiError('NOT_FOUND', '报名记录不存在');
  return row;
}
