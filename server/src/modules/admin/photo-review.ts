import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '../../http/errors';
import { reviewStaffPhoto } from './photos';
import { staffRoute } from './staff-route';

const body = z.object({
  welcomeId: z.string().trim().min(1).max(64).describe('新生编号'),
  approve: z.boolean().describe('审核结果'),
  reason: z.string().trim().max(200).optional().describe('驳回原因'),
});

/** `POST /admin/api/photos/review` `{welcomeId, approve, reason?}`: the face photo's 待审核 → 审核通过 / 已驳回. */
export async function photoReviewRoutes(app: FastifyInstance, base: string): Promise<void> {
  staffRoute(app, `${base}photos/review`, ['admin', 'checkin'], body, async (input, c) => {
    if (!input.approve && !input.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
    const r = await reviewStaffPhoto(c, input);
    return {
      data: r,
      audit: {
        action: input.approve ? 'photo.approve' : 'photo.reject',
        target: input.welcomeId,
        details: input.reason ? { reason: input.reason } : {},
      },
    };
  });
}
