import { CMS_IMAGE_PATH } from '@contract/files';
import { cmsDocumentInfo, cmsQuery, schoolBadgeConfig, schoolPromiseConfig } from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { fileLink } from '../../files/links';
import { publicSchoolConfig } from '../../school/public-config';
import { articleDetail, cmsImage, listArticles } from './service';

export { CMS_IMAGE_PATH };

export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  const link = (deps: typeof app.deps) => (fileId: string) =>
    fileLink(deps.config.secret, fileId, deps.now());
  handle(app, cmsQuery, (q, { caller, deps }) => listArticles(deps.db, caller, q, { link: link(deps) }));
  handle(app, cmsDocumentInfo, ({ id }, { caller, deps }) => articleDetail(deps.db, caller, id, link(deps)));
  // The school's own settings (学校设置) first, the seeded row for the rest: school/public-config.ts.
  const config = (caller: { tenantId: string; orgId: string }, deps: typeof app.deps) =>
    publicSchoolConfig(deps.db, caller, { secret: deps.config.secret, now: deps.now() });
  handle(app, schoolBadgeConfig, async (_q, { caller, deps }) => (await config(caller, deps)).badge);
  handle(app, schoolPromiseConfig, async (_q, { caller, deps }) => (await config(caller, deps)).promise);

  // Seeded cover images (SVG made at seed time, no network); an image never runs script.
  app.get<{ Params: { id: string } }>(`${CMS_IMAGE_PATH}:id`, async (req, reply) => {
    const img = await cmsImage(app.deps.db, req.params.id.slice(0, 64));
    return reply
      .header('Content-Type', img.mime)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=86400')
      .send(img.body);
  });
}
