import * as I from '@contract/identity-consent';
import {
  CONSENT_TEXTS,
  type ConsentKind,
  isUnderFourteen,
  missingConsents,
  ONSITE_OFF_TEXT,
  ONSITE_TEXT,
} from '@domain/checkin-desk';
import { parseIdNumber } from '@domain/identity/id-number';
import { chinaInstant } from '@domain/time/china-time';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { loadSchool } from '../../school/settings';
import { ownStudent, type WelcomeRow } from '../welcome/student';
import { consents, identityMethods } from './tables';

type State = z.output<typeof I.IdentityState>;

function underFourteen(row: WelcomeRow, now: Date): boolean {
  const id = parseIdNumber(row.idNumber, now);
  return id.ok ? isUnderFourteen(id.value.birthday, now) : false;
}

export async function stateOf(db: Db, row: WelcomeRow, now: Date): Promise<State> {
  const [m] = await db.select().from(identityMethods).where(eq(identityMethods.welcomeId, row.id)).limit(1);
  const latest = async (kind: ConsentKind) => {
    const [c] = await db
      .select()
      .from(consents)
      .where(and(eq(consents.welcomeId, row.id), eq(consents.kind, kind)))
      .orderBy(desc(consents.acceptedAt), desc(consents.id))
      .limit(1);
    return c ? { version: c.textVersion, acceptedAt: chinaInstant(c.acceptedAt) } : null;
  };
  const given = { face: await latest('face'), guardian: await latest('guardian') };
  const under = underFourteen(row, now);
  const school = await loadSchool(db, row.tenantId, row.orgId);
  return {
    onsiteAllowed: school?.settings.checkin.allowOnsite !== false,
    method: m?.method ?? null,
    underFourteen: under,
    consents: given,
    missing: missingConsents(under, given),
    texts: { ...CONSENT_TEXTS, onsite: ONSITE_TEXT },
  };
}

/** The student's identity check: photo or 到校现场核验, separate face consent, guardian under 14. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  handle(app, I.getIdentity, async (_input, { caller, deps }) =>
    stateOf(deps.db, await ownStudent(deps.db, caller), deps.now()),
  );

  handle(
    app,
    I.chooseIdentity,
    async ({ method }, { caller, deps }) => {
      const row = await ownStudent(deps.db, caller);
      const now = deps.now();
      if (method === 'onsite' && !(await stateOf(deps.db, row, now)).onsiteAllowed)
        throw apiError('REFUSED', ONSITE_OFF_TEXT);
      if (method === 'photo') {
        const s = await stateOf(deps.db, row, now);
        if (s.missing.length)
          throw apiError(
            'REFUSED',
            s.missing.includes('guardian') ? '请先取得监护人同意' : '请先同意人脸信息处理说明',
          );
      }
      await deps.db
        .insert(identityMethods)
        .values({ welcomeId: row.id, tenantId: row.tenantId, method, chosenAt: now })
        .onConflictDoUpdate({ target: identityMethods.welcomeId, set: { method, chosenAt: now } });
      return stateOf(deps.db, row, now);
    },
    { idempotent: true },
  );

  handle(
    app,
    I.recordConsent,
    async (input, { caller, deps }) => {
      const row = await ownStudent(deps.db, caller);
      const now = deps.now();
      if (input.textVersion !== CONSENT_TEXTS[input.kind].version)
        throw apiError('CONFLICT', '告知内容已更新，请重新阅读后再同意');
      if (input.kind === 'guardian' && !underFourteen(row, now))
        throw apiError('REFUSED', '学生已满十四周岁，无需监护人同意');
      await deps.db.insert(consents).values({
        tenantId: row.tenantId,
        welcomeId: row.id,
        kind: input.kind,
        textVersion: input.textVersion,
        acceptedAt: now,
        guardianName: input.kind === 'guardian' ? input.guardianName! : null,
        guardianRelation: input.kind === 'guardian' ? input.guardianRelation! : null,
      });
      return stateOf(deps.db, row, now);
    },
    { idempotent: true },
  );
}
