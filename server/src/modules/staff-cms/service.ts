import type * as C from '@contract/staff-cms';
import { articleDraftProblems, articleLifecycle, isRefusal, next, sourcesOf } from '@domain/journeys';
import type { ArticleEvent, ArticleState } from '@domain/journeys';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cmsArticles, files } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { htmlToRead, htmlToStore, imageFileIds } from '../cms/sanitize';
import { chinaText, toInt } from '../plan/china-text';

type Row = typeof cmsArticles.$inferSelect;
type Input = z.output<typeof C.ArticleInput>;
type Link = (fileId: string) => string;
export interface School {
  tenantId: string;
  orgId: string;
}
interface StoredRef {
  fileId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

const ofSchool = (s: School) => and(eq(cmsArticles.tenantId, s.tenantId), eq(cmsArticles.orgId, s.orgId));
const stateOf = (a: Row): ArticleState =>
  a.state === 'draft' || a.state === 'offline' ? a.state : 'published';

/** A list row: no body, the cover linked fresh. */
export function articleRow(a: Row, link: Link) {
  const state = stateOf(a);
  return {
    id: a.id,
    type: a.type === 'document' ? ('document' as const) : ('news' as const),
    title: a.title,
    summary: a.summary,
    author: a.author,
    coverFileId: a.coverFileId,
    coverUrl: a.coverFileId ? link(a.coverFileId) : a.coverUrl,
    publishAt: chinaText(a.publishAt),
    pinned: a.pinned,
    state,
    stateText: articleLifecycle.states[state].label,
    updatedAt: chinaText(a.updatedAt),
  };
}

/** The editor's view: the body sanitized again with fresh image links, files linked. */
export function articleView(a: Row, link: Link): z.output<typeof C.StaffArticle> {
  const attachments = (a.attachments as StoredRef[]).map((f) => ({ ...f, url: link(f.fileId) }));
  return { ...articleRow(a, link), content: htmlToRead(a.content, link), attachments };
}

export function listSchoolArticles(db: Db, s: School, type?: string): Promise<Row[]> {
  return db
    .select()
    .from(cmsArticles)
    .where(and(ofSchool(s), type ? eq(cmsArticles.type, type) : undefined))
    .orderBy(desc(cmsArticles.pinned), desc(cmsArticles.publishAt), asc(cmsArticles.id));
}

export async function schoolArticle(db: Db, s: School, id: string): Promise<Row> {
  const [a] = await db
    .select()
    .from(cmsArticles)
    .where(and(eq(cmsArticles.id, id), ofSchool(s)));
  if (!a) throw apiError('NOT_FOUND', '文章不存在');
  return a;
}

/**
 * The school's staff uploads among `ids`: another school's file, or an applicant's own upload (an ID
 * photo), can never be made public through a news item.
 */
async function schoolFiles(db: Db, s: School, ids: string[]) {
  if (!ids.length) return new Map<string, StoredRef>();
  const found = await db
    .select({ id: files.id, name: files.name, size: files.size, type: files.type })
    .from(files)
    .where(
      and(
        eq(files.tenantId, s.tenantId),
        eq(files.orgId, s.orgId),
        like(files.ownerId, 'staff:%'),
        inArray(files.id, ids),
      ),
    );
  if (found.length !== new Set(ids).size) throw apiError('BAD_REQUEST', '图片或文件无效，请重新上传');
  return new Map(
    found.map((f) => [f.id, { fileId: f.id, name: f.name, size: toInt(f.size), type: f.type, url: '' }]),
  );
}

/** The columns to store: the body sanitized, every file checked to be the school's. */
async function columns(db: Db, s: School, i: Input) {
  const content = htmlToStore(i.content);
  const problems = Object.values(articleDraftProblems({ ...i, content }));
  if (problems.length) throw apiError('BAD_REQUEST', problems[0]);
  const ids = [...imageFileIds(content), ...i.attachments.map((f) => f.fileId)];
  if (i.coverFileId) ids.push(i.coverFileId);
  const owned = await schoolFiles(db, s, [...new Set(ids)]);
  if (i.coverFileId && !owned.get(i.coverFileId)!.type.startsWith('image/'))
    throw apiError('BAD_REQUEST', '封面须为图片');
  return {
    type: i.type,
    title: i.title,
    summary: i.summary,
    author: i.author,
    content,
    coverFileId: i.coverFileId,
    attachments: i.attachments.map((f) => owned.get(f.fileId)!),
    publishAt: new Date(i.publishAt),
    pinned: i.pinned,
  };
}

export async function createArticle(db: Db, s: School, i: Input, now: Date): Promise<Row> {
  const cols = await columns(db, s, i);
  const [a] = await db
    .insert(cmsArticles)
    .values({
      id: newId(i.type === 'news' ? 'news' : 'doc'),
      tenantId: s.tenantId,
      orgId: s.orgId,
      ...cols,
      state: 'draft',
      updatedAt: now,
    })
    .returning();
  return a!;
}

/** Saves the editor's fields; the state stays (a published item shows the edit at once). */
export async function saveArticle(db: Db, s: School, id: string, i: Input, now: Date): Promise<Row> {
  await schoolArticle(db, s, id);
  const cols = await columns(db, s, i);
  const [a] = await db
    .update(cmsArticles)
    .set({ ...cols, updatedAt: now })
    .where(and(eq(cmsArticles.id, id), ofSchool(s)))
    .returning();
  if (!a) throw apiError('NOT_FOUND', '文章不存在');
  return a;
}

/** 发布 / 下线 by the lifecycle table, in one conditional UPDATE (a concurrent change is refused). */
export async function moveArticle(
  db: Db,
  s: School,
  id: string,
  event: ArticleEvent,
  now: Date,
): Promise<Row> {
  const a = await schoolArticle(db, s, id);
  const to = next(articleLifecycle, stateOf(a), event);
  if (isRefusal(to)) throw apiError('REFUSED', to.msg);
  const [moved] = await db
    .update(cmsArticles)
    .set({ state: to, updatedAt: now })
    .where(
      and(
        eq(cmsArticles.id, id),
        ofSchool(s),
        inArray(cmsArticles.state, sourcesOf(articleLifecycle, event)),
      ),
    )
    .returning();
  if (!moved) throw apiError('CONFLICT');
  return moved;
}

export async function deleteArticle(db: Db, s: School, id: string): Promise<Row> {
  const [gone] = await db
    .delete(cmsArticles)
    .where(and(eq(cmsArticles.id, id), ofSchool(s)))
    .returning();
  if (!gone) throw apiError('NOT_FOUND', '文章不存在');
  return gone;
}
