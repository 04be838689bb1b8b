import { admission, ADMISSION_CODE } from '@domain/journeys';
import { chinaInstant } from '@domain/time/china-time';
import * as W from '@contract/welcome';
import { checkinClosedReason } from '@domain/journeys/report-window';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { createSession, findSession, SESSION_IDLE_MS } from '../../http/sessions';
import { DEFAULT_SETTINGS, loadSchool } from '../../school/settings';
import { userInfoOf } from '../platform/user-info';
import { HK_TYPES, NATIONS, PARTIES, schoolOptions } from './options';
import { placeLines } from './place';
import { heldBackOf } from './held-back';
import { markReported, matchStudent } from './report';
import { majorName, majorOptions, ownStudent, reportStatus } from './student';
import { onsiteChosenAt } from '../welcome-manage/progress';

const perMinute = (n: number) => ({ max: () => n, windowMs: 60_000 });

export async function welcomeRoutes(app: FastifyInstance): Promise<void> {
  // Report in (brief section 4): name + identity number (+ ticket no.) → welcomeId and a student session.
  handle(
    app,
    W.report,
    async (input, { caller, deps }) => {
      const now = deps.now();
      const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
      // Closed by the switch, or no window saved yet (报到时间待学校通知).
      const closed = checkinClosedReason(school?.settings.checkinOpen ?? false, school?.settings.checkin);
      if (closed) throw apiError('REFUSED', closed);
      const row = await matchStudent(deps.db, caller, input, now);
      // Issue 34 item 12: a place not yet published is not welcomed (录取结果将于 … 公布（待公布）).
      const held = await heldBackOf(deps.db, caller, row.idNumber, now);
      if (held) throw apiError('REFUSED', held);
      const user = await markReported(deps.db, row, now);
      const token = await createSession(
        deps.db,
        { tenantId: row.tenantId, orgId: row.orgId, userId: user.id, kind: 'student', welcomeId: row.id },
        deps.config.sessionTtlMs,
        now,
      );
      return { welcomeId: row.id, token, userInfo: userInfoOf(user, row.id) };
    },
    { rateLimit: { name: 'report', max: (d) => d.config.reportPerMinute, windowMs: 60_000 } },
  );

  handle(
    app,
    W.queryEnroll,
    async (input, { caller, deps }) => {
      const row = await matchStudent(deps.db, caller, input, deps.now());
      const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
      const report = reportStatus(
        row,
        school?.settings.checkin.requirePhoto ?? true,
        await onsiteChosenAt(deps.db, row.id, school?.settings.checkin),
      );
      // Before the publication time the lookup names neither the place nor the major (待公布).
      const held = await heldBackOf(deps.db, caller, row.idNumber, deps.now());
      return {
        name: row.name,
        schoolName: school?.name ?? '',
        studentNo: held ? '' : row.studentNo,
        majorName: held ? '' : await majorName(deps.db, row),
        className: held ? '' : row.className,
        admissionStatus: ADMISSION_CODE.admitted,
        admissionStatusText: held ?? admission.states.admitted.label,
        reportStatus: report.status,
        // 放弃入学 (issue 27): the student's own lookup says so.
        reportStatusText: row.withdrawnAt ? '已放弃入学' : report.text,
      };
    },
    { rateLimit: { name: 'report', max: (d) => d.config.reportPerMinute, windowMs: 60_000 } },
  );

  handle(app, W.moreMessage, async (_input, { caller, deps }) => {
    const row = await ownStudent(deps.db, caller);
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    return {
      items: [
        { label: '学号', value: row.studentNo },
        { label: '专业', value: await majorName(deps.db, row) },
        { label: '班级', value: row.className },
        { label: '宿舍', value: row.dormitory },
        ...(school ? placeLines(school.settings.place) : []),
        ...(school?.settings.moreInfo ?? []),
      ],
    };
  });

  handle(app, W.getDocument, async (_input, { caller, deps }) => {
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    if (!school) throw apiError('NOT_FOUND', '学校不存在');
    const { title, content, updatedAt } = school.settings.notice;
    // Stored settings may hold any text; the wire carries a +08:00 instant (issue 12 item 5).
    const at = Number.isNaN(Date.parse(updatedAt)) ? DEFAULT_SETTINGS.notice.updatedAt : updatedAt;
    return { title, content, updatedAt: chinaInstant(at) };
  });

  handle(app, W.majorSelect, (_input, { caller, deps }) => majorOptions(deps.db, caller));
  handle(app, W.nationSelect, async () => NATIONS);
  handle(app, W.partySelect, async () => PARTIES);
  // 学生类别 and 就读方式: the school's own lists where 报到设置 set them.
  const listsOf = async (c: { tenantId: string; orgId: string }, db: Parameters<typeof loadSchool>[0]) =>
    schoolOptions((await loadSchool(db, c.tenantId, c.orgId))?.settings ?? {});
  handle(app, W.selectDayGoType, async (_i, { caller, deps }) => (await listsOf(caller, deps.db)).dayGoTypes);
  handle(app, W.selectHkType, async () => HK_TYPES);
  handle(app, W.selectStuType, async (_i, { caller, deps }) => (await listsOf(caller, deps.db)).stuTypes);

  handle(
    app,
    W.getToken,
    // The caller's own session, renewed (resolveCaller did it): asking again never adds a session.
    async (_input, { caller, deps }) => {
      const now = deps.now();
      const s = await findSession(deps.db, caller.token!);
      const idle = now.getTime() + (deps.config.sessionIdleMs ?? SESSION_IDLE_MS);
      const end = Math.min(s?.expiresAt.getTime() ?? idle, idle);
      return { token: caller.token!, expiresAt: chinaInstant(new Date(end)) };
    },
    { rateLimit: { name: 'gettoken', ...perMinute(30) } },
  );
}
