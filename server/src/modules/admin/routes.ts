import { maskIdNumber } from '@domain/identity/mask';
import type { StaffRole } from '@contract/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decide } from './admission-decisions';
import { listRegistrationsRaw } from './registration-list';
import { photoReviewRoutes } from './photo-review';
import { applyMove, type Move, MOVES } from './registration-moves';
import { afterMove } from './moves-notify';
import { staffRoute } from './staff-route';
import { staffWorkRoutes } from './work-routes';

/**
 * The older review API (seed scripts, automation): `Authorization: Bearer <staff session>` of the
 * school — the shared `X-Admin-Key` is gone (no key, default or set, is accepted). Same moves as the
 * staff workspace (`/staff-api/`), scoped to the session's school, one audit row per call.
 */
export const ADMIN_BASE = '/admin/api/';

const ADMISSIONS: readonly StaffRole[] = ['admin', 'admissions'];
const MOVE_ROLES: Record<keyof typeof MOVES, readonly StaffRole[]> = {
  approve: ADMISSIONS,
  reject: ADMISSIONS,
  admit: ADMISSIONS,
  voucher: ADMISSIONS,
  markPaid: ['admin'],
  refund: ['admin'],
  refunded: ['admin'],
};

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await staffWorkRoutes(app);
  await photoReviewRoutes(app, ADMIN_BASE);
  for (const [name, move] of Object.entries(MOVES) as [keyof typeof MOVES, Move][]) {
    if (name === 'admit') continue;
    staffRoute(app, `${ADMIN_BASE}registrations/${name}`, MOVE_ROLES[name], move.body, async (input, c) => {
      const row = await applyMove(c.deps.db, move, input, c.deps.now(), c.staff.orgId);
      await afterMove(c.deps, name, row, input as Record<string, unknown>);
      const { reason } = input as { reason?: string };
      return {
        data: {
          id: row.id,
          review_status: row.review_status,
          fee_status: row.fee_status,
          admission_status: row.admission_status,
          voucher_status: row.voucher_status,
        },
        audit: { action: `registration.${name}`, target: row.id, details: reason ? { reason } : {} },
      };
    });
  }

  // The admission journey's rules (issue 24) for the older path too: who can be decided, one by one.
  staffRoute(app, `${ADMIN_BASE}registrations/admit`, MOVE_ROLES.admit, MOVES.admit.body, async (i, c) => {
    const { row } = await decide(c.deps, c.staff.orgId, i.registrationId, i.status);
    return {
      data: {
        id: row.id,
        review_status: row.reviewStatus,
        fee_status: row.feeStatus,
        admission_status: row.admissionStatus,
        voucher_status: row.voucherStatus,
      },
      audit: { action: 'registration.admit', target: row.id, details: {} },
    };
  });

  staffRoute(
    app,
    `${ADMIN_BASE}registrations/list`,
    ADMISSIONS,
    z.object({ planId: z.string().max(64).optional(), idNumber: z.string().max(18).optional() }),
    async (q, c) => {
      const list = await listRegistrationsRaw(c.deps.db, c.staff.orgId, q);
      return {
        data: list.map((r) => ({ ...r, id_number: maskIdNumber(r.id_number) })),
        audit: { action: 'registration.list', details: { planId: q.planId ?? null, count: list.length } },
      };
    },
  );
}
