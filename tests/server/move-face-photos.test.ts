import * as M from '@contract/welcome-manage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, welcomeStudents } from '../../server/src/db/schema';
import { faceKey } from '../../server/src/files/face-key';
import { moveLegacyFacePhotos } from '../../server/src/jobs/move-face-photos';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

// Issue 17 item 6: photos stored before the 'faces' area (in the documents area) move there once.
const A = DEMO.A;
const T = A.tenantId;
let t: TestServer;

const keyOf = async (id: string) =>
  (await t.db.select({ k: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.k;
const photoOf = async (welcomeId: string) =>
  (
    await t.db
      .select({ f: welcomeStudents.photoFileId })
      .from(welcomeStudents)
      .where(eq(welcomeStudents.id, welcomeId))
  )[0]!.f!;
/** Puts a student's photo back where it was kept before the faces area: `<tenant>/<id>`. */
async function makeLegacy(welcomeId: string, bytes: Buffer): Promise<{ id: string; old: string }> {
  const id = await photoOf(welcomeId);
  const old = `${T}/${id}`;
  await t.storage.delete(faceKey(T, id));
  await t.storage.put(old, bytes);
  await t.db.update(files).set({ storageKey: old }).where(eq(files.id, id));
  return { id, old };
}
const photoBytes = async (welcomeId: string) => {
  const token = await tokenFor(t, A, 'student', { welcomeId });
  const url = (await call(t.app, M.getDetail, {}, { token })).body.data.photoUrl!;
  const res = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  return { status: res.statusCode, body: res.rawPayload };
};

beforeAll(async () => {
  t = await testServer('move-face-photos');
});
afterAll(() => t.close());

describe('legacy face photos move into the faces store', () => {
  const photos = A.students.filter((s) => s.state === 'photo_uploaded' || s.state === 'arrived');

  it('copies the bytes to faces/<tenant>/<id>, points the row there and deletes the old object; once', async () => {
    const st = photos[0]!;
    const bytes = Buffer.from('legacy-face-bytes');
    const { id, old } = await makeLegacy(st.welcomeId, bytes);
    const documentKey = `${T}/f-not-a-photo`;
    await t.storage.put(documentKey, Buffer.from('%PDF'));

    const first = await moveLegacyFacePhotos(t.db, t.storage);
    expect(first.moved).toContain(id);
    expect(await keyOf(id)).toBe(faceKey(T, id));
    expect(await t.storage.get(faceKey(T, id))).toEqual(bytes);
    expect(await t.storage.get(old)).toBeNull();
    // Documents stay where they are; the student's photo link still serves the same bytes.
    expect(await t.storage.get(documentKey)).not.toBeNull();
    expect(await photoBytes(st.welcomeId)).toMatchObject({ status: 200, body: bytes });

    expect(await moveLegacyFacePhotos(t.db, t.storage)).toEqual({ moved: [], missing: [] });
  });

  it('stopped after the copy and the delete but before the row: the next run only points the row', async () => {
    const st = photos[1]!;
    const bytes = Buffer.from('copied-before-a-crash');
    const { id, old } = await makeLegacy(st.welcomeId, bytes);
    await t.storage.put(faceKey(T, id), bytes);
    await t.storage.delete(old);
    expect((await moveLegacyFacePhotos(t.db, t.storage)).moved).toEqual([id]);
    expect(await keyOf(id)).toBe(faceKey(T, id));
    expect(await t.storage.get(faceKey(T, id))).toEqual(bytes);
  });

  it('bytes gone everywhere: reported, the row left as it is', async () => {
    const st = photos[2]!;
    const { id, old } = await makeLegacy(st.welcomeId, Buffer.from('x'));
    await t.storage.delete(old);
    expect(await moveLegacyFacePhotos(t.db, t.storage)).toEqual({ moved: [], missing: [id] });
    expect(await keyOf(id)).toBe(old);
  });
});
