import { z } from 'zod';
import { ARTICLE_STATES } from '../src-domain/journeys/codes';
import { chinaInstant } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * 新闻公告 / 文档 (issue 26 part 4). Every call: `POST`, staff session of 学校管理员 or 招生老师 (the
 * `cms` action), JSON body, the envelope (except the upload, multipart). The school comes from the session. The rich text is sanitized by
 * the server (DOMPurify) before it is stored and again when it is read.
 */
/** Limits also in src-domain/journeys/article-lifecycle.ts (contract/ imports only zod). */
const TITLE_MAX = 60;
const SUMMARY_MAX = 200;
const CONTENT_MAX = 100_000;
const ATTACHMENTS_MAX = 10;

const p = (rest: string) => `${STAFF_BASE}cms/${rest}`;
/** Cover and body images: JPG/PNG/WebP; documents: PDF. */
export const CMS_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const id = z.string().trim().min(1, '缺少编号').max(64, '编号过长').describe('文章');
const fileId = z.string().trim().min(1, '缺少文件').max(64, '文件编号过长');

export const articleType = z.enum(['news', 'document']);
export const articleState = z.enum(ARTICLE_STATES);

export const ArticleInput = z.object({
  type: articleType.describe('类型'),
  title: z.string().trim().min(1, '请填写标题').max(TITLE_MAX, `标题最多${TITLE_MAX}字`).describe('标题'),
  summary: z.string().trim().max(SUMMARY_MAX, `摘要最多${SUMMARY_MAX}字`).default('').describe('摘要'),
  author: z.string().trim().max(30, '作者最多30字').default('').describe('作者'),
  content: z.string().max(CONTENT_MAX, '正文过长，请精简后再保存').default('').describe('正文'),
  coverFileId: fileId.nullable().default(null).describe('封面'),
  attachments: z
    .array(z.object({ fileId }))
    .max(ATTACHMENTS_MAX, `最多${ATTACHMENTS_MAX}个文件`)
    .default([])
    .describe('文件'),
  publishAt: z.iso.datetime({ offset: true, error: '发布时间格式不正确' }).describe('发布时间'),
  pinned: z.boolean().default(false).describe('置顶'),
});

export const StaffArticleFile = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
});

export const StaffArticle = z.object({
  id: z.string(),
  type: articleType,
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  /** Sanitized HTML; images of our files carry fresh signed links. */
  content: z.string(),
  coverFileId: z.string().nullable(),
  coverUrl: z.string().nullable(),
  attachments: z.array(StaffArticleFile),
  publishAt: chinaInstant,
  pinned: z.boolean(),
  state: articleState,
  stateText: z.string(),
  updatedAt: chinaInstant,
});

export const list = staffOp(p('list'), 'cms', {
  request: z.object({ type: articleType.optional().describe('类型') }),
  response: z.array(StaffArticle.omit({ content: true, attachments: true })),
});
export const get = staffOp(p('get'), 'cms', { request: z.object({ articleId: id }), response: StaffArticle });
export const create = staffOp(p('create'), 'cms', { request: ArticleInput, response: StaffArticle });
export const save = staffOp(p('save'), 'cms', {
  request: ArticleInput.extend({ articleId: id }),
  response: StaffArticle,
});
export const publish = staffOp(p('publish'), 'cms', {
  request: z.object({ articleId: id }),
  response: StaffArticle,
});
export const unpublish = staffOp(p('unpublish'), 'cms', {
  request: z.object({ articleId: id }),
  response: StaffArticle,
});
export const remove = staffOp(p('delete'), 'cms', {
  request: z.object({ articleId: id }),
  response: z.object({ id: z.string() }),
});
/** multipart/form-data, field `file`: a cover or body image (JPG/PNG/WebP) or a PDF, ≤ 10 MB. */
export const upload = staffOp(p('upload'), 'cms', { request: z.object({}), response: StaffArticleFile });

export type StaffArticle = z.output<typeof StaffArticle>;
export type StaffArticleRow = z.output<typeof list.response>[number];
export type StaffArticleInput = z.input<typeof ArticleInput>;
export type StaffArticleFile = z.output<typeof StaffArticleFile>;
