import * as E from '@contract/enrollment';
import * as P from '@contract/staff-cms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { DEMO } from '../../server/src/seed/demo-data';
import { firstScreenData } from '../../server/src/web/first-screen/cache';
import { readData } from '../../server/src/web/first-screen/data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { upload } from './helpers/multipart';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let adminA: StaffLogin;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;

const post = async (path: string, body: object, who: StaffLogin) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) });
const PAST = '2026-01-01T09:00:00+08:00';
const draft = (over: Record<string, unknown> = {}) => ({
  type: 'news',
  title: '2026年秋季招生简章发布',
  summary: '欢迎报考',
  content: '<p><strong>重要</strong>通知</p>',
  publishAt: PAST,
  ...over,
});
type Article = { id: string; state: string; stateText: string; content: string; coverUrl: string | null };
const ok = async (path: string, body: object, who = admissionsA) => {
  const r = await post(path, body, who);
  expect(r.json()).toMatchObject({ code: 0, success: true });
  return r.json().data as Article;
};
const create = (over: Record<string, unknown> = {}, who = admissionsA) => ok(P.create.path, draft(over), who);
const studentList = async (school = A) =>
  (await call(t.app, E.cmsQuery, { type: 'news', pageNo: 1, pageSize: 50 }, { school })).body.data.list as {
    id: string;
    title: string;
    coverUrl: string | null;
  }[];
const uploadPng = async (who = admissionsA) => {
  const r = await upload(t.app, P.upload.path, '封面.png', solidPng(8, 8, [200, 30, 30]), {
    token: who.token,
  });
  expect(r.body).toMatchObject({ code: 0, data: { type: 'image/png' } });
  return r.body.data as { fileId: string; url: string };
};

beforeAll(async () => {
  t = await testServer('staff-cms');
  adminA = await staffLogin(t, 'admin', A.orgId);
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('roles and isolation', () => {
  it('学校管理员 and 招生老师 may; 报到老师 and no session are refused on every endpoint', async () => {
    const a = await create({}, adminA);
    // The upload (multipart) is refused below.
    for (const { path } of [P.list, P.get, P.create, P.save, P.publish, P.unpublish, P.remove]) {
      const body = { articleId: a.id, ...draft() };
      expect((await post(path, body, checkinA)).json()).toMatchObject({ code: 403, success: false });
      expect((await t.app.inject({ method: 'POST', url: path, payload: body })).json().code).toBe(401);
    }
    const png = solidPng(4, 4);
    expect((await upload(t.app, P.upload.path, 'a.png', png, { token: checkinA.token })).body.code).toBe(403);
    const list = (await post(P.list.path, {}, admissionsA)).json().data as { id: string }[];
    expect(list.map((x) => x.id)).toContain(a.id);
  });

  it('school B neither sees nor touches school A’s item, nor uses A’s files', async () => {
    const a = await create();
    const listB = (await post(P.list.path, {}, adminB)).json().data as { id: string }[];
    expect(listB.map((x) => x.id)).not.toContain(a.id);
    for (const path of [P.get.path, P.save.path, P.publish.path, P.unpublish.path, P.remove.path]) {
      const r = await post(path, { articleId: a.id, ...draft() }, adminB);
      expect(r.json()).toMatchObject({ code: 404, msg: '文章不存在' });
    }
    const cover = await uploadPng();
    const r = await post(P.create.path, draft({ coverFileId: cover.fileId }), adminB);
    expect(r.json()).toMatchObject({ code: 400, msg: '图片或文件无效，请重新上传' });
    const img = await post(
      P.create.path,
      draft({ content: `<p><img src="/fileapi/files/${cover.fileId}"></p>` }),
      adminB,
    );
    expect(img.json()).toMatchObject({ code: 400, msg: '图片或文件无效，请重新上传' });
  });

  it('an applicant’s own upload (e.g. an ID photo) cannot be made public as a cover or image', async () => {
    const token = await tokenFor(t, A, 'applicant', { userId: 'u-cms-1' });
    const mine = await upload(t.app, '/fileapi/upload', '身份证.png', solidPng(8, 8), { token });
    expect(mine.body).toMatchObject({ code: 0 });
    const fileId = mine.body.data.fileId as string;
    for (const over of [{ coverFileId: fileId }, { content: `<img src="/fileapi/files/${fileId}">` }]) {
      const r = await post(P.create.path, draft(over), admissionsA);
      expect(r.json()).toMatchObject({ code: 400, msg: '图片或文件无效，请重新上传' });
    }
  });
});

describe('validation', () => {
  it.each([
    [{ title: '' }, '请填写标题'],
    [{ title: '长'.repeat(61) }, '标题不能超过60个字符'],
    [{ type: 'video' }, '类型的取值无效'],
    [{ publishAt: 'tomorrow' }, '发布时间格式不正确'],
    [{ type: 'document', attachments: [] }, '请上传至少一个文件'],
  ])('%j → 400 %s', async (over, msg) => {
    const r = await post(P.create.path, draft(over), admissionsA);
    expect(r.json()).toMatchObject({ code: 400, msg, success: false });
  });

  it('a cover must be an image; an upload other than an image or PDF is refused', async () => {
    const pdf = await upload(t.app, P.upload.path, '须知.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), {
      token: admissionsA.token,
    });
    expect(pdf.body).toMatchObject({ code: 0, data: { type: 'application/pdf', name: '须知.pdf' } });
    const r = await post(P.create.path, draft({ coverFileId: pdf.body.data.fileId }), admissionsA);
    expect(r.json()).toMatchObject({ code: 400, msg: '封面须为图片' });
    const txt = await upload(t.app, P.upload.path, 'a.txt', Buffer.from('hello'), {
      token: admissionsA.token,
    });
    expect(txt.body).toMatchObject({ code: 400 });
  });
});

describe('lifecycle: the student endpoints read what staff publish', () => {
  it('create (草稿, hidden) → publish (shown, pinned first) → edit (shown at once) → unpublish (hidden) → delete', async () => {
    const cover = await uploadPng();
    const a = await create({
      title: '新生开放日安排',
      coverFileId: cover.fileId,
      pinned: true,
      content: `<h2>安排</h2><p><strong>九点</strong>集合</p><p><img src="${cover.url}" alt="校门"></p>`,
    });
    expect(a).toMatchObject({ state: 'draft', stateText: '草稿' });
    // The signature of the uploaded link is not stored; the answer links it fresh.
    const [stored] = await rows<{ content: string }>(
      t.db,
      sql`SELECT content FROM cms_articles WHERE id = ${a.id}`,
    );
    expect(stored!.content).toContain(`<img src="/fileapi/files/${cover.fileId}" alt="校门">`);
    expect(a.content).toMatch(new RegExp(`/fileapi/files/${cover.fileId}\\?exp=\\d+&amp;sig=`));
    expect((await studentList()).map((x) => x.id)).not.toContain(a.id);
    expect((await call(t.app, E.cmsDocumentInfo, { id: a.id }, { school: A })).body.code).toBe(404);

    expect(await ok(P.publish.path, { articleId: a.id })).toMatchObject({
      state: 'published',
      stateText: '已发布',
    });
    const shown = await studentList();
    expect(shown[0]).toMatchObject({ id: a.id, title: '新生开放日安排' });
    expect(shown[0]!.coverUrl).toMatch(new RegExp(`^/fileapi/files/${cover.fileId}\\?exp=`));
    const detail = (await call(t.app, E.cmsDocumentInfo, { id: a.id }, { school: A })).body.data;
    expect(detail.content).toContain('<strong>九点</strong>');
    expect(detail.coverUrl).toMatch(/^\/fileapi\/files\//);
    expect((await studentList(B)).map((x) => x.id)).not.toContain(a.id);

    await ok(P.save.path, { articleId: a.id, ...draft({ title: '新生开放日安排（更新）', pinned: true }) });
    expect((await studentList())[0]).toMatchObject({ id: a.id, title: '新生开放日安排（更新）' });
    // Publishing twice is refused by the lifecycle table.
    expect((await post(P.publish.path, { articleId: a.id }, admissionsA)).json()).toMatchObject({
      code: 422,
    });

    expect(await ok(P.unpublish.path, { articleId: a.id })).toMatchObject({
      state: 'offline',
      stateText: '已下线',
    });
    expect((await studentList()).map((x) => x.id)).not.toContain(a.id);
    expect((await ok(P.remove.path, { articleId: a.id })) as unknown).toEqual({ id: a.id });
    expect((await post(P.get.path, { articleId: a.id }, admissionsA)).json()).toMatchObject({ code: 404 });

    const audit = await rows<{ action: string; actor_id: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE target = ${a.id} ORDER BY id`,
    );
    expect(audit.map((x) => x.action)).toEqual(
      ['cms.create', 'cms.publish', 'cms.save', 'cms.unpublish', 'cms.delete', 'cms.view'].slice(0, 5),
    );
  });

  it('the publish time dates and orders the list (pinned first, then newest)', async () => {
    const old = await create({ publishAt: '2026-02-01T09:00:00+08:00', title: '较早的公告' });
    const recent = await create({ publishAt: '2026-03-01T09:00:00+08:00', title: '较新的公告' });
    for (const x of [old, recent]) await ok(P.publish.path, { articleId: x.id });
    const ids = (await studentList()).map((x) => x.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    const detail = (await call(t.app, E.cmsDocumentInfo, { id: old.id }, { school: A })).body.data;
    expect(detail.publishTime).toMatch(/^2026-02-01T09:00:00/);
  });

  it('a document: PDF attachments with their stored names, opened through a signed link', async () => {
    const pdf = await upload(t.app, P.upload.path, '收费标准.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), {
      token: admissionsA.token,
    });
    const d = await create({
      type: 'document',
      title: '收费标准',
      attachments: [{ fileId: pdf.body.data.fileId }],
    });
    await ok(P.publish.path, { articleId: d.id });
    const r = (await call(t.app, E.cmsDocumentInfo, { id: d.id }, { school: A })).body.data;
    expect(r.attachments[0]).toMatchObject({ name: '收费标准.pdf', type: 'application/pdf' });
    expect(r.attachments[0].url).toMatch(/^\/fileapi\/files\/.+\?exp=/);
  });

  it('the home first screen shows a publish at once (its cache is dropped on each change)', async () => {
    await firstScreenData(t.app, A.tenantId, A.orgId); // warm the cache
    const a = await create({ title: '首屏可见的新闻', pinned: true });
    await ok(P.publish.path, { articleId: a.id });
    const data = await firstScreenData(t.app, A.tenantId, A.orgId);
    const news = readData<{ list: { title: string }[] }>(data!, E.cmsQuery);
    expect(news!.list[0]!.title).toBe('首屏可见的新闻');
  });
});

describe('sanitizing on save and on read', () => {
  const probes = [
    '<script>window.__xss=1</script>',
    '<img src="x" onerror="window.__xss=2">',
    '<a href="javascript:window.__xss=3">点我</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p onclick="window.__xss=4">点</p>',
    '<svg onload="alert(1)"></svg>',
    '<img src=x onerror=alert(1)//',
    '"><script>alert(1)</script>',
    '<details open ontoggle=alert(1)>',
    '<a href="&#106;avascript:alert(1)">x</a>',
  ];
  it.each(probes)('stores and answers %s without anything that runs', async (probe) => {
    const a = await create({ content: `<p>正文</p>${probe}` });
    const [stored] = await rows<{ content: string }>(
      t.db,
      sql`SELECT content FROM cms_articles WHERE id = ${a.id}`,
    );
    for (const html of [stored!.content, a.content]) {
      expect(html).toContain('正文');
      expect(html).not.toMatch(/<script|onerror|onclick|onload|ontoggle|javascript:|<iframe|<svg/i);
    }
  });
});
