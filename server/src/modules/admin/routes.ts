import * as A from '@contract/admin-review';
import { adminReviewPaths as P } from '@contract/admin-review';
import { staffEndpoint } from '@contract/endpoint';
import type { StaffRole } from '@contract/staff';
import { maskIdNumber } from '@domain/identity/mask';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { decide } from './admission-decisions';
import { afterMove } from './moves-notify';
import { photoReviewRoutes } from './photo-review';
import { listRegistrationsRaw } from './registration-list';
import { applyMove, type Move, MOVES } from './registration-moves';
import { staffWorkRoutes } from './work-routes';

/**
 * The older review API (seed scripts, automation; contract/admin-review.ts): `Authorization: Bearer
 * <staff session>` of the school — the shared `X-Admin-Key` is gone (no key, default or set, is
 * accepted). Same moves as the staff workspace (`/staff-api/`), scoped to the session's school, one
 * audit row per call.
 */
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
  await photoReviewRoutes(app);
  for (const [name, move] of Object.entries(MOVES) as [keyof typeof MOVES, Move][]) {
    if (name === 'admit') continue;
    handle(
      app,
      staffEndpoint(P[name], A.moves[name]),
      async (input, c) => {
        const row = await applyMove(c.deps.db, move, input, c.deps.now(), c.staff.orgId);
        await afterMove(c.deps, name, row, input as Record<string, unknown>);
        return {
          id: row.id,
          review_status: row.review_status,
          fee_status: row.fee_status,
          admission_status: row.admission_status,
          voucher_status: row.voucher_status,
        };
      },
      {
        roles: MOVE_ROLES[name],
        audit: (input, o) => {
          const { reason } = input as { reason?: string };
          return { action: `registration.${name}`, target: o.id, details: reason ? { reason } : {} };
        },
      },
    );
  }

  // The admission journey's rules (issue 24) for the older path too: who can be decided, one by one.
  handle(
    app,
    staffEndpoint(P.admit, A.moves.admit),
    async (i, c) => {
      const { row } = await decide(c.deps, c.staff.orgId, i.registrationId, i.status);
      return {
        id: row.id,
        review_status: row.reviewStatus,
        fee_status: row.feeStatus,
        admission_status: row.admissionStatus,
        voucher_status: row.voucherStatus,
      };
    },
    {
      roles: MOVE_ROLES.admit,
      audit: (_i, o) => ({ action: 'registration.admit', target: o.id, details: {} }),
    },
  );

  handle(
    app,
    staffEndpoint(P.list, A.list),
    async (q, c) => {
      const list = await listRegistrationsRaw(c.deps.db, c.staff.orgId, q);
      return list.map((r) => ({ ...r, id_number: maskIdNumber(r.id_number) }));
    },
    {
      roles: ADMISSIONS,
      audit: (q, o) => ({
        action: 'registration.list',
        details: { planId: q.planId ?? null, count: o.length },
      }),
    },
  );
}
