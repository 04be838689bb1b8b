import * as I from '@contract/identity-consent';
import type { FastifyInstance } from 'fastify';
import { welcomeStudents } from '../../../server/src/db/schema';
import { DEMO } from '../../../server/src/seed/demo-data';
import { call, type TestServer } from './app';

/**
 * What the face page does before a photo is taken: the separate face consent (and a guardian's under
 * 14) to the current texts, then 上传照片 as the identity method. Answers the token for chaining.
 */
export async function consentToPhoto(app: FastifyInstance, token: string): Promise<string> {
  const state = (await call(app, I.getIdentity, {}, { token })).body.data;
  for (const kind of state.missing) {
    const guardian = kind === 'guardian' ? { guardianName: '张建国', guardianRelation: '父亲' } : {};
    const r = await call(
      app,
      I.recordConsent,
      { kind, textVersion: state.texts[kind].version, ...guardian },
      { token },
    );
    if (r.body.code !== 0) throw new Error(`recordConsent ${kind}: ${r.body.msg}`);
  }
  const chose = await call(app, I.chooseIdentity, { method: 'photo' }, { token });
  if (chose.body.code !== 0) throw new Error(`chooseIdentity: ${chose.body.msg}`);
  return token;
}

/** A new student of school A born 2013-06-01: 13 on 2026-08-30 (the test clock), so a guardian consents too. */
export async function addStudentUnder14(t: TestServer, welcomeId: string, studentNo: string): Promise<void> {
  await t.db.insert(welcomeStudents).values({
    id: welcomeId,
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    userId: `u-${welcomeId}`,
    name: '王小明',
    idNumber: '110101201306010016',
    studentNo,
  });
}
