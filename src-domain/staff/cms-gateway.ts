import type { ArticleState, ArticleType } from '../journeys/article-lifecycle';

/** A stored file of an article (cover, body image or document), with a fresh signed link. */
export interface ArticleFile {
  fileId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** A news item or document as 新闻公告 / 文档 lists it (times as ISO 8601 with +08:00). */
export interface StaffArticleRow {
  id: string;
  type: ArticleType;
  title: string;
  summary: string;
  author: string;
  coverFileId: string | null;
  coverUrl: string | null;
  publishAt: string;
  pinned: boolean;
  state: ArticleState;
  stateText: string;
  updatedAt: string;
}

/** The editor's view: the sanitized body and the files. */
export interface StaffArticle extends StaffArticleRow {
  content: string;
  attachments: ArticleFile[];
}

/** What the editor sends. */
export interface ArticleInput {
  type: ArticleType;
  title: string;
  summary: string;
  author: string;
  content: string;
  coverFileId: string | null;
  attachments: { fileId: string }[];
  publishAt: string;
  pinned: boolean;
}

/** 新闻公告 / 文档's calls (contract/staff-cms.ts), over the staff session. */
export const CmsGateway = Symbol.for('CmsGateway');
export interface CmsGateway {
  list(type?: ArticleType): Promise<StaffArticleRow[]>;
  get(articleId: string): Promise<StaffArticle>;
  create(input: ArticleInput): Promise<StaffArticle>;
  save(articleId: string, input: ArticleInput): Promise<StaffArticle>;
  publish(articleId: string): Promise<StaffArticle>;
  unpublish(articleId: string): Promise<StaffArticle>;
  remove(articleId: string): Promise<{ id: string }>;
  upload(file: Blob, name: string): Promise<ArticleFile>;
}
