import { chinaInstant } from '@domain/time/china-time';
import * as M from '@contract/welcome-manage';
import { verifyToken } from '../../server/src/http/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';

let t: TestServer;
const A = DEMO.A.students;
const tok = (i: number, school = DEMO.A) =>
  tokenFor(t, school, 'student', { welcomeId: school.students[i]!.welcomeId });

beforeAll(async () => {
  t = await testServer('welcome-manage');
});
afterAll(() => t.close());

describe('getDetail', () => {
  it('returns the caller’s details with the masked identity number and the derived birthday, sex and age', async () => {
    const r = await call(t.app, M.getDetail, { welcomeId: A[2]!.welcomeId }, { token: await tok(2) });
    expect(r.body.data).toMatchObject({
      name: '陈思远',
      idNumber: '320502********4559',
      birthday: '2009-01-01',
      sex: '0',
      sexText: '男',
      age: 17,
      majorName: '机电技术应用',
      schoolName: '阳光职业技术学校',
      phone: '13800138000',
      photoUrl: null,
    });
    expect(r.body.data.confirmedAt).not.toBeNull();
  });
  it('links the face photo with a signed url', async () => {
    const r = await call(t.app, M.getDetail, {}, { token: await tok(3) });
    const file = await t.app.inject({ method: 'GET', url: r.body.data.photoUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});

describe('updateInfo', () => {
  it('saves editable fields with valid codes and bumps the version', async () => {
    const token = await tok(1);
    const before = (await call(t.app, M.getDetail, {}, { token })).body.data;
    const r = await call(
      t.app,
      M.updateInfo,
      { phone: '13912345678', nation: '03', regionCode: '330106', version: before.version },
      { token },
    );
    expect(r.body).toMatchObject({ code: 0, data: { version: before.version + 1, confirmedAt: null } });
    const after = (await call(t.app, M.getDetail, {}, { token })).body.data;
    expect([after.phone, after.nation, after.regionCode]).toEqual(['13912345678', '03', '330106']);
  });
  it('refuses codes outside the standards, fields the school does not let students edit, and stale versions', async () => {
    const token = await tok(1);
    expect((await call(t.app, M.updateInfo, { nation: '57' }, { token })).body.msg).toBe('民族的取值无效');
    expect((await call(t.app, M.updateInfo, { regionCode: '999999' }, { token })).body.msg).toBe(
      '户籍所在地的取值无效',
    );
    expect((await call(t.app, M.updateInfo, { stuType: '1' }, { token })).body.msg).toBe(
      '“学生类别”不允许修改',
    );
    expect(
      (await call(t.app, M.updateInfo, { phone: '13900000000', version: 0 }, { token })).body,
    ).toMatchObject({ code: 409 });
  });
  it('confirms only with the required fields, and then locks the details when the school says so', async () => {
    const token = await tok(1);
    const missing = await call(t.app, M.updateInfo, { confirm: true }, { token });
    expect(missing.body.msg).toBe('请先填写紧急联系人');
    // 政治面貌 is never pre-filled (issue 34 item 21): it has to be chosen too.
    const noParty = await call(
      t.app,
      M.updateInfo,
      { emergencyContact: '王建国', emergencyPhone: '13700001111', confirm: true },
      { token },
    );
    expect(noParty.body.msg).toBe('请先填写政治面貌');
    const ok = await call(
      t.app,
      M.updateInfo,
      { emergencyContact: '王建国', emergencyPhone: '13700001111', party: '13', confirm: true },
      { token },
    );
    expect(ok.body.data.confirmedAt).toBe(chinaInstant(t.clock.now));
    expect((await call(t.app, M.updateInfo, { phone: '13600000000' }, { token })).body.msg).toBe(
      '信息已确认，不能再修改',
    );
  });
  it('lets a school allow edits after confirming (tenant B)', async () => {
    const token = await tok(2, DEMO.B);
    expect((await call(t.app, M.updateInfo, { address: '新地址1号' }, { token })).body.code).toBe(0);
  });
});

describe('settings, verify process, file token', () => {
  it('getSetting answers the school’s edit settings and the photo rules', async () => {
    const r = await call(t.app, M.getSetting, {}, { token: await tok(0) });
    expect(r.body.data).toMatchObject({
      allowEditAfterConfirm: false,
      requirePhoto: true,
      reportStart: '2026-08-28',
      photo: { types: ['image/jpeg', 'image/png'] },
    });
    expect(r.body.data.editableFields).not.toContain('stuType');
  });
  it('queryVerifyProcess answers the steps and a signed pass that lives 12 hours at most', async () => {
    const r = await call(t.app, M.queryVerifyProcess, {}, { token: await tok(4) });
    expect(r.body.data.steps.map((s) => [s.key, s.name, s.done])).toEqual([
      ['reported', '在线报到', true],
      ['noticeRead', '阅读报到须知', true],
      ['confirmed', '确认个人信息', true],
      ['photoOk', '上传人脸照片', true],
      ['arrived', '到校现场报到', true],
    ]);
    expect(r.body.data.state).toBe('arrived');
    const pass = verifyToken('test-secret', 'pass', r.body.data.passToken, t.clock.now.getTime());
    expect(pass).toMatchObject({ w: A[4]!.welcomeId, t: '1001' });
    // Valid to the end of the school's arrival window (reportEnd 2026-09-05, 23:59:59 China time).
    expect(r.body.data.passExpiresAt).toBe('2026-09-05T23:59:59+08:00');
    const at = (ms: number) => verifyToken('test-secret', 'pass', r.body.data.passToken, ms);
    expect(at(Date.parse('2026-09-05T15:59:58Z'))).not.toBeNull();
    expect(at(Date.parse('2026-09-05T16:00:00Z'))).toBeNull();
    expect(r.body.data.passToken).not.toContain(A[4]!.welcomeId);
    const early = await call(t.app, M.queryVerifyProcess, {}, { token: await tok(1, DEMO.B) });
    expect(early.body.data.steps.map((s) => s.done)).toEqual([true, false, false, false, false]);
    expect(early.body.data.state).toBe('reported');
  });
  it('the file token uploads as the student without the session header', async () => {
    const r = await call(t.app, M.fileToken, {}, { token: await tok(0) });
    const up = await upload(
      t.app,
      `/fileapi/upload?token=${r.body.data.token}`,
      'note.txt',
      Buffer.from('你好'),
    );
    expect(up.body).toMatchObject({ code: 0, data: { name: 'note.txt', type: 'text/plain; charset=utf-8' } });
    expect(
      (await upload(t.app, `/fileapi/upload?token=forged.token`, 'note.txt', Buffer.from('x'))).body.code,
    ).toBe(401);
  });
});

describe('uploadPhoto', () => {
  // The student gave the separate face consent and chose 上传照片, as the face page asks first.
  const photoTok = async (i: number) => consentToPhoto(t.app, await tok(i));
  it('stores a PNG face photo and links it to the student', async () => {
    const token = await photoTok(2);
    const r = await upload(t.app, M.uploadPhoto.path, 'whatever.png', solidPng(480, 640), { token });
    expect(r.body).toMatchObject({ code: 0, data: { width: 480, height: 640 } });
    const detail = (await call(t.app, M.getDetail, {}, { token })).body.data;
    expect(detail.photoUrl).toContain(r.body.data.fileId);
  });
  it('reads a JPEG’s size from its frame header', async () => {
    // Minimal JPEG: SOI, APP0, SOF0 with 300×400, EOI (content checks read headers only).
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x90, 0x01, 0x2c, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
      sof,
      Buffer.from([0xff, 0xd9]),
    ]);
    const r = await upload(t.app, M.uploadPhoto.path, 'face.jpg', jpeg, { token: await photoTok(2) });
    expect(r.body.data).toMatchObject({ width: 300, height: 400 });
  });
  it('refuses non-images, small photos and HTML renamed to .png, writing nothing', async () => {
    const token = await photoTok(0);
    const before = t.storage.size();
    const cases: [string, Buffer, string][] = [
      ['face.png', Buffer.from('<!doctype html><script>alert(1)</script>'), '不支持上传网页或脚本文件'],
      ['face.pdf', Buffer.from('%PDF-1.4\n'), '照片须为 JPG 或 PNG 图片'],
      ['face.png', solidPng(100, 100), '照片尺寸过小，至少240×320像素'],
    ];
    for (const [name, data, msg] of cases) {
      const r = await upload(t.app, M.uploadPhoto.path, name, data, { token });
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    expect(t.storage.size()).toBe(before);
    expect((await call(t.app, M.getDetail, {}, { token })).body.data.photoUrl).toBeNull();
  });
});

describe('staff check-in by pass', () => {
  it('marks the student arrived once, and the verify steps show it', async () => {
    const token = await tok(3);
    const pass = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.passToken;
    const staff = await tokenFor(t, DEMO.A, 'admin');
    const first = await call(t.app, M.checkinByPass, { passToken: pass }, { token: staff });
    expect(first.body.data).toMatchObject({
      welcomeId: A[3]!.welcomeId,
      name: A[3]!.name,
      alreadyArrived: false,
      arrivedAt: chinaInstant(t.clock.now),
    });
    expect(
      (await call(t.app, M.checkinByPass, { passToken: pass }, { token: staff })).body.data.alreadyArrived,
    ).toBe(true);
    const steps = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.steps;
    expect(steps.at(-1)).toMatchObject({ key: 'arrived', done: true });
  });
  it('refuses expired or forged passes, another tenant’s staff and non-staff', async () => {
    const pass = (await call(t.app, M.queryVerifyProcess, {}, { token: await tok(0) })).body.data.passToken;
    const staffA = await tokenFor(t, DEMO.A, 'admin');
    const staffB = await tokenFor(t, DEMO.B, 'admin');
    expect((await call(t.app, M.checkinByPass, { passToken: pass }, { token: staffB })).status).toBe(403);
    expect((await call(t.app, M.checkinByPass, { passToken: pass }, { token: await tok(0) })).status).toBe(
      403,
    );
    const [body, sig] = pass.split('.');
    expect(
      (await call(t.app, M.checkinByPass, { passToken: `${body}.${sig}x` }, { token: staffA })).body.msg,
    ).toBe('报到码无效或已过期，请学生刷新后重新出示');
    const saved = t.clock.now;
    t.clock.now = new Date('2026-09-05T16:00:01Z'); // the arrival window has closed
    const late = await call(
      t.app,
      M.checkinByPass,
      { passToken: pass },
      { token: await tokenFor(t, DEMO.A, 'admin') },
    );
    t.clock.now = saved;
    expect(late.body.code).toBe(422);
    expect((await call(t.app, M.getDetail, {}, { token: await tok(0) })).body.data.arrivedAt).toBeNull();
  });
});

describe('check-in progress on the server', () => {
  it('我已阅读 is stored: a second session (another phone) reads the same progress as the first', async () => {
    const w = A[1]!.welcomeId;
    const phone1 = await tok(1);
    const phone2 = await tok(1);
    expect(phone1).not.toBe(phone2);
    const before = (await call(t.app, M.getDetail, {}, { token: phone2 })).body.data;
    expect(before.progress.steps.find((s) => s.key === 'noticeRead')).toMatchObject({ done: false });
    const read = await call(t.app, M.readNotice, { welcomeId: w }, { token: phone1 });
    expect(read.body).toMatchObject({ code: 0 });
    expect(read.body.data.noticeReadAt).toMatch(/\+08:00$/);
    const first = (await call(t.app, M.getDetail, {}, { token: phone1 })).body.data;
    const second = (await call(t.app, M.getDetail, {}, { token: phone2 })).body.data;
    expect(second.progress).toEqual(first.progress);
    expect(second.noticeReadAt).toBe(read.body.data.noticeReadAt);
    expect(second.progress.steps.map((s) => s.key)).toEqual([
      'reported',
      'noticeRead',
      'confirmed',
      'photoOk',
      'arrived',
    ]);
    expect(second.progress.steps[1]).toMatchObject({ done: true, doneAt: read.body.data.noticeReadAt });
    // The procedure page reads the same list.
    const proc = (await call(t.app, M.queryVerifyProcess, {}, { token: phone2 })).body.data;
    expect({
      state: proc.state,
      steps: proc.steps,
      photo: proc.photo,
      face: proc.face,
      shown: proc.shown,
    }).toEqual(second.progress);
    // Reading again keeps the first time.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = await call(t.app, M.readNotice, {}, { token: phone2 });
    expect(again.body.data.noticeReadAt).toBe(read.body.data.noticeReadAt);
  });

  it('another student cannot mark the notice read for someone else', async () => {
    const r = await call(t.app, M.readNotice, { welcomeId: A[2]!.welcomeId }, { token: await tok(1) });
    expect(r.body.code).toBe(403);
  });
});
