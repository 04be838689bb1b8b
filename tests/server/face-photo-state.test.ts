import * as M from '@contract/welcome-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 23 defect 2: the face page, home and 报到流程 read one state — the face photo journey's,
// sent by the server with the progress every screen reads (getDetail and the pass).
let t: TestServer;
let staff: StaffLogin;
const student = DEMO.A.students[0]!;

beforeAll(async () => {
  t = await testServer('face-photo-state');
  staff = await staffLogin(t, 'checkin', DEMO.A.orgId);
});
afterAll(() => t.close());

async function seen(token: string) {
  const detail = (await call(t.app, M.getDetail, {}, { token })).body.data;
  const pass = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data;
  return { detail: detail.progress.photo, pass: pass.photo };
}

describe('the face photo state in every progress the student reads', () => {
  it('未上传 → upload → 审核中 → the school approves → 已通过, the same in getDetail and the pass', async () => {
    const token = await consentToPhoto(
      t.app,
      await tokenFor(t, DEMO.A, 'student', { welcomeId: student.welcomeId }),
    );
    expect(await seen(token)).toEqual({ detail: 'none', pass: 'none' });
    const up = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(600, 800), { token });
    expect(up.body.code).toBe(0);
    expect(await seen(token)).toEqual({ detail: 'reviewing', pass: 'reviewing' });
    const approved = await t.app.inject({
      method: 'POST',
      url: '/staff-api/photos/review',
      headers: staff.headers,
      payload: { welcomeId: student.welcomeId, approve: true },
    });
    expect(approved.json().code).toBe(0);
    expect(await seen(token)).toEqual({ detail: 'approved', pass: 'approved' });
    const steps = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.steps;
    expect(steps.find((s) => s.key === 'photoOk')).toMatchObject({ done: true });
  });

  it('a rejected seeded photo reads 已驳回', async () => {
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[5]!.welcomeId });
    expect(await seen(token)).toEqual({ detail: 'rejected', pass: 'rejected' });
  });
});
