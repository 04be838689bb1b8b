import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { reviewPhoto } from '../welcome-manage/photo-review';

const body = z.union([
  z.object({ welcomeId: z.string().trim().min(1).max(64).describe('新生编号'), approve: z.literal(true) }),
  z.object({
    welcomeId: z.string().trim().min(1).max(64).describe('新生编号'),
    approve: z.literal(false),
    reason: z.string().trim().min(1).max(200).describe('驳回原因'),
  }),
]);

/** `POST /admin/api/photos/review` `{welcomeId, approve, reason?}`: the face photo's 待审核 → 审核通过 / 已驳回. */
export async function photoReviewRoutes(
  app: FastifyInstance,
  base: string,
  checkKey: (req: FastifyRequest) => void,
): Promise<void> {
  app.post(`${base}photos/review`, async (req) => {
    checkKey(req);
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // A rejection without a reason is named as such rather than as a union mismatch.
    if (raw.approve === false && (typeof raw.reason !== 'string' || !raw.reason.trim()))
      throw apiError('BAD_REQUEST', '请填写驳回原因');
    const input = parseInput(body, raw);
    const r = await reviewPhoto(app.deps.db, input.welcomeId, input, app.deps.now());
    if (r === 'missing') throw apiError('NOT_FOUND', '该新生没有人脸照片');
    if ('refused' in r) throw apiError('REFUSED', r.refused);
    return ok(r);
  });
}
