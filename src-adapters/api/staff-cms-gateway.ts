import type * as C from '@contract/api/staff-cms';
import type { ArticleType } from '@domain/journeys/article-lifecycle';
import type { ArticleInput, CmsGateway } from '@domain/staff/cms-gateway';
import type { StaffApiGateway } from './staff-gateway';

/** contract/api/staff-cms.ts's paths, written here so the bundle does not pull zod in. */
const P = {
  list: '/staff-api/cms/list',
  get: '/staff-api/cms/get',
  create: '/staff-api/cms/create',
  save: '/staff-api/cms/save',
  publish: '/staff-api/cms/publish',
  unpublish: '/staff-api/cms/unpublish',
  remove: '/staff-api/cms/delete',
  upload: '/staff-api/cms/upload',
} as const satisfies typeof C.staffCmsPaths;

/** 新闻公告 / 文档 over the staff session and envelope of the workspace gateway. */
export class StaffCmsGateway implements CmsGateway {
  readonly #staff: Pick<StaffApiGateway, 'call' | 'upload'>;
  constructor(staff: Pick<StaffApiGateway, 'call' | 'upload'>) {
    this.#staff = staff;
  }
  list(type?: ArticleType) {
    return this.#staff.call<C.StaffArticleRow[]>(P.list, type ? { type } : {});
  }
  get(articleId: string) {
    return this.#staff.call<C.StaffArticle>(P.get, { articleId });
  }
  create(input: ArticleInput) {
    return this.#staff.call<C.StaffArticle>(P.create, input satisfies C.StaffArticleInput);
  }
  save(articleId: string, input: ArticleInput) {
    return this.#staff.call<C.StaffArticle>(P.save, { articleId, ...input });
  }
  publish(articleId: string) {
    return this.#staff.call<C.StaffArticle>(P.publish, { articleId });
  }
  unpublish(articleId: string) {
    return this.#staff.call<C.StaffArticle>(P.unpublish, { articleId });
  }
  remove(articleId: string) {
    return this.#staff.call<{ id: string }>(P.remove, { articleId });
  }
  upload(file: Blob, name: string) {
    return this.#staff.upload<C.StaffArticleFile>(P.upload, file, name);
  }
}
