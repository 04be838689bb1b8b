import type { Journey } from './journey';
import type { ARTICLE_STATES } from './codes';

/**
 * A news item or document as the school runs it (新闻公告 / 文档, issue 26 part 4): written as a
 * 草稿, 发布 shows it to applicants, 下线 hides it again, 发布 brings it back. The publish time (China
 * time, set by staff) dates the item and orders the lists (pinned items first); it does not schedule.
 * 删除 removes it for good from any state (after a confirmation on the screen).
 */
export type ArticleState = (typeof ARTICLE_STATES)[number];
export type ArticleEvent = 'publish' | 'unpublish';
export type ArticleAction = 'edit' | 'publish' | 'unpublish' | 'delete';
export type ArticleType = 'news' | 'document';

export const articleLifecycle: Journey<ArticleState, ArticleEvent, ArticleAction> = {
  name: 'articleLifecycle',
  initial: 'draft',
  events: ['publish', 'unpublish'],
  states: {
    draft: { label: '草稿', tone: 'default', actions: ['edit', 'publish', 'delete'] },
    published: { label: '已发布', tone: 'success', actions: ['edit', 'unpublish', 'delete'] },
    offline: { label: '已下线', tone: 'warning', actions: ['edit', 'publish', 'delete'] },
  },
  transitions: {
    draft: { publish: 'published' },
    published: { unpublish: 'offline' },
    offline: { publish: 'published' },
  },
  actionEvent: { edit: null, publish: 'publish', unpublish: 'unpublish', delete: null },
  actionLabel: { edit: '编辑', publish: '发布', unpublish: '下线', delete: '删除' },
};

export const ARTICLE_TYPE_LABEL: Readonly<Record<ArticleType, string>> = {
  news: '新闻公告',
  document: '文档',
};

export const ARTICLE_TITLE_MAX = 60;
export const ARTICLE_SUMMARY_MAX = 200;
/** Stored rich text (after sanitising), in characters of HTML. */
export const ARTICLE_CONTENT_MAX = 100_000;
export const ARTICLE_ATTACHMENTS_MAX = 10;

/** An applicant sees an item while it is published (the server's list filter says the same). */
export const articleVisible = (a: { state: string }): boolean => a.state === 'published';

export interface ArticleDraft {
  type: ArticleType;
  title: string;
  content: string;
  attachments: readonly unknown[];
}

/** What is wrong with a draft (Chinese, keyed by field): a document needs at least one file. */
export function articleDraftProblems(
  d: ArticleDraft,
): Partial<Record<'title' | 'content' | 'attachments', string>> {
  const p: Partial<Record<'title' | 'content' | 'attachments', string>> = {};
  const title = d.title.trim();
  if (!title) p.title = '请填写标题';
  else if (title.length > ARTICLE_TITLE_MAX) p.title = `标题最多${ARTICLE_TITLE_MAX}字`;
  if (d.content.length > ARTICLE_CONTENT_MAX) p.content = '正文过长，请精简后再保存';
  if (d.type === 'document' && d.attachments.length === 0) p.attachments = '请上传至少一个文件';
  if (d.attachments.length > ARTICLE_ATTACHMENTS_MAX) p.attachments = `最多${ARTICLE_ATTACHMENTS_MAX}个文件`;
  return p;
}
