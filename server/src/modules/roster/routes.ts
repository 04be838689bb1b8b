import * as R from '@contract/roster';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/errors';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { boardBus } from '../desk/service';
import { readUpload } from '../files/upload';
import { generateRoster } from './generate';
import { importRoster, schoolMajors } from './import';
import { rosterList, rosterOptions } from './list';
import { mappingView, saveMapping } from './mapping';
import { NOT_XLSX, templateXlsx } from './sheet';

/** A roster file larger than this is refused before it is read (10,000 rows are about 1 MB). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Only 学校管理员 may ask for identity numbers and phones unmasked; asking without the right is refused. */
const mayUnmask = (c: StaffCtx, unmask: boolean): boolean => {
  if (!unmask) return false;
  if (c.staff.role !== 'admin') throw apiError('FORBIDDEN');
  return true;
};

/** 新生名单 (issue 27): list, filters, 从录取生成 with its field mapping, 导入名单 (template, preview, commit). */
export async function rosterRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    R.list,
    audited(async (q, c) => {
      const unmasked = mayUnmask(c, q.unmask);
      const data = await rosterList(c.deps.db, c.staff, q, unmasked);
      return { data, audit: { action: 'roster.list', details: { unmasked, total: data.total } } };
    }),
  );
  handle(
    app,
    R.options,
    audited(async (_q, c) => ({
      data: await rosterOptions(c.deps.db, c.staff),
      audit: { action: 'roster.options' },
    })),
  );
  handle(
    app,
    R.mapping,
    audited(async (_q, c) => ({
      data: await mappingView(c.deps.db, c.staff),
      audit: { action: 'roster.mapping' },
    })),
  );
  handle(
    app,
    R.saveMapping,
    audited(async ({ mapping }, c) => ({
      data: await saveMapping(c.deps.db, c.staff, mapping),
      audit: { action: 'roster.mapping.save', details: { mapping } },
    })),
  );
  handle(
    app,
    R.generate,
    audited(async (input, c) => {
      const data = await generateRoster(c.deps.db, c.staff, input, c.deps.now());
      if (!input.dryRun && (data.created || data.updated)) boardBus.emit('changed', c.staff.orgId);
      const { created, updated, skipped } = data;
      return {
        data,
        audit: {
          action: input.dryRun ? 'roster.generate.preview' : 'roster.generate',
          details: { planIds: input.planIds, created, updated, skipped },
        },
      };
    }),
  );
  handle(
    app,
    R.template,
    audited(async (_q, c) => {
      const [major] = await schoolMajors(c.deps.db, c.staff);
      const body = await templateXlsx({ major: major?.name ?? '' });
      return {
        file: { contentType: XLSX, filename: '新生名单导入模板.xlsx', body },
        audit: { action: 'roster.template' },
      };
    }),
  );

  // The two upload calls: multipart `file`, checked by content (a zip container that ExcelJS reads).
  for (const commit of [false, true])
    handle(
      app,
      commit ? R.commit : R.preview,
      audited(async (_i, c) => {
        const { name, data, sniffed } = await readUpload(c.req);
        if (data.length > MAX_FILE_BYTES) throw apiError('TOO_LARGE', '名单文件不能超过5M');
        if (sniffed.type !== 'application/zip') throw apiError('BAD_REQUEST', NOT_XLSX);
        const result = await importRoster(c.deps.db, c.staff, data, c.deps.now(), commit);
        if (result.written) boardBus.emit('changed', c.staff.orgId);
        return {
          data: result,
          audit: {
            action: commit ? 'roster.import' : 'roster.import.preview',
            details: {
              file: name,
              rows: result.rows,
              created: result.created,
              updated: result.updated,
              errors: result.errorCount,
              written: result.written,
            },
          },
        };
      }),
    );
}
