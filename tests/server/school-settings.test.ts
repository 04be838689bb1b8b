import * as E from '@contract/enrollment';
import * as P from '@contract/school-settings';
import { type SchoolSettingsView } from '@contract/school-settings';
import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { PROMISE_NOT_ACCEPTED } from '../../server/src/modules/promise/required';
import { openSecret, sealSecret, settingsKeyProblem } from '../../server/src/school/secret-box';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { firstScreenData } from '../../server/src/web/first-screen/cache';
import { readData } from '../../server/src/web/first-screen/data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { upload } from './helpers/multipart';
import { demoAnswers } from './helpers/register';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 25 items 3 and 5: 学校设置 and the school's own uploads.
const A = DEMO.A;
const B = DEMO.B;
const log: string[] = [];
const answers: string[] = [];
let t: TestServer;
let adminA: StaffLogin;
let adminB: StaffLogin;

const API_V3_KEY = 'Ab3dEfGh1jKlMnOpQrStUvWxYz012345';
const APP_SECRET = '0123456789abcdef0123456789ABCDEF';
const PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();
const PEM_BODY = PRIVATE_KEY.split('\n')[5]!;

const post = async (url: string, payload: object, who?: StaffLogin) => {
  const r = await t.app.inject({ method: 'POST', url, payload, headers: who ? who.headers : {} });
  answers.push(r.body);
  return { status: r.statusCode, body: r.json() as { code: number; msg: string; data: SchoolSettingsView } };
};
const view = (who: StaffLogin) => post(P.getSettings.path, {}, who);
const save = (payload: object, who: StaffLogin = adminA) => post(P.saveSettingsEndpoint.path, payload, who);
const png = () => solidPng(8, 8, [200, 30, 30]);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await testServer('school-settings', {}, { logStream: stream });
  adminA = await staffLogin(t, 'admin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('roles', () => {
  it('answers 学校管理员 only: other roles 403, no session 401, for every endpoint', async () => {
    const others = [await staffLogin(t, 'admissions'), await staffLogin(t, 'checkin')];
    for (const url of [P.getSettings.path, P.saveSettingsEndpoint.path]) {
      for (const who of others) expect((await post(url, {}, who)).body.code).toBe(403);
      expect((await post(url, {})).body.code).toBe(401);
    }
    for (const who of others) {
      const r = await upload(t.app, P.uploadAsset.path, 'logo.png', png(), { token: who.token });
      expect(r.body.code).toBe(403);
    }
    const applicant = await tokenFor(t, A, 'applicant', { userId: 'u-set-1' });
    expect((await upload(t.app, P.uploadAsset.path, 'logo.png', png(), { token: applicant })).body.code).toBe(
      401,
    );
  });
});

describe('basic settings reach the student app', () => {
  it('saves name, logo, motto, contact and a {{orgId}} link; badge and config answer them', async () => {
    await firstScreenData(t.app, A.tenantId, A.orgId); // the entry page's data is cached before the edit
    const up = await upload(t.app, P.uploadAsset.path, '校徽.png', png(), { token: adminA.token });
    expect(up.body).toMatchObject({ code: 0, data: { type: 'image/png', name: '校徽.png' } });
    const r = await save({
      basic: {
        schoolName: '新名字中学',
        logoFileId: up.body.data.fileId,
        motto: '求真',
        servicePhone: '0571-12345678',
      },
      quickLinks: [{ title: '缴费平台', url: 'https://pay.example.cn/?org={{orgId}}' }],
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data.basic).toMatchObject({
      schoolName: '新名字中学',
      motto: '求真',
      servicePhone: '0571-12345678',
    });
    expect(r.body.data.basic.logoUrl).toMatch(new RegExp(`^/fileapi/files/${up.body.data.fileId}\\?exp=`));
    const badge = await call(t.app, E.schoolBadgeConfig, {}, { school: A });
    expect(badge.body.data).toMatchObject({
      schoolName: '新名字中学',
      motto: '求真',
      quickLinks: [{ title: '缴费平台', url: 'https://pay.example.cn/?org={{orgId}}' }],
    });
    expect((badge.body.data as { servicePhone?: string }).servicePhone).toBe('0571-12345678');
    // The entry page is read again on its next request, not after its cache window.
    const first = await firstScreenData(t.app, A.tenantId, A.orgId);
    expect(readData<{ schoolName: string }>(first!, E.schoolBadgeConfig)?.schoolName).toBe('新名字中学');
    // Read fresh on every call (no reply cache, no HTTP cache): the student app shows a change at once.
    expect(badge.res.headers['cache-control']).toBe('no-store');
    const logo = await t.app.inject({ url: badge.body.data.badgeUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('keeps school B apart: B sees its own name, cannot use A’s file, and A is unchanged by B', async () => {
    const b = await view(adminB);
    expect(b.body.data.orgId).toBe(B.orgId);
    expect(b.body.data.basic.schoolName).not.toBe('新名字中学');
    const aFile = (await view(adminA)).body.data.basic.logoFileId;
    const refused = await save({ basic: { ...b.body.data.basic, logoFileId: aFile } }, adminB);
    expect(refused.body).toMatchObject({ code: 400, msg: '校徽须为本校上传的 JPG、PNG 或 WebP 图片' });
    await save({ basic: { ...b.body.data.basic, schoolName: '乙校新名' } }, adminB);
    expect((await view(adminA)).body.data.basic.schoolName).toBe('新名字中学');
    const badgeB = await call(t.app, E.schoolBadgeConfig, {}, { school: B });
    expect(badgeB.body.data.schoolName).toBe('乙校新名');
  });
});

describe('validation', () => {
  const basic = { schoolName: '新名字中学', logoFileId: '', motto: '', servicePhone: '' };
  it.each([
    [{ basic: { ...basic, servicePhone: '12345' } }, '联系电话格式不正确（手机号或带区号的座机号）'],
    [
      { quickLinks: [{ title: '坏链接', url: 'javascript:alert(1)' }] },
      '链接须以 http:// 或 https:// 开头（可含 {{orgId}} 等占位符）',
    ],
    [{ basic: { ...basic, schoolName: '很'.repeat(41) } }, '学校名称不能超过40个字符'],
    [
      { quickLinks: Array.from({ length: 9 }, () => ({ title: 'a', url: 'https://a.cn' })) },
      '快捷入口最多8项',
    ],
  ])('refuses %j with a Chinese message in the envelope', async (payload, msg) => {
    const r = await save(payload);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, msg, success: false });
  });
});

describe('texts', () => {
  it('sanitizes the 承诺书 on the server, and a changed text is asked again before a submit', async () => {
    const v = (await view(adminA)).body.data;
    const ids = admissionsIds(A.tenantId);
    const userId = 'u-set-promise';
    const token = await tokenFor(t, A, 'applicant', { userId });
    await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
      VALUES ('f-set-1', ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', 'k/f-set-1')`);
    const body = {
      planId: ids.plans.open,
      answers: demoAnswers(901, {
        fileId: 'f-set-1',
        name: '成绩单.pdf',
        size: 1000,
        type: 'application/pdf',
        url: '',
      }),
    };
    expect((await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token })).body.code).toBe(0);
    const texts = {
      ...v.texts,
      promise: {
        title: '新承诺书',
        content: '<p onclick="x()">我承诺<script>alert(1)</script></p>',
        signRequired: true,
      },
    };
    const r = await save({ texts });
    expect(r.body.data.texts.promise.content).toBe('<p>我承诺</p>');
    expect(r.body.data.texts.promise.version).not.toBe(v.texts.promise.version);
    const promise = await call(t.app, E.schoolPromiseConfig, {}, { school: A });
    expect(promise.body.data).toMatchObject({ title: '新承诺书', content: '<p>我承诺</p>' });
    const refused = await call(t.app, E.registerStudent, body, { token });
    expect(refused.body.msg).toBe(PROMISE_NOT_ACCEPTED);
    await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token });
    expect((await call(t.app, E.registerStudent, body, { token })).body.code).toBe(0);
  });

  it('makes a new privacy notice version only when the text changes; plain text becomes paragraphs', async () => {
    const v = (await view(adminA)).body.data;
    const same = await save({ texts: v.texts });
    expect(same.body.data.texts.privacy.version).toBe(v.texts.privacy.version);
    const changed = await save({
      texts: { ...v.texts, privacy: { title: '隐私政策', content: '第一段\n第二段' } },
    });
    expect(changed.body.data.texts.privacy).toMatchObject({ content: '<p>第一段</p><p>第二段</p>' });
    expect(changed.body.data.texts.privacy.version).not.toBe(v.texts.privacy.version);
  });
});

describe('secrets', () => {
  const integrations = (over: object = {}) => ({
    wechat: {
      appId: 'wx1234567890abcdef',
      appSecret: APP_SECRET,
      templates: { 'registration.approved': 'TPL_ok-1' },
    },
    sms: { signName: '新名字中学', loginTemplateId: '123456', noticeTemplateId: '654321' },
    wxpay: {
      mchid: '1900000109',
      serialNo: '5157F09EFDC096DE15EBE81A47057A72',
      apiV3Key: API_V3_KEY,
      privateKey: PRIVATE_KEY,
    },
    ...over,
  });

  it('stores them sealed, answers only 已配置/尾号, and never logs or returns them', async () => {
    const r = await save({ integrations: integrations() });
    expect(r.body.code).toBe(0);
    expect(r.body.data.integrations.wxpay).toEqual({
      mode: 'direct',
      appId: '',
      mchid: '1900000109',
      subMchid: '',
      subAppId: '',
      serialNo: '5157F09EFDC096DE15EBE81A47057A72',
      platformSerial: '',
      apiV3Key: { configured: true, last4: '2345' },
      privateKey: { configured: true, last4: expect.stringMatching(/^.{4}$/) },
      platformKey: { configured: false, last4: '' },
    });
    // In the sandbox the saved 商户号 is the one orders are made under; the 公众号 is the school's.
    expect(r.body.data.integrations.inForce).toMatchObject({
      wxpay: { source: 'school', platform: 'sandbox', mchid: '1900000109' },
      wechat: { source: 'school', appId: 'wx1234567890abcdef' },
    });
    expect(r.body.data.integrations.wechat.appSecret).toEqual({ configured: true, last4: 'CDEF' });
    const [row] = await rows<{ s: string }>(
      t.db,
      sql`SELECT settings::text AS s FROM orgs WHERE id = ${A.orgId}`,
    );
    for (const plain of [API_V3_KEY, APP_SECRET, PEM_BODY]) expect(row!.s).not.toContain(plain);
    // Saving the section again without the secrets keeps them.
    const kept = await save({
      integrations: integrations({
        wxpay: { mchid: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A72' },
      }),
    });
    expect(kept.body.data.integrations.wxpay.apiV3Key.configured).toBe(true);
    const removed = await save({
      integrations: integrations({ wechat: { appId: '', appSecret: null, templates: {} } }),
    });
    expect(removed.body.data.integrations.wechat.appSecret).toEqual({ configured: false, last4: '' });
    await view(adminA);
    const everything = [...answers, ...log].join('\n');
    for (const plain of [API_V3_KEY, APP_SECRET, PEM_BODY]) expect(everything).not.toContain(plain);
  });

  it('checks WeChat Pay and the 公众号 against their rules on save', async () => {
    const wx = integrations().wxpay;
    const cases: [object, string][] = [
      [
        { wechat: { appId: 'wx1234567890abcdef', templates: {} } },
        '公众号 AppID 和 AppSecret 须同时填写（或同时清空）',
      ],
      [
        { wechat: { appId: '', appSecret: null, templates: { 'payment.confirmed': 'T1' } } },
        '订阅消息模板属于本校公众号：请先填写公众号 AppID 和 AppSecret，或清空模板编号',
      ],
      [{ wxpay: { ...wx, mode: 'sp' } }, '服务商模式须填写子商户号'],
      [
        { wxpay: { ...wx, subMchid: '1900000200' } },
        '直连商户不填写子商户号和子商户 AppID（服务商模式才需要）',
      ],
      [{ wxpay: { ...wx, serialNo: 'NOT-HEX' } }, '证书序列号格式不正确'],
    ];
    await save({ integrations: integrations({ wechat: { appId: '', appSecret: null, templates: {} } }) });
    for (const [over, msg] of cases) {
      const r = await save({ integrations: integrations(over) });
      expect(r.body, msg).toMatchObject({ code: 400, msg });
    }
  });

  it('refuses a malformed key with a Chinese message', async () => {
    const r = await save({
      integrations: integrations({ wxpay: { mchid: '1900000109', serialNo: '', apiV3Key: 'short' } }),
    });
    expect(r.body).toMatchObject({ code: 400, msg: 'APIv3 密钥须为32个字符' });
  });

  it('round-trips through AES-256-GCM; another key or a tampered text opens nothing', () => {
    const env = { SETTINGS_KEY: 'k'.repeat(40) };
    const sealed = sealSecret(API_V3_KEY, env);
    expect(sealed).not.toContain(API_V3_KEY);
    expect(openSecret(sealed, env)).toBe(API_V3_KEY);
    expect(openSecret(sealed, { SETTINGS_KEY: 'j'.repeat(40) })).toBeNull();
    expect(openSecret(sealed.slice(0, -2) + 'AA', env)).toBeNull();
    expect(settingsKeyProblem({ NODE_ENV: 'production' })).toMatch(/SETTINGS_KEY/);
    expect(() => sealSecret('x', { NODE_ENV: 'production' })).toThrow(/SETTINGS_KEY/);
  });
});

describe('专业', () => {
  it('lists the school’s majors, adds and renames; a saved one left out, a duplicate or another school’s id is refused', async () => {
    const first = (await view(adminA)).body.data.majors;
    expect(first.map((m) => m.name).sort()).toEqual(A.majors.map((m) => m.name).sort());
    const bMajor = (await view(adminB)).body.data.majors[0]!;
    const renamed = first.map((m, i) => (i === 0 ? { ...m, name: `${m.name}（新）` } : m));
    const added = await save({ majors: [...renamed, { id: '', code: '99', name: '无人机应用技术' }] });
    expect(added.body.code).toBe(0);
    const after = added.body.data.majors;
    expect(after).toHaveLength(first.length + 1);
    expect(after.find((m) => m.code === '99')).toMatchObject({ name: '无人机应用技术' });
    expect(after.find((m) => m.id === first[0]!.id)!.name).toBe(`${first[0]!.name}（新）`);
    // The plan editor and the roster read the same table.
    const [db] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM majors WHERE org_id = ${A.orgId}`,
    );
    expect(db!.n).toBe(after.length);

    expect((await save({ majors: after.slice(1) })).body).toMatchObject({
      code: 400,
      msg: '已保存的专业不能删除，可以改名',
    });
    const dup = await save({ majors: [...after, { id: '', code: '98', name: after[0]!.name }] });
    expect(dup.body).toMatchObject({ code: 400 });
    expect(dup.body.msg).toContain('专业名称不能重复');
    expect((await save({ majors: [...after, bMajor] })).body).toMatchObject({ code: 404, msg: '专业不存在' });
    expect((await view(adminB)).body.data.majors[0]).toEqual(bMajor);
    // Restore the seeded names for the other tests of this file.
    expect((await save({ majors: after.map((m, i) => (i === 0 ? first[0]! : m)) })).body.code).toBe(0);
  });
});

describe('audit', () => {
  it('writes one row per save naming the changed fields, never a secret value', async () => {
    const before = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE staff_id = ${adminA.id} AND action = 'settings.save'`,
    );
    const v = (await view(adminA)).body.data;
    await save({ switches: { ...v.switches, offlinePayment: !v.switches.offlinePayment } });
    const list = await rows<{ details: { changed: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE staff_id = ${adminA.id} AND action = 'settings.save' ORDER BY id`,
    );
    expect(list.length).toBe(before[0]!.n + 1);
    expect(list.at(-1)!.details.changed).toEqual(['switches.offlinePayment']);
    // H5 pay (on unless turned off): saved and read back; the pay endpoint refuses it while off (pay-lifecycle).
    expect(v.switches.h5Pay).toBe(true);
    await save({ switches: { ...v.switches, h5Pay: false } });
    expect((await view(adminA)).body.data.switches.h5Pay).toBe(false);
    await save({ switches: v.switches });
    const all = await rows<{ d: string }>(t.db, sql`SELECT details::text AS d FROM audit_log`);
    for (const plain of [API_V3_KEY, APP_SECRET, PEM_BODY])
      expect(all.map((r) => r.d).join()).not.toContain(plain);
  });
});

describe('staff uploads', () => {
  it('refuses by content: a PNG name over text, and HTML', async () => {
    const fake = await upload(t.app, P.uploadAsset.path, 'logo.png', Buffer.from('just text'), {
      token: adminA.token,
    });
    expect(fake.body).toMatchObject({ code: 400, msg: '文件内容与文件类型不符' });
    const txt = await upload(t.app, P.uploadAsset.path, 'notes.txt', Buffer.from('just text'), {
      token: adminA.token,
    });
    expect(txt.body).toMatchObject({ code: 400, msg: '仅支持 JPG、PNG、WebP 图片，PDF 和 Office 文档' });
    const html = await upload(t.app, P.uploadAsset.path, 'a.pdf', Buffer.from('<html><script>1</script>'), {
      token: adminA.token,
    });
    expect(html.body.code).toBe(400);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const r = await upload(t.app, P.uploadAsset.path, '招生简章.pdf', big, { token: adminA.token });
    expect(r.body).toMatchObject({ code: 413, msg: '文件不能超过 10 MB' });
  });

  it('stores a PDF for the school, its signed link works, then expires', async () => {
    const r = await upload(t.app, P.uploadAsset.path, '招生简章.pdf', Buffer.from('%PDF-1.4\n%%EOF'), {
      token: adminA.token,
    });
    expect(r.body.code).toBe(0);
    const [f] = await rows<{ org_id: string }>(
      t.db,
      sql`SELECT org_id FROM files WHERE id = ${r.body.data.fileId}`,
    );
    expect(f!.org_id).toBe(A.orgId);
    expect((await t.app.inject({ url: r.body.data.url })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600_000);
    expect((await t.app.inject({ url: r.body.data.url })).statusCode).toBe(404);
  });
});
