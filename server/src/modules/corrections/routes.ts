import * as K from '@contract/corrections';
import { maskIdNumber } from '@domain/identity/mask';
import type { FastifyInstance } from 'fastify';
import { audited, handle } from '../../http/route';
import { boardBus } from '../desk/service';
import { correctRegistration, registrationForm } from './registration';
import { correctIdNumber, removedStudents, removeStudent, restoreStudent } from './roster';

/**
 * 更正 (issue 36 item 4): a registration's answers on its own form version, a roster row's identity
 * number, a roster row removed and restored. Each write is one audit row saying what it was before.
 */
export async function correctionRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    K.registrationForm,
    audited(async ({ registrationId }, c) => {
      const data = await registrationForm(c.deps, c.staff.orgId, registrationId);
      // The form holds the answers in full (identity number, phone): an unmasked view.
      return { data, audit: { action: 'registration.correction-form', target: data.registrationId } };
    }),
  );
  handle(
    app,
    K.correctRegistration,
    audited(async (input, c) => {
      const { name, ...data } = await correctRegistration(c.deps, c.staff.orgId, input);
      return {
        data,
        audit: {
          action: 'registration.correct',
          target: data.registrationId,
          details: { reason: input.reason, name, changes: data.changes },
        },
      };
    }),
  );
  const school = (c: { staff: { tenantId: string; orgId: string } }) => c.staff;
  handle(
    app,
    K.correctIdNumber,
    audited(async (input, c) => {
      const r = await correctIdNumber(c.deps.db, school(c), input, c.deps.now());
      boardBus.emit('changed', c.staff.orgId);
      return {
        data: { welcomeId: r.welcomeId, idNumber: maskIdNumber(r.idNumber) },
        audit: {
          action: 'roster.student.id-number',
          target: r.welcomeId,
          details: {
            reason: input.reason,
            name: r.name,
            changes: [
              {
                prop: 'idNumber',
                label: '身份证号',
                before: maskIdNumber(r.before),
                after: maskIdNumber(r.idNumber),
              },
            ],
          },
        },
      };
    }),
  );
  handle(
    app,
    K.removeStudent,
    audited(async (input, c) => {
      const r = await removeStudent(
        c.deps.db,
        school(c),
        input.welcomeId,
        input.reason,
        c.staff.id,
        c.deps.now(),
      );
      boardBus.emit('changed', c.staff.orgId);
      return {
        data: { welcomeId: r.welcomeId, restorableUntil: r.restorableUntil },
        audit: {
          action: 'roster.student.remove',
          target: r.welcomeId,
          details: { reason: input.reason, name: r.name },
        },
      };
    }),
  );
  handle(
    app,
    K.removedStudents,
    audited(async (_i, c) => {
      const data = await removedStudents(c.deps.db, school(c), c.deps.now());
      return { data, audit: { action: 'roster.removed.list', details: { total: data.length } } };
    }),
  );
  handle(
    app,
    K.restoreStudent,
    audited(async ({ welcomeId }, c) => {
      const r = await restoreStudent(c.deps.db, school(c), welcomeId, c.deps.now());
      boardBus.emit('changed', c.staff.orgId);
      return {
        data: { welcomeId: r.welcomeId },
        audit: { action: 'roster.student.restore', target: r.welcomeId, details: { name: r.name } },
      };
    }),
  );
}
