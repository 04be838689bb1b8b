import * as I from '@contract/identity-consent';
import * as M from '@contract/welcome-manage';
import { CONSENT_TEXTS } from '@domain/checkin-desk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, welcomeStudents } from '../../server/src/db/schema';
import { addStudentUnder14 } from './helpers/face-consent';
import { solidPng } from '../../server/src/files/png';
import {
  PHOTO_NEEDS_FACE_CONSENT,
  PHOTO_NEEDS_GUARDIAN,
  PHOTO_ONSITE,
} from '../../server/src/modules/desk/photo-consent';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { upload } from './helpers/multipart';

// Issue 17 item 6: the server stores a face photo only with the consents missingConsents asks for.
const A = DEMO.A;
const YOUNG = 'w-1001-photo-young';
let t: TestServer;
const tok = (welcomeId: string) => tokenFor(t, A, 'student', { welcomeId });
const uploadFace = (token: string) =>
  upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(480, 640), { token });
const photoOf = async (welcomeId: string) =>
  (
    await t.db
      .select({ f: welcomeStudents.photoFileId })
      .from(welcomeStudents)
      .where(eq(welcomeStudents.id, welcomeId))
  )[0]?.f;
const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;
const consent = (token: string, kind: 'face' | 'guardian') =>
  call(
    t.app,
    I.recordConsent,
    {
      kind,
      textVersion: CONSENT_TEXTS[kind].version,
      ...(kind === 'guardian' ? { guardianName: '王建国', guardianRelation: '父亲' } : {}),
    },
    { token },
  );

beforeAll(async () => {
  t = await testServer('photo-consent');
  await addStudentUnder14(t, YOUNG, '20261001998');
});
afterAll(() => t.close());

describe('uploadPhoto needs the separate face consent', () => {
  it('refused without it (422 envelope, nothing stored); with it and 上传照片 chosen, stored', async () => {
    const student = A.students[1]!.welcomeId; // reported, not arrived (after arrival no new photo is taken)
    const token = await tok(student);
    const before = { photo: await photoOf(student), files: await fileCount(), bytes: t.storage.size() };
    const refused = await uploadFace(token);
    expect(refused.body).toEqual({ code: 422, msg: PHOTO_NEEDS_FACE_CONSENT, data: null, success: false });
    expect({ photo: await photoOf(student), files: await fileCount(), bytes: t.storage.size() }).toEqual(
      before,
    );

    expect((await consent(token, 'face')).body.data.missing).toEqual([]);
    expect((await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body.code).toBe(0);
    const ok = await uploadFace(token);
    expect(ok.body).toMatchObject({ code: 0, data: { photoStatus: 0 } });
    expect(await photoOf(student)).toBe(ok.body.data.fileId);
  });

  it('refused after choosing 到校现场核验, even with the consent given', async () => {
    const student = A.students[3]!.welcomeId;
    const token = await tok(student);
    await consent(token, 'face');
    expect((await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token })).body.code).toBe(0);
    const before = await fileCount();
    expect((await uploadFace(token)).body).toMatchObject({ code: 422, msg: PHOTO_ONSITE, success: false });
    expect(await fileCount()).toBe(before);
    // Changing back to 上传照片 lets the photo through.
    expect((await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body.code).toBe(0);
    expect((await uploadFace(token)).body.code).toBe(0);
  });

  it('under 14: the face consent alone is not enough, the guardian must agree too', async () => {
    const token = await tok(YOUNG);
    await consent(token, 'face');
    expect((await uploadFace(token)).body).toMatchObject({ code: 422, msg: PHOTO_NEEDS_GUARDIAN });
    expect(await photoOf(YOUNG)).toBeNull();
    expect((await consent(token, 'guardian')).body.data.missing).toEqual([]);
    expect((await uploadFace(token)).body.code).toBe(0);
    expect(await photoOf(YOUNG)).not.toBeNull();
  });
});
