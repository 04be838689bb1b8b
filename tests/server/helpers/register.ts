import * as E from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { demoIdNumber } from '../../../server/src/seed/admissions';
import { DEMO } from '../../../server/src/seed/demo-data';
import { call, type CallOptions } from './app';

/**
 * registerStudent as the app sends it: a signed-in applicant first accepts the school's
 * 诚信报名承诺书 (acceptPromise, as submitRegistration does when the school requires it), then registers.
 * The promise call carries no Idempotency-Key: only the registration does.
 */
export async function registerAccepted(app: FastifyInstance, body: unknown, opts: CallOptions = {}) {
  const planId = (body as { planId?: unknown } | null)?.planId;
  if (opts.token && typeof planId === 'string') {
    // A refused promise (unknown plan, bad id) is left to the registration's own answer.
    await call(app, E.acceptPromise, { planId }, { token: opts.token });
  }
  return call(app, E.registerStudent, body, opts);
}

/**
 * Answers that pass school A's demo template: the applicant number `seq` gives a valid ID number,
 * one attachment, a signature.
 */
export function demoAnswers(seq: number, attachment: E.FileRef, name = '测试学生'): E.Answers {
  const A = DEMO.A;
  return {
    name,
    idNumber: demoIdNumber(A.tenantId, seq),
    birthday: '2010-01-01',
    sex: '女',
    phone: '13800001111',
    residence: '本市户籍',
    majors: [A.majors[0]!.id],
    assignedMajor: [A.majors[0]!.id],
    attachments: [attachment],
    signature: 'data:image/png;base64,iVBORw0KGgo=',
  };
}
