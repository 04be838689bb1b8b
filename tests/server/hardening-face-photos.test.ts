import * as M from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { solidPng } from '../../server/src/files/png';
import { photoDueAt, purgeFacePhotos } from '../../server/src/jobs/face-photos';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';

// issue 17 item 6 (part): face photos were stored beside documents and kept with no limit.
let t: TestServer;
let token: string;
let fileId: string;
const student = DEMO.A.students[2]!;
beforeAll(async () => {
  t = await testServer('hardening-face-photos');
  token = await consentToPhoto(t.app, await tokenFor(t, DEMO.A, 'student', { welcomeId: student.welcomeId }));
});
afterAll(() => t.close());

const keyOf = async (id: string) =>
  (await rows<{ storage_key: string }>(t.db, sql`SELECT storage_key FROM files WHERE id = ${id}`))[0]
    ?.storage_key;

describe('face photos', () => {
  it('are stored under their own prefix, apart from documents', async () => {
    const up = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(600, 800), { token });
    expect(up.body.success).toBe(true);
    fileId = up.body.data.fileId;
    expect(await keyOf(fileId)).toBe(`faces/${DEMO.A.tenantId}/${fileId}`);
  });

  it('are due N days after review or after the arrival window, whichever is first', () => {
    const day = 86_400_000;
    const reviewed = { photoStatus: 1, photoReviewedAt: new Date('2026-08-30T00:00:00Z') };
    expect(photoDueAt(reviewed, '2026-12-31', 30)).toBe(Date.parse('2026-08-30T00:00:00Z') + 30 * day);
    expect(photoDueAt({ photoStatus: 0, photoReviewedAt: null }, '2026-09-05', 30)).toBe(
      Date.parse('2026-09-05T16:00:00Z') + 30 * day,
    );
  });

  it('a dry run lists due photos; applied, the image goes and the check-in step stays', async () => {
    await t.db.execute(
      sql`UPDATE welcome_students SET photo_status = 1, photo_reviewed_at = '2026-07-01T00:00:00Z' WHERE id = ${student.welcomeId}`,
    );
    const key = (await keyOf(fileId))!;
    const dry = await purgeFacePhotos(t.db, t.storage, { now: t.clock.now, dryRun: true });
    expect(dry.photos.map((p) => p.welcomeId)).toEqual([student.welcomeId]);
    expect(await t.storage.get(key)).not.toBeNull();
    const stepsBefore = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.steps;

    await purgeFacePhotos(t.db, t.storage, { now: t.clock.now, dryRun: false });
    expect(await t.storage.get(key)).toBeNull();
    expect(await keyOf(fileId)).toBeUndefined();
    const detail = await call(t.app, M.getDetail, {}, { token });
    expect(detail.body.data.photoUrl).toBeNull();
    expect(detail.body.data.photoStatus).toBe(1);
    expect((await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.steps).toEqual(stepsBefore);
    expect((await purgeFacePhotos(t.db, t.storage, { now: t.clock.now, dryRun: true })).photos).toEqual([]);
  });

  it("a school's longer schedule keeps a reviewed photo", async () => {
    const other = DEMO.A.students[3]!; // seeded with a photo (photo_uploaded)
    await t.db.execute(
      sql`UPDATE welcome_students SET photo_status = 1, photo_reviewed_at = '2026-08-20T00:00:00Z' WHERE id = ${other.welcomeId} AND photo_file_id IS NOT NULL`,
    );
    await t.db.execute(
      sql`UPDATE orgs SET settings = settings || '{"privacy":{"photoRetentionDays":5}}'::jsonb WHERE id = ${DEMO.A.orgId}`,
    );
    const short = await purgeFacePhotos(t.db, t.storage, { now: t.clock.now, dryRun: true });
    await t.db.execute(
      sql`UPDATE orgs SET settings = settings || '{"privacy":{"photoRetentionDays":60}}'::jsonb WHERE id = ${DEMO.A.orgId}`,
    );
    const long = await purgeFacePhotos(t.db, t.storage, { now: t.clock.now, dryRun: true });
    const [has] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM welcome_students WHERE id = ${other.welcomeId} AND photo_file_id IS NOT NULL`,
    );
    expect(has!.n).toBe(1);
    expect(short.photos.map((p) => p.welcomeId)).toContain(other.welcomeId);
    expect(long.photos.map((p) => p.welcomeId)).not.toContain(other.welcomeId);
  });
});
