import { and, count, desc, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsArticles, cmsImages } from '../../db/schema';
import { apiError } from '../../http/errors';
import { chinaText, pageWindow, toInt } from '../plan/china-text';
import { linkedRefs } from '../register/file-refs';

type Scope = { tenantId: string; orgId: string };
type Article = typeof cmsArticles.$inferSelect;

const item = (a: Article) => ({
  id: a.id,
  type: a.type as 'news' | 'document',
  title: a.title,
  summary: a.summary,
  coverUrl: a.coverUrl,
  author: a.author,
  publishTime: chinaText(a.publishAt),
});

const ofSchool = (s: Scope) => and(eq(cmsArticles.tenantId, s.tenantId), eq(cmsArticles.orgId, s.orgId));

/** One page of a school's news or documents, newest first, with the total. */
export async function listArticles(
  db: Db,
  scope: Scope,
  q: { type?: string | undefined; keyword?: string | undefined; pageNo: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(q);
  const where = and(
    ofSchool(scope),
    q.type ? eq(cmsArticles.type, q.type) : undefined,
    q.keyword ? like(cmsArticles.title, `%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined,
  );
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(cmsArticles).where(where),
    db
      .select()
      .from(cmsArticles)
      .where(where)
      .orderBy(desc(cmsArticles.publishAt), asc(cmsArticles.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { list: list.map(item), total: toInt(total?.n), pageNo: q.pageNo, pageSize: q.pageSize };
}

// Rich text exactly as stored: the client sanitizes it (the seed holds hostile HTML on purpose).
/** `link` signs a fresh download link for a stored file id (files/links.ts): attachments open in the viewer. */
export async function articleDetail(db: Db, scope: Scope, id: string, link: (fileId: string) => string) {
  const [a] = await db
    .select()
    .from(cmsArticles)
    .where(and(eq(cmsArticles.id, id), ofSchool(scope)));
  if (!a) throw apiError('NOT_FOUND', '文章不存在');
  return { ...item(a), content: a.content, attachments: linkedRefs(a.attachments, link) as never };
}

export async function cmsImage(db: Db, id: string) {
  const [img] = await db
    .select({ mime: cmsImages.mime, body: cmsImages.body })
    .from(cmsImages)
    .where(eq(cmsImages.id, id));
  if (!img) throw apiError('NOT_FOUND', '图片不存在');
  return img;
}
