import { chinaInstant } from '@domain/time/china-time';
import { checkinClosedReason, REPORT_WINDOW_PENDING, reportWindowOf } from '@domain/journeys/report-window';
import { citiesTree, studentReport, tempConfigQuery } from '@contract/other';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { loadSchool } from '../../school/settings';
import { logoUrlOf } from '../../school/public-config';
import { ownStudent } from '../welcome/student';
import { saveArrival } from './service';
import { regionTree } from './tree';
import { ARRIVE_MODES } from '@contract/other';

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export async function regionRoutes(app: FastifyInstance): Promise<void> {
  // The whole tree is ~130 KB of JSON: cacheable for a day and sent gzipped (~30 KB), compressed once.
  const gzipped = new Map<string, Buffer>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url !== citiesTree.path || typeof payload !== 'string' || reply.statusCode !== 200)
      return payload;
    reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return payload;
    let gz = gzipped.get(payload);
    if (!gz) {
      if (gzipped.size > 50) gzipped.clear();
      gzipped.set(payload, (gz = gzipSync(payload)));
    }
    reply.header('Content-Encoding', 'gzip').removeHeader('content-length');
    return gz;
  });

  handle(
    app,
    citiesTree,
    async ({ code }) => {
      const tree = regionTree();
      return code ? tree.filter((p) => p.code.slice(0, 2) === code.slice(0, 2)) : tree;
    },
    { noTenant: true },
  );

  // 报到信息登记: the arrival plan must fall inside the school's report window.
  handle(
    app,
    studentReport,
    async (input, { caller, deps }) => {
      const row = await ownStudent(deps.db, caller);
      const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
      const win = reportWindowOf(school!.settings.checkin);
      if (!win) throw apiError('REFUSED', REPORT_WINDOW_PENDING);
      const { reportStart, reportEnd } = win;
      if (!isRealDate(input.arriveDate)) throw apiError('BAD_REQUEST', '预计到校日期不正确');
      if (input.arriveDate < reportStart || input.arriveDate > reportEnd)
        throw apiError('REFUSED', `预计到校日期须在${reportStart}至${reportEnd}之间`);
      const arrival = {
        arriveMode: input.arriveMode,
        arriveModeText: ARRIVE_MODES[input.arriveMode],
        arriveDate: input.arriveDate,
        companions: input.companions,
        trafficNo: input.trafficNo ?? '',
        savedAt: chinaInstant(deps.now()),
      };
      await saveArrival(deps.db, row.id, arrival);
      return arrival;
    },
    { idempotent: true },
  );

  handle(app, tempConfigQuery, async (_input, { caller, deps }) => {
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    if (!school) throw apiError('NOT_FOUND', '学校不存在');
    const s = school.settings;
    return {
      orgId: school.id,
      schoolName: school.name,
      logoUrl: logoUrlOf(s, deps.config.secret, deps.now()),
      servicePhone: s.servicePhone,
      // No window saved yet: check-in is not open (the student sees 报到时间待学校通知).
      checkinOpen: checkinClosedReason(s.checkinOpen, s.checkin) === null,
      enrollmentOpen: s.enrollmentOpen,
      reportStart: s.checkin.reportStart,
      reportEnd: s.checkin.reportEnd,
    };
  });
}
