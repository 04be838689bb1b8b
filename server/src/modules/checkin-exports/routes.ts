import * as X from '@contract/checkin-exports';
import { chinaDateString } from '@domain/time/china-time';
import type { FastifyInstance } from 'fastify';
import { exportStudents, marksOf } from '../../exports/checkin-data';
import { checkinPhotosZip } from '../../exports/checkin-photos';
import { checkinXlsx } from '../../exports/checkin-xlsx';
import { apiError } from '../../http/errors';
import { loadSchool } from '../../school/settings';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { deskSteps } from '../desk/service';
import { schoolOptions } from '../welcome/options';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Only 学校管理员 may ask for identity numbers and phones unmasked (as 新生名单); asking without the right is refused. */
const mayUnmask = (c: StaffCtx, unmask: boolean): boolean => {
  if (!unmask) return false;
  if (c.staff.role !== 'admin') throw apiError('FORBIDDEN');
  return true;
};

/** Check-in exports (issue 27 item 3): the workbook and the face photos, per major and class. */
export async function checkinExportRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    X.xlsx,
    audited(async (q, c) => {
      const unmasked = mayUnmask(c, q.unmask);
      const students = await exportStudents(c.deps.db, c.staff, q);
      const marks = await marksOf(
        c.deps.db,
        c.staff,
        students.map((s) => s.id),
      );
      const school = await loadSchool(c.deps.db, c.staff.tenantId, c.staff.orgId);
      const body = await checkinXlsx(
        students,
        marks,
        await deskSteps(c.deps.db, c.staff),
        schoolOptions(school?.settings ?? {}),
        unmasked,
      );
      const day = chinaDateString(c.deps.now());
      return {
        file: { contentType: XLSX, filename: `报到数据_${day}.xlsx`, body },
        audit: {
          action: unmasked ? 'checkin.export.xlsx.unmasked' : 'checkin.export.xlsx',
          details: { majorId: q.majorId ?? null, className: q.className ?? null, students: students.length },
        },
      };
    }),
  );

  handle(
    app,
    X.photos,
    audited(async (q, c) => {
      const students = await exportStudents(c.deps.db, c.staff, q);
      const { stream, count } = checkinPhotosZip(c.deps.db, c.deps.storage, c.staff.orgId, students);
      const day = chinaDateString(c.deps.now());
      return {
        file: { contentType: 'application/zip', filename: `人脸照片_${day}.zip`, body: stream },
        audit: {
          action: 'checkin.export.photos',
          details: { majorId: q.majorId ?? null, className: q.className ?? null, photos: count },
        },
      };
    }),
  );
}
