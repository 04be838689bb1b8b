import * as A from '@contract/staff-cms';
import type { HttpPort } from '@domain/ports/http';
import { staffCall, staffUpload } from './staff-call';
import type { ArticleType } from '@domain/journeys/article-lifecycle';
import type { ArticleInput, CmsGateway } from '@domain/staff/cms-gateway';

/** 新闻公告 / 文档 over the staff session and envelope of the workspace gateway. */
export class StaffCmsGateway implements CmsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  list(type?: ArticleType) {
    return staffCall(this.#http, A.list, type ? { type } : {});
  }
  get(articleId: string) {
    return staffCall(this.#http, A.get, { articleId });
  }
  create(input: ArticleInput) {
    return staffCall(this.#http, A.create, input satisfies A.StaffArticleInput);
  }
  save(articleId: string, input: ArticleInput) {
    return staffCall(this.#http, A.save, { articleId, ...input });
  }
  publish(articleId: string) {
    return staffCall(this.#http, A.publish, { articleId });
  }
  unpublish(articleId: string) {
    return staffCall(this.#http, A.unpublish, { articleId });
  }
  remove(articleId: string) {
    return staffCall(this.#http, A.remove, { articleId });
  }
  upload(file: Blob, name: string) {
    return staffUpload(this.#http, A.upload, file, name);
  }
}
