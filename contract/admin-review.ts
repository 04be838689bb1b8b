import { z } from 'zod';

/**
 * The older review API (seed scripts, automation): `POST`, `Authorization: Bearer <staff session>`,
 * JSON body, snake_case answers as it has always given them. The same moves as the staff workspace
 * (contract/staff-work.ts), scoped to the session's school, one audit row per call.
 */
export const ADMIN_BASE = '/admin/api/';

export const adminReviewPaths = {
  approve: `${ADMIN_BASE}registrations/approve`,
  reject: `${ADMIN_BASE}registrations/reject`,
  admit: `${ADMIN_BASE}registrations/admit`,
  voucher: `${ADMIN_BASE}registrations/voucher`,
  markPaid: `${ADMIN_BASE}registrations/markPaid`,
  refund: `${ADMIN_BASE}registrations/refund`,
  refunded: `${ADMIN_BASE}registrations/refunded`,
  list: `${ADMIN_BASE}registrations/list`,
  reviewPhoto: `${ADMIN_BASE}photos/review`,
} as const;

const ref = z.object({ registrationId: z.string().trim().min(1).max(64).describe('报名编号') });
const reason = z.string().trim().min(1).max(200).describe('原因');

/** The move bodies (registration-moves.ts applies them). */
export const moveBodies = {
  approve: ref,
  reject: ref.extend({ reason }),
  admit: ref.extend({
    status: z
      .union([z.literal(2), z.literal(3)])
      .default(3)
      .describe('录取状态'),
  }),
  voucher: ref.extend({ approve: z.boolean().describe('审核结果'), reason: reason.optional() }),
  markPaid: ref.extend({ reason }),
  refund: ref,
  refunded: ref,
};

/** A registration's statuses after a move. */
export const MovedRaw = z.object({
  id: z.string(),
  review_status: z.number().int(),
  fee_status: z.number().int(),
  admission_status: z.number().int(),
  voucher_status: z.number().int().nullable(),
});

export const moves = Object.fromEntries(
  Object.entries(moveBodies).map(([k, request]) => [k, { request, response: MovedRaw }]),
) as { [K in keyof typeof moveBodies]: { request: (typeof moveBodies)[K]; response: typeof MovedRaw } };

export const list = {
  request: z.object({ planId: z.string().max(64).optional(), idNumber: z.string().max(18).optional() }),
  /** Newest first, at most 200; the identity number masked. */
  response: z.array(
    z.object({
      id: z.string(),
      tenant_id: z.string(),
      org_id: z.string(),
      plan_id: z.string(),
      user_id: z.string(),
      name: z.string(),
      id_number: z.string(),
      review_status: z.number().int(),
      reject_reason: z.string().nullable(),
      fee_status: z.number().int(),
      admission_status: z.number().int(),
      voucher_status: z.number().int().nullable(),
      amount: z.number(),
    }),
  ),
};

/** `{welcomeId, approve, reason?}`: the face photo's 待审核 → 审核通过 / 已驳回. */
export const reviewPhoto = {
  request: z.object({
    welcomeId: z.string().trim().min(1).max(64).describe('新生编号'),
    approve: z.boolean().describe('审核结果'),
    reason: z.string().trim().max(200).optional().describe('驳回原因'),
  }),
  response: z.object({
    welcomeId: z.string(),
    tenantId: z.string(),
    photoStatus: z.number().int(),
    photoRejectReason: z.string().nullable(),
  }),
};
