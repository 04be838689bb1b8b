import * as W from '@contract/staff-work';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/errors';
import { listPhotos, reviewStaffPhoto } from './photos';
import { handle } from '../../http/route';

/** 人脸照片: the photos to review and the review. */
export function photoRoutes(app: FastifyInstance): void {
  // ---------- face photos ----------
  handle(app, W.photos, async (q, c) => listPhotos(c, q), {
    audit: (q, o) => ({ action: 'photo.list', details: { status: q.status, count: o.rows.length } }),
  });
  handle(
    app,
    W.reviewPhoto,
    async (i, c) => {
      if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
      const r = await reviewStaffPhoto(c, i);
      return {
        welcomeId: r.welcomeId,
        photoStatus: r.photoStatus,
        rejectReason: r.photoRejectReason,
        actions: r.actions,
      };
    },
    {
      audit: (i) => ({
        action: i.approve ? 'photo.approve' : 'photo.reject',
        target: i.welcomeId,
        details: i.reason ? { reason: i.reason } : {},
      }),
    },
  );
}
