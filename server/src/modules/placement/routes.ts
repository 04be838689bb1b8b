import * as C from '@contract/placement';
import { placementSetupError } from '@domain/roster/placement';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { audited, handle } from '../../http/route';
import { boardBus } from '../desk/service';
import { assignPlacement, moveStudent } from './assign';
import { currentYear, saveDefinitions, type Scope, setupView, type YearScope } from './setup';
import { recordOf, saveStudent, schoolStudent, setWithdrawn } from './student-record';

/** 分班 / 分宿, 修改学生信息 and 放弃入学 (issue 27); every call audited, the school from the session. */
export async function placementRoutes(app: FastifyInstance): Promise<void> {
  type Ctx = { deps: { db: Db; now: () => Date }; staff: Scope };
  /** The school and the asked 入学年份 (absent: the current season's), and the current one. */
  const scopeOf = async (year: number | undefined, c: Ctx): Promise<[YearScope, number]> => {
    const current = await currentYear(c.deps.db, c.staff, c.deps.now());
    const { tenantId, orgId } = c.staff;
    return [{ tenantId, orgId, year: year ?? current }, current];
  };
  handle(
    app,
    C.setup,
    audited(async ({ year }, c) => {
      const [s, current] = await scopeOf(year, c);
      return { data: await setupView(c.deps.db, s, current), audit: { action: 'placement.setup' } };
    }),
  );
  handle(
    app,
    C.saveSetup,
    audited(async (input, c) => {
      const problem = placementSetupError(input.classes, input.rooms);
      if (problem) throw apiError('REFUSED', problem);
      const [s, current] = await scopeOf(input.year, c);
      await saveDefinitions(c.deps.db, s, input);
      return {
        data: await setupView(c.deps.db, s, current),
        audit: {
          action: 'placement.setup.save',
          details: { year: s.year, classes: input.classes, rooms: input.rooms.length },
        },
      };
    }),
  );
  handle(
    app,
    C.assign,
    audited(async (input, c) => {
      const [s] = await scopeOf(input.year, c);
      const data = await assignPlacement(c.deps.db, s, input);
      if (!input.dryRun && data.placed) boardBus.emit('changed', c.staff.orgId);
      const { kind, majorIds, keepPlaced, balanceSex, dryRun } = input;
      return {
        data,
        audit: {
          action: dryRun ? 'placement.assign.preview' : 'placement.assign',
          details: {
            year: s.year,
            kind,
            majorIds,
            keepPlaced,
            balanceSex,
            placed: data.placed,
            unplaced: data.unplaced,
          },
        },
      };
    }),
  );
  handle(
    app,
    C.move,
    audited(async (input, c) => {
      const before = await schoolStudent(c.deps.db, c.staff, input.welcomeId);
      // Into a class / room of the student's own 入学年份.
      const { tenantId, orgId } = c.staff;
      const data = await moveStudent(c.deps.db, { tenantId, orgId, year: before.entryYear }, input);
      boardBus.emit('changed', c.staff.orgId);
      return {
        data,
        audit: {
          action: 'placement.move',
          target: input.welcomeId,
          details: {
            from: { className: before.className, dormitory: before.dormitory },
            to: { className: data.className, dormitory: data.dormitory },
          },
        },
      };
    }),
  );
  handle(
    app,
    C.student,
    audited(async ({ welcomeId }, c) => ({
      data: recordOf(await schoolStudent(c.deps.db, c.staff, welcomeId)),
      audit: { action: 'roster.student', target: welcomeId },
    })),
  );
  handle(
    app,
    C.saveStudent,
    audited(async (input, c) => {
      const { record, changed } = await saveStudent(c.deps.db, c.staff, input);
      boardBus.emit('changed', c.staff.orgId);
      return {
        data: record,
        audit: {
          action: 'roster.student.save',
          target: input.welcomeId,
          details: { reason: input.reason, fields: changed, version: record.version },
        },
      };
    }),
  );
  handle(
    app,
    C.withdraw,
    audited(async ({ welcomeId, reason }, c) => {
      const before = await schoolStudent(c.deps.db, c.staff, welcomeId);
      const data = await setWithdrawn(c.deps.db, c.staff, welcomeId, { at: c.deps.now(), reason });
      boardBus.emit('changed', c.staff.orgId);
      return {
        data,
        audit: {
          action: 'roster.student.withdraw',
          target: welcomeId,
          details: { reason, className: before.className, dormitory: before.dormitory },
        },
      };
    }),
  );
  handle(
    app,
    C.undoWithdraw,
    audited(async ({ welcomeId }, c) => {
      const data = await setWithdrawn(c.deps.db, c.staff, welcomeId, null);
      boardBus.emit('changed', c.staff.orgId);
      return { data, audit: { action: 'roster.student.withdraw.undo', target: welcomeId } };
    }),
  );
}
