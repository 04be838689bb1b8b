import { rosterPaths as P, rosterRoles as RR } from '@contract/api/roster';
import * as R from '@contract/roster';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { type StaffCtx, staffRoute } from '../admin/staff-route';
import { boardBus } from '../desk/service';
import { readUpload } from '../files/upload';
import { audit, who } from '../staff/audit';
import { requireStaff } from '../staff/guard';
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
  staffRoute(app, P.list, RR.list, R.list.request, async (q, c) => {
    const unmasked = mayUnmask(c, q.unmask);
    const data = await rosterList(c.deps.db, c.staff, q, unmasked);
    return { data, audit: { action: 'roster.list', details: { unmasked, total: data.total } } };
  });
  staffRoute(app, P.options, RR.options, R.options.request, async (_q, c) => ({
    data: await rosterOptions(c.deps.db, c.staff),
    audit: { action: 'roster.options' },
  }));
  staffRoute(app, P.mapping, RR.mapping, R.mapping.request, async (_q, c) => ({
    data: await mappingView(c.deps.db, c.staff),
    audit: { action: 'roster.mapping' },
  }));
  staffRoute(app, P.saveMapping, RR.saveMapping, R.saveMapping.request, async ({ mapping }, c) => ({
    data: await saveMapping(c.deps.db, c.staff, mapping),
    audit: { action: 'roster.mapping.save', details: { mapping } },
  }));
  staffRoute(app, P.generate, RR.generate, R.generate.request, async (input, c) => {
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
  });
  staffRoute(app, P.template, RR.template, R.options.request, async (_q, c) => {
    const [major] = await schoolMajors(c.deps.db, c.staff);
    const body = await templateXlsx({ major: major?.name ?? '' });
    return {
      file: { contentType: XLSX, filename: '新生名单导入模板.xlsx', body },
      audit: { action: 'roster.template' },
    };
  });

  // The two upload calls: multipart `file`, checked by content (a zip container that ExcelJS reads).
  for (const [path, commit] of [
    [P.preview, false],
    [P.commit, true],
  ] as const) {
    app.post(path, async (req, reply) => {
      const deps = app.deps;
      const { staff } = await requireStaff(deps, req, commit ? RR.commit : RR.preview);
      const { name, data, sniffed } = await readUpload(req);
      if (data.length > MAX_FILE_BYTES) throw apiError('TOO_LARGE', '名单文件不能超过5M');
      if (sniffed.type !== 'application/zip') throw apiError('BAD_REQUEST', NOT_XLSX);
      const result = await importRoster(deps.db, staff, data, deps.now(), commit);
      if (result.written) boardBus.emit('changed', staff.orgId);
      await audit(deps.db, deps.now(), {
        ...who(staff),
        ip: req.ip,
        action: commit ? 'roster.import' : 'roster.import.preview',
        details: {
          file: name,
          rows: result.rows,
          created: result.created,
          updated: result.updated,
          errors: result.errorCount,
          written: result.written,
        },
      });
      reply.header('Cache-Control', 'no-store');
      return ok(result);
    });
  }
}
