import { and, count, desc, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsArticles, cmsImages } from '../../db/schema';
import { apiError } from '../../http/errors';
import { chinaText, pageWindow, toInt } from '../plan/china-text';
import { linkedRefs } from '../register/file-refs';
import { htmlToRead } from './sanitize';

type Scope = { tenantId: string; orgId: string };
type Article = typeof cmsArticles.$inferSelect;

type Link = (fileId: string) => string;

/** An uploaded cover (新闻公告 screen) is linked fresh on each read; the seed's rows carry a url. */
const item = (a: Article, link: Link) => ({
  id: a.id,
  type: a.type as 'news' | 'document',
  title: a.title,
  summary: a.summary,
  coverUrl: a.coverFileId ? link(a.coverFileId) : a.coverUrl,
  author: a.author,
  publishTime: chinaText(a.publishAt),
});

const ofSchool = (s: Scope) => and(eq(cmsArticles.tenantId, s.tenantId), eq(cmsArticles.orgId, s.orgId));
/** Applicants see published items only (articleVisible of the journeys); the publish time dates and orders them. */
const visible = () => eq(cmsArticles.state, 'published');

/** One page of a school's published news or documents, pinned first then newest, with the total. */
export async function listArticles(
  db: Db,
  scope: Scope,
  q: { type?: string | undefined; keyword?: string | undefined; pageNo: number; pageSize: number },
  at: { link: Link },
) {
  const { limit, offset } = pageWindow(q);
  const where = and(
    ofSchool(scope),
    visible(),
    q.type ? eq(cmsArticles.type, q.type) : undefined,
    q.keyword ? like(cmsArticles.title, `%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined,
  );
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(cmsArticles).where(where),
    db
      .select()
      .from(cmsArticles)
      .where(where)
      .orderBy(desc(cmsArticles.pinned), desc(cmsArticles.publishAt), asc(cmsArticles.id))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    list: list.map((a) => item(a, at.link)),
    total: toInt(total?.n),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/**
 * `link` signs a fresh download link for a stored file id (files/links.ts): attachments open in the
 * viewer. The rich text is sanitized here again (the seed holds hostile HTML on purpose) and by the client.
 */
export async function articleDetail(db: Db, scope: Scope, id: string, link: Link) {
  const [a] = await db
    .select()
    .from(cmsArticles)
    .where(and(eq(cmsArticles.id, id), ofSchool(scope), visible()));
  if (!a) throw apiError('NOT_FOUND', '文章不存在');
  return {
    ...item(a, link),
    content: htmlToRead(a.content, link),
    attachments: linkedRefs(a.attachments, link) as never,
  };
}

export async function cmsImage(db: Db, id: string) {
  const [img] = await db
    .select({ mime: cmsImages.mime, body: cmsImages.body })
    .from(cmsImages)
    .where(eq(cmsImages.id, id));
  if (!img) throw apiError('NOT_FOUND', '图片不存在');
  return img;
}
