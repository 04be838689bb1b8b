import { checkDuplicate } from '@contract/enrollment';
import { parseIdNumber } from '@domain/identity/id-number';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registrations } from '../../db/schema';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { loadPlan } from '../plan/service';

/** Per address and school per minute: enough for a family trying a few numbers, too few to enumerate. */
export const DUPLICATE_CHECK_MAX = 20;

/**
 * Issue 14: the form asks, as soon as the identity number is complete, whether this number is
 * already registered for this plan — so a duplicate is found before the whole form is filled.
 * Public and rate-limited; it answers yes or no and reveals nothing else (no name, status or id).
 */
export async function duplicateCheckRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    checkDuplicate,
    async ({ planId, idNumber }, { caller, deps }) => {
      const plan = await loadPlan(deps.db, caller, planId);
      const id = parseIdNumber(idNumber, deps.now());
      const t = idNumber.trim();
      let number: string;
      if (id.ok) number = id.value.normalized;
      // Another document (passport, permits): letters and digits; a long run of digits is an ID card.
      else if (/^[A-Za-z0-9]{5,18}$/.test(t) && !/^\d{14,}[\dXx]?$/.test(t)) number = t.toUpperCase();
      else throw apiError('BAD_REQUEST', '证件号码不完整或有误');
      const [hit] = await deps.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.planId, plan.id), eq(registrations.idNumber, number)))
        .limit(1);
      return { registered: !!hit };
    },
    {
      rateLimit: {
        name: 'register-duplicate-check',
        max: () => DUPLICATE_CHECK_MAX,
        windowMs: 60_000,
        readOnly: true,
      },
    },
  );
}
