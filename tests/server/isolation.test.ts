import type { Endpoint } from '@contract/endpoint';
import * as S from '@contract/startup';
import * as O from '@contract/other';
import * as W from '@contract/welcome';
import * as M from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { sha256 } from '../../server/src/http/crypto';
import { createSession } from '../../server/src/http/sessions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';
import { rows } from './helpers/rows';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('isolation');
});
afterAll(() => t.close());

const A1 = DEMO.A.students[1]!;
const A2 = DEMO.A.students[2]!;
const B2 = DEMO.B.students[2]!;
const student = (school = DEMO.A, st = A1) => tokenFor(t, school, 'student', { welcomeId: st.welcomeId });

/** Every student endpoint with a valid body of its own. */
const STUDENT_CALLS: [string, Endpoint, Record<string, unknown>][] = [
  ['moreMessage', W.moreMessage, {}],
  ['gettoken', W.getToken, {}],
  ['getDetail', M.getDetail, {}],
  ['updateInfo', M.updateInfo, { address: '测试路1号' }],
  ['getSetting', M.getSetting, {}],
  ['queryVerifyProcess', M.queryVerifyProcess, {}],
  ['fileToken', M.fileToken, {}],
  ['studentReport', O.studentReport, { arriveMode: 'self', arriveDate: '2026-08-30' }],
];
/** Student endpoints that take a welcomeId. */
const BY_ID: [string, Endpoint][] = [
  ['getDetail', M.getDetail],
  ['updateInfo', M.updateInfo],
  ['queryVerifyProcess', M.queryVerifyProcess],
];

describe('a student asking for another student’s record', () => {
  for (const [name, e] of BY_ID)
    for (const [who, other] of [
      ['same school', A2],
      ['other tenant', B2],
    ] as const)
      it(`${name}: ${who} → 403, no data`, async () => {
        const r = await call(t.app, e, { welcomeId: other.welcomeId }, { token: await student() });
        expect([r.status, r.body.code, r.body.data]).toEqual([403, 403, null]);
        expect(r.res.body).not.toContain(other.name);
      });
});

describe('tenant headers never open another tenant’s data on token calls', () => {
  for (const [name, e, body] of STUDENT_CALLS)
    it(`${name}: tenant A token with tenant B headers answers A’s own data only`, async () => {
      const r = await call(t.app, e, body, { token: await student(), school: DEMO.B });
      expect(r.body.code).toBe(0);
      expect(r.res.body).not.toMatch(new RegExp(`${DEMO.B.schoolName}|${B2.name}|${DEMO.B.orgId}`));
    });

  it('getDetail with B headers is still A1’s record', async () => {
    const r = await call(t.app, M.getDetail, {}, { token: await student(), school: DEMO.B });
    expect(r.body.data.name).toBe(A1.name);
  });
});

describe('a session whose welcomeId is not in its tenant', () => {
  for (const [name, e, body] of STUDENT_CALLS.filter(
    ([n]) => !['gettoken', 'fileToken', 'getSetting'].includes(n),
  ))
    it(`${name} → 404, no data`, async () => {
      const token = await createSession(
        t.db,
        {
          tenantId: DEMO.A.tenantId,
          orgId: DEMO.A.orgId,
          userId: `u-${B2.welcomeId}`,
          kind: 'student',
          welcomeId: B2.welcomeId,
        },
        3600_000,
        t.clock.now,
      );
      const r = await call(t.app, e, body, { token });
      expect([r.status, r.body.data]).toEqual([404, null]);
      expect(r.res.body).not.toContain(B2.name);
    });
});

describe('an applicant (no welcomeId) on student calls', () => {
  for (const [name, e, body] of STUDENT_CALLS)
    it(`${name} → 403`, async () => {
      const token = await tokenFor(t, DEMO.A, 'applicant');
      const r = await call(t.app, e, body, { token });
      expect([r.status, r.body.code, r.body.data]).toEqual([403, 403, null]);
    });
  it('uploadPhoto → 403', async () => {
    const token = await tokenFor(t, DEMO.A, 'applicant');
    expect((await upload(t.app, M.uploadPhoto.path, 'f.png', solidPng(300, 400), { token })).status).toBe(
      403,
    );
  });
});

describe('uploads and encrypted tokens stay in the caller’s tenant', () => {
  it('a photo uploaded with B headers belongs to the token’s student', async () => {
    const token = await consentToPhoto(t.app, await student());
    const r = await upload(t.app, M.uploadPhoto.path, 'f.png', solidPng(300, 400), {
      token,
      headers: { tenantId: '2002', orgId: '200201' },
    });
    expect(r.body.code).toBe(0);
    const detail = await call(t.app, M.getDetail, {}, { token });
    expect(detail.body.data.photoUrl).toContain(r.body.data.fileId);
  });
  it('an encrypted token stands for the same user in the same tenant, whatever the headers; never a login', async () => {
    const token = await student();
    const enc = await call(t.app, S.tokenEncrypt, {}, { token, school: DEMO.B });
    const [row] = await rows<{ tenant_id: string; purpose: string }>(
      t.db,
      sql`SELECT tenant_id, purpose FROM tickets WHERE hash = ${sha256(enc.body.data.accessToken)}`,
    );
    expect(row).toMatchObject({ tenant_id: '1001', purpose: 'outgoing-link' });
    const ex = await call(t.app, S.tokenExchange, { token: enc.body.data.accessToken }, { school: DEMO.B });
    expect(ex.body.code).toBe(401);
  });
});
