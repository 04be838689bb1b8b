import * as M from '@contract/welcome-manage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/src/db/schema';
import { solidPng } from '../../server/src/files/png';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';
import { type StaffLogin, staffLogin } from './helpers/staff';

let t: TestServer;
const A = DEMO.A.students;
const tok = (i: number, school = DEMO.A) =>
  tokenFor(t, school, 'student', { welcomeId: school.students[i]!.welcomeId });
let staffA: StaffLogin;
let staffB: StaffLogin;
const review = (body: object, headers: Record<string, string> = staffA.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/staff-api/photos/review',
    headers,
    payload: body,
  });
const photoOf = async (i: number, school = DEMO.A) => {
  const d = (await call(t.app, M.getDetail, {}, { token: await tok(i, school) })).body.data;
  return [d.photoStatus, d.photoRejectReason];
};

beforeAll(async () => {
  t = await testServer('welcome-manage-photo');
  staffA = await staffLogin(t, 'checkin', DEMO.A.orgId);
  staffB = await staffLogin(t, 'checkin', DEMO.B.orgId);
});
afterAll(() => t.close());

describe('face photo review state', () => {
  it('getDetail answers the seeded states: no photo, 待审核, 审核通过 (arrived), 已驳回 with its reason', async () => {
    expect(await photoOf(0)).toEqual([null, null]);
    expect(await photoOf(3)).toEqual([0, null]);
    expect(await photoOf(4)).toEqual([1, null]);
    expect(A[5]).toMatchObject({ name: '张若曦', state: 'photo_uploaded' });
    expect(await photoOf(5)).toEqual([2, '照片背景不是纯色，请在白墙前重新拍摄']);
  });

  it('admin review: approve 待审核 → 审核通过, reject → 已驳回 with the reason', async () => {
    const w = DEMO.B.students[3]!.welcomeId;
    // School A's staff cannot see school B's student at all.
    expect((await review({ welcomeId: w, approve: true })).statusCode).toBe(404);
    const ok = await review({ welcomeId: w, approve: true }, staffB.headers);
    expect(ok.json()).toMatchObject({ code: 0, data: { welcomeId: w, photoStatus: 1 } });
    expect(await photoOf(3, DEMO.B)).toEqual([1, null]);
    // Approving twice is not a move from 待审核.
    expect((await review({ welcomeId: w, approve: true }, staffB.headers)).json()).toMatchObject({
      code: 422,
      msg: '当前状态（已通过）不能进行此操作',
    });
    // The face-photo model: 已通过 is final, so an approved photo is not rejected afterwards.
    expect(
      (await review({ welcomeId: w, approve: false, reason: '佩戴了眼镜' }, staffB.headers)).json(),
    ).toMatchObject({
      code: 422,
      msg: '当前状态（已通过）不能进行此操作',
    });
    const pending = A[3]!.welcomeId;
    const no = await review({ welcomeId: pending, approve: false, reason: '  佩戴了眼镜  ' });
    expect(no.json()).toMatchObject({ code: 0, data: { photoStatus: 2, rejectReason: '佩戴了眼镜' } });
    expect(await photoOf(3)).toEqual([2, '佩戴了眼镜']);
    expect((await review({ welcomeId: pending, approve: false, reason: '再驳回' })).json().code).toBe(422);
    // The student re-uploads (已驳回 → 审核中), leaving A[3] as seeded for the tests below.
    const up = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(480, 640), {
      token: await consentToPhoto(t.app, await tok(3)),
    });
    expect(up.body.code).toBe(0);
    expect(await photoOf(3)).toEqual([0, null]);
  });

  it('a new upload resets the review to 待审核 and drops the reason; the photo step is done once approved', async () => {
    const token = await consentToPhoto(t.app, await tok(5));
    const photoStep = async () =>
      (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.steps.find(
        (s) => s.key === 'photoOk',
      )!.done;
    expect(await photoStep()).toBe(false);
    const r = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(480, 640), { token });
    expect(r.body).toMatchObject({ code: 0, data: { photoStatus: 0 } });
    expect(await photoOf(5)).toEqual([0, null]);
    // 照片已通过 (checkin-steps model): an upload awaiting review is not the step done yet.
    expect(await photoStep()).toBe(false);
    expect((await review({ welcomeId: A[5]!.welcomeId, approve: true })).json().code).toBe(0);
    expect(await photoStep()).toBe(true);
  });

  it('a replaced photo is deleted at once: its file row and its image (biometric data, PIPL)', async () => {
    const token = await consentToPhoto(t.app, await tok(5));
    const first = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(480, 640), { token });
    const firstId = first.body.data.fileId as string;
    const [row] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, firstId));
    expect(await t.storage.get(row!.key)).not.toBeNull();
    const second = await upload(t.app, M.uploadPhoto.path, 'face.png', solidPng(480, 640), { token });
    expect(second.body.data.fileId).not.toBe(firstId);
    expect(await t.db.select().from(files).where(eq(files.id, firstId))).toEqual([]);
    expect(await t.storage.get(row!.key)).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.id, second.body.data.fileId))).toHaveLength(1);
  });

  it('refuses the old key, an admissions teacher, a rejection without a reason, a student without a photo and bad input', async () => {
    const w = A[3]!.welcomeId;
    const bad = await review({ welcomeId: w, approve: true }, { 'x-admin-key': 'dev-admin-key' });
    expect(bad.statusCode).toBe(401);
    const admissions = await staffLogin(t, 'admissions');
    const role = await review({ welcomeId: w, approve: true }, admissions.headers);
    expect([role.statusCode, role.json().msg]).toEqual([403, '暂无权限']);
    const noReason = await review({ welcomeId: w, approve: false });
    expect([noReason.statusCode, noReason.json().msg]).toEqual([400, '请填写驳回原因']);
    expect((await review({ welcomeId: w, approve: false, reason: '   ' })).json().msg).toBe('请填写驳回原因');
    const none = await review({ welcomeId: A[0]!.welcomeId, approve: true });
    expect([none.statusCode, none.json().msg]).toEqual([404, '该新生没有人脸照片']);
    expect((await review({ welcomeId: 'nobody', approve: true })).statusCode).toBe(404);
    for (const body of [
      {},
      { welcomeId: w },
      { welcomeId: w, approve: 'yes' },
      { welcomeId: 'x'.repeat(65), approve: true },
    ]) {
      const r = await review(body);
      expect([r.statusCode, r.json().code]).toEqual([400, 400]);
    }
    expect(await photoOf(3)).toEqual([0, null]);
  });
});
