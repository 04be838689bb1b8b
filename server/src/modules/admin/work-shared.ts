import { type MajorChoice, wishedMajorIds } from '@domain/admissions/admitted-major';
import { choicesOf } from './plan-majors';
import * as W from '@contract/staff-work';
import { factsOf } from '../register/service';
import {
  decisionBlocked,
  type StaffRegistrationAction,
  staffRefusal,
  staffRegistrationActions,
} from '@domain/journeys';
import { REVIEW_CODE } from '@domain/journeys';
import { can } from '@domain/staff/roles';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  formFields,
  iso,
  majorOf,
  phoneOf,
  shown,
  type StaffRegDb,
  staffReg,
  texts,
} from '../../exports/data';
import { fileLink } from '../../files/links';
import { apiError } from '../../http/errors';
import { afterMove } from './moves-notify';
import { applyMove, MOVES, type MovedRow } from './registration-moves';
import { handle, type StaffRouteContext as StaffCtx } from '../../http/route';

// What the workspace's route files share (work-routes.ts): rows, masks, offers and the moves.

/** Stored codes as the contract's literals (the response parse checks them). */
export type Fee = z.output<typeof W.feeCode>;
export type Voucher = z.output<typeof W.voucherCode>;
export type Moved = z.input<typeof W.Moved>;

export const moved = (r: MovedRow) => ({
  id: r.id,
  reviewStatus: r.review_status as 0 | 1 | 2,
  feeStatus: r.fee_status as Fee,
  admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
  voucherStatus: r.voucher_status as Voucher,
});

/** Unmasked only for a role allowed to see it; asking without the right is refused (403). */
export const mayUnmask = (c: StaffCtx, unmask: boolean): boolean => {
  if (!unmask) return false;
  if (!can(c.staff.role, 'unmask')) throw apiError('FORBIDDEN');
  return true;
};

export const fileOut = (c: StaffCtx, f: { fileId: string; name: string }) => ({
  fileId: f.fileId,
  name: f.name,
  url: fileLink(c.deps.config.secret, f.fileId, c.deps.now(), 3600_000),
});

export async function rowOf(
  c: StaffCtx,
  r: StaffRegDb,
  unmasked: boolean,
  fieldsCache: Map<string, unknown>,
) {
  const key = `${r.template_id}@v${r.form_version}`;
  let fields = fieldsCache.get(key) as Awaited<ReturnType<typeof formFields>> | undefined;
  if (!fields) {
    fields = await formFields(c.deps.db, r.template_id, r.form_version);
    fieldsCache.set(key, fields);
  }
  const choicesKey = `choices:${r.plan_id}`;
  let choices = fieldsCache.get(choicesKey) as MajorChoice[] | undefined;
  if (!choices) {
    choices = await choicesOf(c.deps.db, c.staff.orgId, r.plan_id);
    fieldsCache.set(choicesKey, choices);
  }
  const show = shown(unmasked);
  const facts = factsOf(r, c.deps.now());
  return {
    id: r.id,
    regNo: r.reg_no,
    planId: r.plan_id,
    planName: r.plan_name,
    name: r.name,
    idNumber: show.id(r.id_number),
    phone: show.phone(phoneOf(fields, r.answers)),
    major: majorOf(fields, r.answers),
    admittedMajorId: r.admitted_major_id,
    admittedMajor: r.admitted_major ?? '',
    majorChoices: choices,
    wishedMajorIds: wishedMajorIds(fields, r.answers, choices),
    reviewStatus: r.review_status as 0 | 1 | 2,
    rejectReason: r.reject_reason,
    feeStatus: r.fee_status as Fee,
    voucherStatus: r.voucher_status as Voucher,
    admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
    admissionReason: r.admission_reason,
    amount: r.amount,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    ...texts(r),
    // What this role may do with the row now (issue 23): the journeys' rules the moves enforce.
    actions: staffRegistrationActions(facts, c.staff.role),
    blocked: decisionBlocked(facts),
  };
}

/**
 * Refuses (422, the journeys' sentence) an action the registration's row does not offer the caller's
 * role now: the same rule (journeys staffRefusal) computes the row's `actions`.
 */
export async function mustOffer(c: StaffCtx, registrationId: string, action: StaffRegistrationAction) {
  const r = await staffReg(c.deps.db, c.staff.orgId, registrationId);
  const no = staffRefusal(factsOf(r, c.deps.now()), c.staff.role, action);
  if (no) throw apiError('REFUSED', no);
}

/** A move's answer with what the caller's role may do with the registration now (as its row's). */
export async function withActions(c: StaffCtx, m: Moved): Promise<Moved> {
  const r = await staffReg(c.deps.db, c.staff.orgId, m.id);
  return { ...m, actions: staffRegistrationActions(factsOf(r, c.deps.now()), c.staff.role) };
}

export const REVIEW_OF = {
  pending: REVIEW_CODE.pending,
  approved: REVIEW_CODE.approved,
  rejected: REVIEW_CODE.rejected,
};

/** The registration moves of the review and fee models (registration-moves.ts) with their contract operation. */
export type Move = 'approve' | 'reject' | 'markPaid';
/** Registers one move: the row's offer checked, the move applied and notified, its audit row. */
export const moveRoute = <K extends Move>(
  app: FastifyInstance,
  name: K,
  action: string,
  offer?: StaffRegistrationAction,
) =>
  handle(
    app,
    W[name] as (typeof W)[Move],
    async (input, c) => {
      if (offer) await mustOffer(c, input.registrationId, offer);
      const row = await applyMove(c.deps.db, MOVES[name], input, c.deps.now(), c.staff.orgId);
      await afterMove(c.deps, name, row, input as Record<string, unknown>);
      return withActions(c, moved(row));
    },
    {
      audit: (input, o) => {
        const { reason } = input as { reason?: string };
        return { action, target: o.id, details: reason ? { reason } : {} };
      },
    },
  );
