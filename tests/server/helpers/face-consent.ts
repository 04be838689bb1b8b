import * as I from '@contract/identity-consent';
import type { FastifyInstance } from 'fastify';
import { call } from './app';

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
