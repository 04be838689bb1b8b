import * as A from '@contract/admin-review';
import { staffEndpoint } from '@contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { reviewStaffPhoto } from './photos';

/** `POST /admin/api/photos/review` `{welcomeId, approve, reason?}`: the face photo's 待审核 → 审核通过 / 已驳回. */
export async function photoReviewRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    staffEndpoint(A.adminReviewPaths.reviewPhoto, A.reviewPhoto),
    async (input, c) => {
      if (!input.approve && !input.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
      return reviewStaffPhoto(c, input);
    },
    {
      roles: ['admin', 'checkin'],
      audit: (input) => ({
        action: input.approve ? 'photo.approve' : 'photo.reject',
        target: input.welcomeId,
        details: input.reason ? { reason: input.reason } : {},
      }),
    },
  );
}
