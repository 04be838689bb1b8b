import * as C from '@contract/staff-cms';
import type { FastifyInstance } from 'fastify';
import { documentMime, documentProblem } from '@domain/files/school-documents';
import { fileLink } from '../../files/links';
import { storeFile } from '../../files/store';
import { apiError } from '../../http/errors';
import { routeLimiter } from '../../http/rate-limit';
import { forgetFirstScreen } from '../../web/first-screen/cache';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { readUpload } from '../files/upload';
import {
  articleRow,
  articleView,
  createArticle,
  deleteArticle,
  listSchoolArticles,
  moveArticle,
  saveArticle,
  schoolArticle,
} from './service';

const school = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });
const linker = (c: StaffCtx) => (id: string) => fileLink(c.deps.config.secret, id, c.deps.now());

/** 新闻公告 / 文档 (contract/staff-cms.ts): every answer parsed by its contract schema, one audit row per call. */
export async function staffCmsRoutes(app: FastifyInstance): Promise<void> {
  // What applicants see changed: the home page's first screen is read again on its next request.
  const changed = (c: StaffCtx) => forgetFirstScreen(c.deps, c.staff.tenantId);

  handle(
    app,
    C.list,
    audited(async (i, c) => {
      const rows = await listSchoolArticles(c.deps.db, school(c), i.type);
      return {
        data: C.list.response.parse(rows.map((a) => articleRow(a, linker(c)))),
        audit: { action: 'cms.list', details: { type: i.type ?? 'all', count: rows.length } },
      };
    }),
  );

  handle(
    app,
    C.get,
    audited(async (i, c) => {
      const a = await schoolArticle(c.deps.db, school(c), i.articleId);
      return {
        data: C.get.response.parse(articleView(a, linker(c))),
        audit: { action: 'cms.view', target: a.id },
      };
    }),
  );

  handle(
    app,
    C.create,
    audited(async (i, c) => {
      const a = await createArticle(c.deps.db, school(c), i, c.deps.now());
      return {
        data: C.create.response.parse(articleView(a, linker(c))),
        audit: { action: 'cms.create', target: a.id, details: { type: a.type, title: a.title } },
      };
    }),
  );

  handle(
    app,
    C.save,
    audited(async ({ articleId, ...i }, c) => {
      const a = await saveArticle(c.deps.db, school(c), articleId, i, c.deps.now());
      if (a.state === 'published') changed(c);
      return {
        data: C.save.response.parse(articleView(a, linker(c))),
        audit: {
          action: 'cms.save',
          target: a.id,
          details: { type: a.type, title: a.title, pinned: a.pinned },
        },
      };
    }),
  );

  for (const [e, event] of [
    [C.publish, 'publish'],
    [C.unpublish, 'unpublish'],
  ] as const)
    handle(
      app,
      e,
      audited(async (i, c) => {
        const a = await moveArticle(c.deps.db, school(c), i.articleId, event, c.deps.now());
        changed(c);
        return {
          data: C.publish.response.parse(articleView(a, linker(c))),
          audit: { action: `cms.${event}`, target: a.id, details: { title: a.title } },
        };
      }),
    );

  handle(
    app,
    C.remove,
    audited(async (i, c) => {
      const a = await deleteArticle(c.deps.db, school(c), i.articleId);
      changed(c);
      return {
        data: C.remove.response.parse({ id: a.id }),
        audit: {
          action: 'cms.delete',
          target: a.id,
          details: { type: a.type, title: a.title, state: a.state },
        },
      };
    }),
  );

  const limit = routeLimiter(app, { name: 'staff-cms-upload', max: () => 60, windowMs: 60_000 });
  handle(
    app,
    C.upload,
    audited(async (_i, c) => {
      await limit(c.req);
      const { name, data, sniffed } = await readUpload(c.req);
      // Images for the cover and the body; PDF, images and office files for documents: the name's
      // extension and the content's magic number must agree (the staff app checks the same first).
      if (data.length > C.CMS_UPLOAD_MAX_BYTES) throw apiError('TOO_LARGE', '文件不能超过 10 MB');
      const problem = documentProblem(name, data.subarray(0, 16), data.length);
      if (problem) throw apiError('BAD_REQUEST', problem);
      const type = documentMime(name) ?? sniffed.type;
      const owner = { tenantId: c.staff.tenantId, orgId: c.staff.orgId, userId: `staff:${c.staff.id}` };
      const { id } = await storeFile(c.deps.db, c.deps.storage, owner, { name, type, data });
      return {
        data: C.upload.response.parse({
          fileId: id,
          name,
          size: data.length,
          type,
          url: linker(c)(id),
        }),
        audit: { action: 'cms.upload', target: id, details: { name, type, size: data.length } },
      };
    }),
  );
}
