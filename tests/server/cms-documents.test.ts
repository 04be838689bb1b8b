import * as E from '@contract/enrollment';
import * as P from '@contract/staff-cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';
import { upload } from './helpers/multipart';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 26 item 4: documents are PDF, images or office files, checked by their first bytes; the
// viewer shows images inline and office files as a page with the name, the size and 下载.
const A = DEMO.A;
let t: TestServer;
let teacher: StaffLogin;

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 7)]);
const OLE = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

beforeAll(async () => {
  t = await testServer('cms-documents');
  teacher = await staffLogin(t, 'admissions', A.orgId);
});
afterAll(() => t.close());

const put = (name: string, data: Buffer) =>
  upload(t.app, P.upload.path, name, data, { token: teacher.token });

describe('新闻公告/文档: office files and images as documents', () => {
  it('accepts docx, xlsx, doc, xls and images, stored with their office type', async () => {
    const cases = [
      ['报名登记表.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['名额表.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['旧登记表.doc', OLE, 'application/msword'],
      ['旧名额表.xls', OLE, 'application/vnd.ms-excel'],
      ['校园.png', solidPng(20, 10, [10, 200, 10]), 'image/png'],
    ] as const;
    for (const [name, data, type] of cases) {
      const r = await put(name, data);
      expect(r.body, name).toMatchObject({ code: 0, data: { name, type, size: data.length } });
    }
  });

  it('refuses a file whose content is not what its name says, and kinds that are not documents', async () => {
    expect((await put('登记表.docx', PDF)).body).toMatchObject({ code: 400 });
    expect((await put('名额表.xlsx', OLE)).body).toMatchObject({ code: 400 });
    expect((await put('资料.zip', ZIP)).body).toMatchObject({ code: 400 });
    expect((await put('说明.txt', Buffer.from('hello'))).body).toMatchObject({ code: 400 });
  });

  it('a published document opens in the viewer: the image inline, the Word file with name, size and 下载', async () => {
    const word = (await put('报名登记表.docx', ZIP)).body.data as { fileId: string };
    const image = (await put('校园.png', solidPng(20, 10, [10, 200, 10]))).body.data as { fileId: string };
    const headers = await freshSession(t, teacher);
    const created = await t.app.inject({
      method: 'POST',
      url: P.create.path,
      headers,
      payload: {
        type: 'document',
        title: '报名材料',
        summary: '',
        content: '<p>请下载填写</p>',
        publishAt: '2026-01-01T09:00:00+08:00',
        attachments: [{ fileId: word.fileId }, { fileId: image.fileId }],
      },
    });
    const id = created.json().data.id as string;
    await t.app.inject({
      method: 'POST',
      url: P.publish.path,
      headers: await freshSession(t, teacher),
      payload: { articleId: id },
    });
    const doc = (await call(t.app, E.cmsDocumentInfo, { id }, { school: A })).body.data;
    const [w, img] = doc.attachments as { name: string; url: string }[];
    const view = (url: string) =>
      t.app.inject({ method: 'GET', url: `/fileapi/viewer?url=${encodeURIComponent(url)}` });
    const page = (await view(w!.url)).body;
    expect(page).toContain('<h1');
    expect(page).toContain('报名登记表.docx');
    expect(page).toContain('文件大小：2.00 kB');
    expect(page).toMatch(/<a href="[^"]*download=true[^"]*"[^>]*>下载<\/a>/);
    expect(page).not.toContain('<iframe');
    const picture = (await view(img!.url)).body;
    expect(picture).toMatch(/<img src="\/fileapi\/files\/[^"]+" alt="校园.png"/);
  });
});
