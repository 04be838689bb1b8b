import { upload as uploadRoute } from '@contract/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { solidPng } from '../../server/src/files/png';
import { cleanName, contentProblem, sniff } from '../../server/src/files/sniff';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';
import { upload } from './helpers/multipart';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await testServer('files');
  token = await tokenFor(t, DEMO.A, 'applicant', { userId: DEMO.A.adminUserId });
});
afterAll(() => t.close());

const fileCount = async () =>
  (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM files`))[0]!.n;

describe('upload', () => {
  it('stores any type under a server-generated name and answers a signed link', async () => {
    const r = await upload(
      t.app,
      uploadRoute.path,
      '../../etc/报名表.docx',
      Buffer.from('PK\x03\x04rest-of-zip', 'latin1'),
      { token },
    );
    expect(r.body).toMatchObject({
      code: 0,
      data: { name: '报名表.docx', size: 15, type: 'application/zip' },
    });
    expect(r.body.data.fileId).toMatch(/^f_/);
    expect(r.body.data.url).toMatch(
      new RegExp(`^/fileapi/files/${r.body.data.fileId}\\?exp=\\d+&sig=[\\w-]+$`),
    );
  });
  it('refuses a 21 MB file with the spec’s message and writes nothing', async () => {
    const n = await fileCount();
    const r = await upload(t.app, uploadRoute.path, 'big.zip', Buffer.alloc(21 * 1024 * 1024, 1), { token });
    expect([r.status, r.body.code, r.body.msg]).toEqual([413, 413, '文件大小不能超过20M']);
    expect(await fileCount()).toBe(n);
  });
  it('refuses HTML renamed to .png, SVG, an empty file, two files and a missing file field', async () => {
    const n = await fileCount();
    const cases: [string, Buffer, object, string][] = [
      ['photo.png', Buffer.from('<html><body onload=alert(1)>'), {}, '不支持上传网页或脚本文件'],
      ['photo.png', Buffer.from('GIF89a....'), {}, '文件内容与文件类型不符'],
      [
        'a.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        {},
        '不支持上传网页或脚本文件',
      ],
      ['a.txt', Buffer.alloc(0), {}, '文件内容为空'],
      [
        'a.txt',
        Buffer.from('a'),
        { extra: [{ name: 'file', filename: 'b.txt', data: Buffer.from('b') }] },
        '每次只能上传一个文件',
      ],
      ['a.txt', Buffer.from('a'), { field: 'other' }, '请选择要上传的文件'],
    ];
    for (const [name, data, opts, msg] of cases) {
      const r = await upload(t.app, uploadRoute.path, name, data, { token, ...opts });
      expect([r.status >= 400, r.body.msg], name).toEqual([true, msg]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: uploadRoute.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'x' },
    });
    expect(json.json().msg).toBe('请以 multipart/form-data 格式上传文件');
    expect(await fileCount()).toBe(n);
  });
  it('needs a session', async () => {
    const r = await upload(t.app, uploadRoute.path, 'a.txt', Buffer.from('a'));
    expect(r.body.code).toBe(401);
  });
});

describe('download and viewer', () => {
  it('serves inline images and attachments named by downloadName (default "default")', async () => {
    const png = await upload(t.app, uploadRoute.path, 'photo.png', solidPng(10, 10), { token });
    const res = await t.app.inject({ method: 'GET', url: png.body.data.url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const named = await t.app.inject({
      method: 'GET',
      url: `${png.body.data.url}&download=true&downloadName=${encodeURIComponent('照片.png')}`,
    });
    expect(named.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('照片.png')}`,
    );
    const dflt = await t.app.inject({ method: 'GET', url: `${png.body.data.url}&download=true` });
    expect(dflt.headers['content-disposition']).toContain('filename="default"');
  });
  it('refuses tampered or expired links', async () => {
    const f = await upload(t.app, uploadRoute.path, 'a.txt', Buffer.from('hello'), { token });
    const url: string = f.body.data.url;
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=([\w-]+)/, 'sig=$1x') })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/exp=\d+/, 'exp=9999999999') })).statusCode,
    ).toBe(404);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 25 * 3600_000);
    const expired = await t.app.inject({ method: 'GET', url });
    t.clock.now = saved;
    expect(expired.json()).toMatchObject({ code: 404, msg: '文件不存在或链接已过期' });
  });
  it('shows images in the viewer page and offers a download for other files', async () => {
    const png = await upload(t.app, uploadRoute.path, 'x<y>.png', solidPng(10, 10), { token });
    const page = await t.app.inject({
      method: 'GET',
      url: `/fileapi/viewer?url=${encodeURIComponent(png.body.data.url)}`,
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<img src="/fileapi/files/');
    expect(page.body).not.toContain('<script');
    const zip = await upload(t.app, uploadRoute.path, 'a.zip', Buffer.from('PK\x03\x04', 'latin1'), {
      token,
    });
    const zpage = await t.app.inject({
      method: 'GET',
      url: `/fileapi/viewer?url=${encodeURIComponent(zip.body.data.url)}`,
    });
    expect(zpage.body).toContain('该文件不能在线预览');
    expect(zpage.body).toContain('>下载</a>');
    expect(
      (await t.app.inject({ method: 'GET', url: '/fileapi/viewer?url=https://evil.example/x' })).statusCode,
    ).toBe(404);
  });
});

describe('content sniffing', () => {
  it('recognises types by their bytes and names problems in Chinese', () => {
    expect(sniff(solidPng(2, 2)).type).toBe('image/png');
    expect(sniff(Buffer.from('%PDF-1.7')).kind).toBe('pdf');
    expect(sniff(Buffer.from('  <!DOCTYPE html><p>')).kind).toBe('html');
    expect(sniff(Buffer.from('普通文本')).kind).toBe('text');
    expect(sniff(Buffer.from([0, 1, 2, 3])).type).toBe('application/octet-stream');
    expect(contentProblem('a.jpg', sniff(solidPng(2, 2)))).toBe('文件内容与文件类型不符');
    expect(contentProblem('a.html', sniff(Buffer.from('hello')))).toBe('不支持上传网页或脚本文件');
    expect(contentProblem('a.bin', sniff(Buffer.from([0, 1])))).toBeNull();
    expect(cleanName('C:\\x\\a\u0000b.txt')).toBe('ab.txt');
    expect(cleanName(`${'长'.repeat(200)}.pdf`)).toHaveLength(100);
  });
});
