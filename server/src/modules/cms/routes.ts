import { cmsDocumentInfo, cmsQuery, schoolBadgeConfig, schoolPromiseConfig } from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { chinaText, pageWindow, toInt } from '../plan/china-text';

interface ArticleRow {
  id: string;
  type: 'news' | 'document';
  title: string;
  summary: string;
  cover_url: string | null;
  author: string;
  content: string;
  attachments: unknown[];
  publish_at: Date;
}

const item = (a: ArticleRow) => ({
  id: a.id,
  type: a.type,
  title: a.title,
  summary: a.summary,
  coverUrl: a.cover_url,
  author: a.author,
  publishTime: chinaText(a.publish_at),
});

export const CMS_IMAGE_PATH = '/enrollment-manage-api/api/app/enrollment/CMS/image/';

export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  handle(app, cmsQuery, async (q, { caller, deps }) => {
    const { limit, offset } = pageWindow(q);
    const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` : null;
    const where = sql`tenant_id = ${caller.tenantId} AND org_id = ${caller.orgId}
      ${q.type ? sql`AND type = ${q.type}` : sql``} ${like ? sql`AND title LIKE ${like}` : sql``}`;
    const [total] = await rows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM cms_articles WHERE ${where}`,
    );
    const list = await rows<ArticleRow>(
      deps.db,
      sql`SELECT * FROM cms_articles WHERE ${where} ORDER BY publish_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
    );
    return { list: list.map(item), total: toInt(total?.n), pageNo: q.pageNo, pageSize: q.pageSize };
  });

  // Rich text exactly as stored: the client sanitizes it (the seed holds hostile HTML on purpose).
  handle(app, cmsDocumentInfo, async ({ id }, { caller, deps }) => {
    const [a] = await rows<ArticleRow>(
      deps.db,
      sql`SELECT * FROM cms_articles WHERE id = ${id} AND tenant_id = ${caller.tenantId} AND org_id = ${caller.orgId}`,
    );
    if (!a) throw apiError('NOT_FOUND', '文章不存在');
    return { ...item(a), content: a.content, attachments: a.attachments as never };
  });

  handle(app, schoolBadgeConfig, async (_q, { caller }) => (await schoolConfig(app, caller)).badge);
  handle(app, schoolPromiseConfig, async (_q, { caller }) => (await schoolConfig(app, caller)).promise);

  // Seeded cover images (SVG made at seed time, no network); an image never runs script.
  app.get<{ Params: { id: string } }>(`${CMS_IMAGE_PATH}:id`, async (req, reply) => {
    const [img] = await rows<{ mime: string; body: string }>(
      app.deps.db,
      sql`SELECT mime, body FROM cms_images WHERE id = ${req.params.id.slice(0, 64)}`,
    );
    if (!img) throw apiError('NOT_FOUND', '图片不存在');
    return reply
      .header('Content-Type', img.mime)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=86400')
      .send(img.body);
  });
}

async function schoolConfig(app: FastifyInstance, scope: { tenantId: string; orgId: string }) {
  const [c] = await rows<{ badge: never; promise: never }>(
    app.deps.db,
    sql`SELECT badge, promise FROM school_configs WHERE org_id = ${scope.orgId} AND tenant_id = ${scope.tenantId}`,
  );
  if (!c) throw apiError('NOT_FOUND', '学校未配置');
  return c;
}
