import * as E from '@contract/enrollment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;

beforeAll(async () => {
  t = await testServer('cms');
});
afterAll(() => t.close());

describe('CMS/query (public, paged)', () => {
  it('lists news with cover images, newest first, paged', async () => {
    const r = await call(t.app, E.cmsQuery, { type: 'news', pageNo: 1, pageSize: 3 }, { school: A });
    expect(r.body).toMatchObject({ code: 0, success: true, data: { total: 4, pageNo: 1, pageSize: 3 } });
    expect(r.body.data.list).toHaveLength(3);
    expect(r.body.data.list[0]!.title).toBe('2026年秋季招生简章');
    expect(r.body.data.list.every((n) => n.coverUrl?.startsWith('/enrollment-manage-api/'))).toBe(true);
    // spec section 9: instants carry China's offset, so every phone zone reads the same time
    expect(r.body.data.list.every((n) => /T\d{2}:\d{2}:\d{2}\+08:00$/.test(n.publishTime))).toBe(true);
    const page2 = await call(t.app, E.cmsQuery, { type: 'news', pageNo: 2, pageSize: 3 }, { school: A });
    expect(page2.body.data.list).toHaveLength(1);
  });
  it('documents and keyword search', async () => {
    const docs = await call(t.app, E.cmsQuery, { type: 'document' }, { school: A });
    expect(docs.body.data.total).toBe(3);
    const kw = await call(t.app, E.cmsQuery, { keyword: '奖学金' }, { school: A });
    expect(kw.body.data.list.map((x) => x.title)).toEqual(['新生奖学金政策解读']);
    const wild = await call(t.app, E.cmsQuery, { keyword: '%' }, { school: A });
    expect(wild.body.data.total).toBe(0);
  });
  it('each school sees its own articles only', async () => {
    const b = await call(t.app, E.cmsQuery, {}, { school: B });
    expect(b.body.data.list.every((x) => x.id.includes(B.tenantId))).toBe(true);
  });
  it.each([
    [{ pageSize: 500 }, '每页最多50条'],
    [{ pageNo: 0 }, '页码须大于0'],
    [{ type: 'video' }, '类型'],
  ])('bad input %j → 400 with a Chinese msg', async (body, msg) => {
    const r = await call(t.app, E.cmsQuery, body, { school: A });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false });
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    if (msg !== '类型') expect(r.body.msg).toContain(msg.slice(0, 2));
  });
  it('no tenant header → 400, unknown tenant → 404', async () => {
    expect((await call(t.app, E.cmsQuery, {})).body).toMatchObject({
      code: 400,
      msg: '缺少租户信息（tenantId）',
    });
    expect((await call(t.app, E.cmsQuery, {}, { headers: { tenantId: '9999' } })).body).toMatchObject({
      code: 404,
    });
  });
});

describe('CMS/getDocumentInfo (GET)', () => {
  const hostile = admissionsIds(A.tenantId).hostileDocument;
  it('answers hostile stored HTML sanitized by the server (the client sanitizes again)', async () => {
    const r = await call(t.app, E.cmsDocumentInfo, { id: hostile }, { school: A });
    expect(r.body.data.content).toContain('联系电话：0571-88888888');
    expect(r.body.data.content).not.toContain('<script>');
    expect(r.body.data.content).not.toContain('onerror=');
    expect(r.body.data.content).not.toContain('javascript:');
  });
  it('attachments are listed', async () => {
    const r = await call(t.app, E.cmsDocumentInfo, { id: `doc-${A.tenantId}-1` }, { school: A });
    expect(r.body.data.attachments[0]).toMatchObject({ name: '招生报名须知.pdf', type: 'application/pdf' });
  });
  it("another school's document is not found; a missing id is a 400", async () => {
    expect((await call(t.app, E.cmsDocumentInfo, { id: hostile }, { school: B })).body).toMatchObject({
      code: 404,
      msg: '文章不存在',
    });
    expect((await call(t.app, E.cmsDocumentInfo, {}, { school: A })).status).toBe(400);
  });
});

describe('school badge, promise and images', () => {
  it('badge config with a served SVG badge, promise config', async () => {
    const badge = await call(t.app, E.schoolBadgeConfig, {}, { school: A });
    expect(badge.body.data).toMatchObject({ schoolName: A.schoolName, motto: '厚德 博学 笃行 创新' });
    const img = await t.app.inject({ method: 'GET', url: badge.body.data.badgeUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['content-security-policy']).toContain('sandbox');
    expect(img.body).toMatch(/^<svg /);
    const promise = await call(t.app, E.schoolPromiseConfig, {}, { school: B });
    expect(promise.body.data).toMatchObject({ title: '诚信报名承诺书', signRequired: true });
  });
  it('an unknown image is a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/enrollment-manage-api/api/app/enrollment/CMS/image/nope',
    });
    expect(res.json()).toMatchObject({ code: 404, success: false });
  });
});
