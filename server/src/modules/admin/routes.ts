import { timingSafeEqual } from 'node:crypto';
import { FeeStatus } from '@domain/admissions/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { feeSourcesOf } from '../register/fee-status';
import { photoReviewRoutes } from './photo-review';

/** Review API for the seed, the tests and a school's staff: header `X-Admin-Key: $ADMIN_KEY`. */
export const ADMIN_BASE = '/admin/api/';
export const DEV_ADMIN_KEY = 'dev-admin-key';
export const adminKey = () => process.env.ADMIN_KEY || DEV_ADMIN_KEY;

/** A wrong or missing `X-Admin-Key` → HTTP 403 暂无权限. */
export function checkKey(req: FastifyRequest): void {
  const given = Buffer.from(String(req.headers['x-admin-key'] ?? ''));
  const want = Buffer.from(adminKey());
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw apiError('FORBIDDEN');
}

const ref = z.object({ registrationId: z.string().trim().min(1).max(64).describe('报名编号') });
const reason = z.string().trim().min(1).max(200).describe('原因');
const inList = (xs: number[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

interface Move {
  body: z.ZodType<{ registrationId: string }>;
  /** SET … WHERE … of the conditional UPDATE; no row means the move is not allowed from the current state. */
  update: (input: never) => SQL;
  refusal: string;
}

const MOVES = {
  approve: {
    body: ref,
    update: () => sql`review_status = 1 WHERE review_status = 0`,
    refusal: '仅待审核的报名可以通过',
  },
  reject: {
    body: ref.extend({ reason }),
    update: (i: { reason: string }) =>
      sql`review_status = 2, reject_reason = ${i.reason} WHERE review_status IN (0, 1) AND admission_status = 1 AND fee_status = 1`,
    refusal: '当前状态不可驳回',
  },
  admit: {
    body: ref.extend({
      status: z
        .union([z.literal(2), z.literal(3)])
        .default(3)
        .describe('录取状态'),
    }),
    update: (i: { status: 2 | 3 }) =>
      sql`admission_status = ${i.status} WHERE review_status = 1 AND admission_status < ${i.status}`,
    refusal: '仅审核通过的报名可以录取',
  },
  voucher: {
    body: ref.extend({ approve: z.boolean().describe('审核结果'), reason: reason.optional() }),
    update: (i: { approve: boolean; reason?: string | undefined }) =>
      i.approve
        ? sql`voucher_status = 1, fee_status = 3 WHERE voucher_status = 0 AND fee_status IN (${inList(feeSourcesOf(FeeStatus.PAID))})`
        : sql`voucher_status = 2, voucher_reason = ${i.reason ?? '凭证不清晰，请重新上传'} WHERE voucher_status = 0`,
    refusal: '没有待审核的缴费凭证',
  },
  refund: {
    body: ref,
    update: () => sql`fee_status = 4 WHERE fee_status IN (${inList(feeSourcesOf(FeeStatus.REFUND_PENDING))})`,
    refusal: '仅已缴费的报名可以退费',
  },
  refunded: {
    body: ref,
    update: () => sql`fee_status = 5 WHERE fee_status IN (${inList(feeSourcesOf(FeeStatus.REFUNDED))})`,
    refusal: '仅待退费的报名可以标记为已退费',
  },
} satisfies Record<string, Move>;

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await photoReviewRoutes(app, ADMIN_BASE, checkKey);
  for (const [name, move] of Object.entries(MOVES) as [string, Move][]) {
    app.post(`${ADMIN_BASE}registrations/${name}`, async (req) => {
      checkKey(req);
      const input = parseInput(move.body, req.body ?? {});
      const now = app.deps.now();
      const [exists] = await rows(
        app.deps.db,
        sql`SELECT 1 FROM registrations WHERE id = ${input.registrationId}`,
      );
      if (!exists) throw apiError('NOT_FOUND', '报名记录不存在');
      const [row] = await rows<Record<string, unknown>>(
        app.deps.db,
        sql`UPDATE registrations SET updated_at = ${now}, ${(move.update as (i: typeof input) => SQL)(input)} AND id = ${input.registrationId}
            RETURNING id, review_status, fee_status, admission_status, voucher_status`,
      );
      if (!row) throw apiError('REFUSED', move.refusal);
      return ok(row);
    });
  }

  app.post(`${ADMIN_BASE}registrations/list`, async (req) => {
    checkKey(req);
    const q = parseInput(
      z.object({
        tenantId: z.string().max(64).optional(),
        idNumber: z.string().max(18).optional(),
        planId: z.string().max(64).optional(),
      }),
      req.body ?? {},
    );
    const list = await rows(
      app.deps.db,
      sql`SELECT id, tenant_id, org_id, plan_id, user_id, name, id_number, review_status, reject_reason, fee_status,
                 admission_status, voucher_status, amount
          FROM registrations WHERE true
          ${q.tenantId ? sql`AND tenant_id = ${q.tenantId}` : sql``}
          ${q.idNumber ? sql`AND id_number = ${q.idNumber.toUpperCase()}` : sql``}
          ${q.planId ? sql`AND plan_id = ${q.planId}` : sql``}
          ORDER BY created_at DESC LIMIT 200`,
    );
    return ok(list);
  });
}
