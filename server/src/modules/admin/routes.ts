import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { photoReviewRoutes } from './photo-review';
import { applyMove, type Move, MOVES } from './registration-moves';

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

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await photoReviewRoutes(app, ADMIN_BASE, checkKey);
  for (const [name, move] of Object.entries(MOVES) as [string, Move][]) {
    app.post(`${ADMIN_BASE}registrations/${name}`, async (req) => {
      checkKey(req);
      const input = parseInput(move.body, req.body ?? {});
      return ok(await applyMove(app.deps.db, move, input, app.deps.now()));
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
