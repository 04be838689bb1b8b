import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as C from '../staff-cms';
import { STAFF_BASE } from './staff';

/** 新闻公告 / 文档 (issue 26 part 4): `Authorization: Bearer <staff session>` of 学校管理员 or 招生老师. */
export const staffCmsPaths = {
  list: `${STAFF_BASE}cms/list`,
  get: `${STAFF_BASE}cms/get`,
  create: `${STAFF_BASE}cms/create`,
  save: `${STAFF_BASE}cms/save`,
  publish: `${STAFF_BASE}cms/publish`,
  unpublish: `${STAFF_BASE}cms/unpublish`,
  remove: `${STAFF_BASE}cms/delete`,
  /** multipart/form-data, field `file`: a cover or body image (JPG/PNG/WebP) or a PDF, ≤ 10 MB. */
  upload: `${STAFF_BASE}cms/upload`,
} as const;

export type StaffArticle = z.output<typeof C.StaffArticle>;
export type StaffArticleRow = z.output<typeof C.list.response>[number];
export type StaffArticleInput = z.input<typeof C.ArticleInput>;
export type StaffArticleFile = z.output<typeof C.StaffArticleFile>;

/** The client's routes (zod-free; types from ../staff-cms.ts). */
export const staffCmsApi = postRoutes<typeof C>()(staffCmsPaths);
