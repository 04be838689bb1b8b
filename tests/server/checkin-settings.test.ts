import * as X from '@contract/checkin-exports';
import * as P from '@contract/checkin-settings';
import { type CheckinSettingsView } from '@contract/checkin-settings';
import * as M from '@contract/welcome-manage';
import * as W from '@contract/welcome';
import { studentReport } from '@contract/other';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 27 items 2 and 3: 报到设置 and the check-in exports.
const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let adminA: StaffLogin;
let adminB: StaffLogin;
let checkinA: StaffLogin;

type Answer = { status: number; body: { code: number; msg: string; data: CheckinSettingsView }; raw: Buffer };
const post = async (url: string, payload: object, who?: StaffLogin): Promise<Answer> => {
  const r = await t.app.inject({ method: 'POST', url, payload, headers: who ? who.headers : {} });
  const isJson = (r.headers['content-type'] ?? '').toString().includes('json');
  return { status: r.statusCode, body: isJson ? r.json() : ({} as Answer['body']), raw: r.rawPayload };
};
const save = (payload: object, who: StaffLogin = adminA) =>
  post(P.saveCheckinSettingsEndpoint.path, payload, who);
const student = (welcomeId: string, school = A) => tokenFor(t, school, 'student', { welcomeId });

const SEASON = {
  notice: {
    title: '2026级新生报到须知',
    content:
      '<p>请带好<strong>录取通知书</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  },
  window: { reportStart: '2026-08-30', reportEnd: '2026-09-02' },
  photo: { requirePhoto: false },
  place: {
    address: '学校东门体育馆',
    mapUrl: 'https://map.example.cn/p?id=1',
    transport: '地铁2号线学院站C口',
  },
};

beforeAll(async () => {
  t = await testServer('checkin-settings');
  adminA = await staffLogin(t, 'admin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
});
afterAll(() => t.close());

describe('roles', () => {
  it('报到设置 answers 学校管理员 only; the exports 学校管理员 and 报到老师; no session 401', async () => {
    const admissions = await staffLogin(t, 'admissions', A.orgId);
    for (const url of [P.getCheckinSettings.path, P.saveCheckinSettingsEndpoint.path]) {
      for (const who of [admissions, checkinA]) expect((await post(url, {}, who)).body.code).toBe(403);
      expect((await post(url, {})).body.code).toBe(401);
    }
    for (const url of [X.xlsx.path, X.photos.path]) {
      expect((await post(url, {}, admissions)).body.code).toBe(403);
      expect((await post(url, {})).body.code).toBe(401);
    }
    // 报到老师 may export, masked only.
    expect((await post(X.xlsx.path, {}, checkinA)).status).toBe(200);
    expect((await post(X.xlsx.path, { unmask: true }, checkinA)).body.code).toBe(403);
  });
});

describe('validation', () => {
  it('refuses a window that ends before it starts, a date that does not exist, bad lists and unknown keys', async () => {
    const bad = [
      { window: { reportStart: '2026-09-05', reportEnd: '2026-08-28' } },
      { window: { reportStart: '2026-02-30', reportEnd: '2026-03-01' } },
      { place: { address: '', mapUrl: 'javascript:alert(1)', transport: '' } },
      { options: { stuTypes: [], dayGoTypes: [{ value: '1', label: '走读' }] } },
      {
        options: {
          stuTypes: [
            { value: '1', label: '应届' },
            { value: '1', label: '往届' },
          ],
          dayGoTypes: [{ value: '1', label: '走读' }],
        },
      },
      { fields: { editableFields: ['idNumber'], allowEditAfterConfirm: false } },
      { desk: { steps: [{ key: 'fee', name: '缴费' }] } },
      { notice: { title: '', content: 'x' } },
      { somethingElse: true },
    ];
    const before = await post(P.getCheckinSettings.path, {}, adminA);
    for (const payload of bad) expect((await save(payload)).body.code, JSON.stringify(payload)).toBe(400);
    expect((await post(P.getCheckinSettings.path, {}, adminA)).body.data).toEqual(before.body.data);
    const msg = (await save(bad[0]!)).body.msg;
    expect(msg).toContain('报到开始日期不能晚于结束日期');
  });
});

describe('a season set on 报到设置 reaches the student pages', () => {
  it('saves notice (sanitized), window, no face photo and the place; audited with what changed', async () => {
    const r = await save(SEASON);
    expect(r.body.code).toBe(0);
    const v = r.body.data;
    expect(v.notice.content).toContain('<strong>录取通知书</strong>');
    expect(v.notice.content).not.toMatch(/script|onerror/);
    expect(v.window).toEqual(SEASON.window);
    expect(v.photo.requirePhoto).toBe(false);
    expect(v.place).toEqual(SEASON.place);
    const [a] = await rows<{ details: { changed: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE staff_id = ${adminA.id} AND action = 'checkin-settings.save' ORDER BY id DESC LIMIT 1`,
    );
    expect(a!.details.changed.sort()).toEqual(['notice', 'photo', 'place', 'window']);
    // Saving the same again changes nothing.
    await save(SEASON);
    const [b] = await rows<{ details: { changed: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE staff_id = ${adminA.id} AND action = 'checkin-settings.save' ORDER BY id DESC LIMIT 1`,
    );
    expect(b!.details.changed).toEqual([]);
  });

  it('the student reads the notice, the window, the place, and has no photo step', async () => {
    const token = await student('w-1001-03');
    const doc = await call(t.app, W.getDocument, {}, { token, school: A });
    expect(doc.body.data.title).toBe('2026级新生报到须知');
    const setting = await call(t.app, M.getSetting, {}, { token });
    expect(setting.body.data).toMatchObject({ ...SEASON.window, requirePhoto: false });
    const more = await call(t.app, W.moreMessage, {}, { token });
    expect(more.body.data.items).toEqual(
      expect.arrayContaining([
        { label: '报到地点', value: '学校东门体育馆' },
        { label: '交通指引', value: '地铁2号线学院站C口' },
      ]),
    );
    // w-1001-03 has confirmed: without a required photo the next step is 到校 (no photo step at all).
    const detail = await call(t.app, M.getDetail, {}, { token });
    expect(detail.body.data.progress.steps.map((s) => s.key)).toEqual([
      'reported',
      'noticeRead',
      'confirmed',
      'arrived',
    ]);
    const enroll = await call(
      t.app,
      W.queryEnroll,
      { name: '陈思远', idNumber: '320502200901014559' },
      { school: A },
    );
    expect(enroll.body.data.reportStatusText).toBe('已确认信息，下一步：到校现场报到');
    // The arrival plan must fall inside the new window.
    const plan = { arriveMode: 'self', arriveDate: '2026-08-28', companions: 0 };
    expect((await call(t.app, studentReport, plan, { token })).body.msg).toContain('2026-08-30至2026-09-02');
    const okPlan = await call(
      t.app,
      studentReport,
      { ...plan, arriveDate: '2026-08-31', trafficNo: 'G123' },
      { token },
    );
    expect(okPlan.body.code).toBe(0);
  });

  it("the school's own 学生类别 list is what the student picks from and what updateInfo accepts", async () => {
    const options = {
      stuTypes: [
        { value: '1', label: '中考统招' },
        { value: '7', label: '自主招生' },
      ],
      dayGoTypes: [
        { value: '1', label: '走读' },
        { value: '2', label: '住校' },
      ],
    };
    expect(
      (await save({ options, fields: { editableFields: ['stuType', 'phone'], allowEditAfterConfirm: true } }))
        .body.code,
    ).toBe(0);
    const token = await student('w-1001-02');
    expect((await call(t.app, W.selectStuType, {}, { token, school: A })).body.data).toEqual(
      options.stuTypes,
    );
    expect((await call(t.app, M.updateInfo, { stuType: '7' }, { token })).body.code).toBe(0);
    expect((await call(t.app, M.updateInfo, { stuType: '3' }, { token })).body.msg).toContain(
      '学生类别的取值无效',
    );
  });

  it('a national-list field the school does not collect is not shown, not editable, not asked to confirm', async () => {
    const fields = {
      editableFields: ['phone', 'nation', 'emergencyContact', 'emergencyPhone'],
      allowEditAfterConfirm: true,
      hiddenFields: ['nation'],
    };
    expect((await save({ fields })).body.code).toBe(0);
    expect((await post(P.getCheckinSettings.path, {}, adminA)).body.data.fields).toMatchObject({
      editableFields: ['phone', 'emergencyContact', 'emergencyPhone'],
      hiddenFields: ['nation'],
    });
    const token = await student('w-1001-02');
    expect((await call(t.app, M.getSetting, {}, { token })).body.data).toMatchObject({
      hiddenFields: ['nation'],
    });
    expect((await call(t.app, M.updateInfo, { nation: '02' }, { token })).body.msg).toContain('不允许修改');
    const confirmed = await call(
      t.app,
      M.updateInfo,
      { phone: '13800001111', emergencyContact: '王芳', emergencyPhone: '13900002222', confirm: true },
      { token },
    );
    expect(confirmed.body).toMatchObject({ code: 0 });
    expect((await save({ fields: { ...fields, hiddenFields: [] } })).body.code).toBe(0);
  });

  it('desk steps are saved here and the desk uses them', async () => {
    const steps = [
      { key: 'arrive', name: '报到' },
      { key: 'uniform', name: '领取校服' },
    ];
    expect((await save({ desk: { steps } })).body.data.desk.steps).toEqual(steps);
    const desk = await t.app.inject({
      method: 'POST',
      url: '/staff-api/desk/steps',
      payload: {},
      headers: checkinA.headers,
    });
    expect(desk.json().data).toEqual(steps);
  });
});

describe('isolation', () => {
  it("school B's administrator neither sees nor changes school A's settings", async () => {
    const b = await post(P.getCheckinSettings.path, {}, adminB);
    expect(b.body.data.notice.title).not.toBe('2026级新生报到须知');
    expect(b.body.data.photo.requirePhoto).toBe(true);
    await save({ window: { reportStart: '2026-09-01', reportEnd: '2026-09-03' } }, adminB);
    expect((await post(P.getCheckinSettings.path, {}, adminA)).body.data.window).toEqual(SEASON.window);
    const tokenB = await student('w-2002-01', B);
    expect((await call(t.app, M.getSetting, {}, { token: tokenB })).body.data.reportStart).toBe('2026-09-01');
  });
});

describe('exports', () => {
  const open = async (raw: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw as unknown as ArrayBuffer);
    return wb;
  };
  const col = (ws: ExcelJS.Worksheet, header: string) => {
    let n = 0;
    ws.getRow(1).eachCell((c, i) => {
      if (c.value === header) n = i;
    });
    return ws.getColumn(n).values.slice(2).map(String);
  };

  it('the workbook lists confirmed details, arrival plans and arrivals with desk steps, masked', async () => {
    const r = await post(X.xlsx.path, {}, adminA);
    expect(r.status).toBe(200);
    const wb = await open(r.raw);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['确认信息', '到校计划', '到校记录']);
    const info = wb.getWorksheet('确认信息')!;
    expect(col(info, '姓名')).toContain('陈思远');
    expect(col(info, '身份证号')).toContain('320502********4559');
    expect(col(info, '身份证号').join()).not.toContain('320502200901014559');
    const plan = wb.getWorksheet('到校计划')!;
    expect(col(plan, '姓名')).toEqual(['陈思远']);
    expect(col(plan, '预计到校日期')).toEqual(['2026-08-31']);
    const arrivals = wb.getWorksheet('到校记录')!;
    const names = col(arrivals, '姓名');
    const state = col(arrivals, '是否到校');
    expect(state[names.indexOf('吴诗涵')]).toBe('已到校');
    expect(state[names.indexOf('陈思远')]).toBe('未到校');
    expect(arrivals.getRow(1).values).toContain('领取校服办理人');
    // School B's students are never in A's export.
    expect(names).not.toContain(DEMO.B.students[0]!.name);
  });

  it('filters by class and major; 学校管理员 may unmask (audited)', async () => {
    const byClass = await open((await post(X.xlsx.path, { className: '会计2601班' }, adminA)).raw);
    expect(col(byClass.getWorksheet('确认信息')!, '姓名').sort()).toEqual(['吴诗涵', '王雨涵'].sort());
    const byMajor = await open((await post(X.xlsx.path, { majorId: 'm-1001-02' }, adminA)).raw);
    expect(col(byMajor.getWorksheet('确认信息')!, '姓名')).toEqual(['陈思远']);
    const full = await open((await post(X.xlsx.path, { unmask: true }, adminA)).raw);
    expect(col(full.getWorksheet('确认信息')!, '身份证号')).toContain('320502200901014559');
    const [last] = await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE staff_id = ${adminA.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(last!.action).toBe('checkin.export.xlsx.unmasked');
  });

  it('the face photos come as a zip named 学号_姓名, per class, audited', async () => {
    const r = await post(X.photos.path, {}, adminA);
    expect(r.raw.subarray(0, 2).toString()).toBe('PK');
    expect(r.raw.includes(Buffer.from('20261001005_吴诗涵.png'))).toBe(true);
    const only = await post(X.photos.path, { className: '机电2601班' }, adminA);
    expect(only.raw.includes(Buffer.from('吴诗涵'))).toBe(false);
    const [a] = await rows<{ action: string; details: { photos: number } }>(
      t.db,
      sql`SELECT action, details FROM audit_log WHERE staff_id = ${adminA.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(a!.action).toBe('checkin.export.photos');
  });
});
