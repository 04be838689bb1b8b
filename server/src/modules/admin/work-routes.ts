import type { FastifyInstance } from 'fastify';
import { admissionRoutes } from './admission-routes';
import { exportOutboxRoutes } from './export-outbox-routes';
import { paymentRoutes } from './payment-routes';
import { photoRoutes } from './photo-routes';
import { reviewRoutes } from './review-routes';

export { mayUnmask, mustOffer } from './work-shared';

/**
 * The school's workspace (contract/staff-work.ts): every call one audit row, every query in the
 * session's school. One route file per area; their shared rows and checks are in work-shared.ts.
 */
export async function staffWorkRoutes(app: FastifyInstance): Promise<void> {
  reviewRoutes(app);
  admissionRoutes(app);
  paymentRoutes(app);
  photoRoutes(app);
  exportOutboxRoutes(app);
}
