import * as C from '@contract/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';

// Issue 23 defect 8: beside the JSON copy, a page in Chinese a person can read, print or save as PDF.
let t: TestServer;
let token: string;
let mine: { reg_no: string; name: string; id_number: string };

beforeAll(async () => {
  t = await testServer('privacy-readable');
  const [r] = await rows<{ user_id: string; reg_no: string; name: string; id_number: string }>(
    t.db,
    sql`SELECT user_id, reg_no, name, id_number FROM registrations WHERE tenant_id = ${DEMO.A.tenantId} ORDER BY id LIMIT 1`,
  );
  mine = r!;
  token = await tokenFor(t, DEMO.A, 'applicant', { userId: r!.user_id });
});
afterAll(() => t.close());

const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('the readable copy of 个人信息', () => {
  it('a signed link opens a Chinese page with the 报名编号, field labels and status words; no JSON keys', async () => {
    const link = await call(t.app, C.myDataPageLink, {}, { token });
    expect(link.body.code).toBe(0);
    expect(link.body.data.url.startsWith(`${C.MY_DATA_PAGE_PATH}?t=`)).toBe(true);
    const page = await open(link.body.data.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain('<title>我的个人信息</title>');
    expect(html).toContain(mine.reg_no);
    expect(html).toContain(mine.name);
    expect(html).toContain(mine.id_number);
    for (const word of ['报名编号', '办理状态', '审核', '缴费', '录取', '填写的报名信息', '账号'])
      expect(html).toContain(word);
    // Labels of the form, not its field names; no status codes as numbers.
    expect(html).not.toContain('idNumber');
    expect(html).not.toContain('reviewStatus');
  });

  it('needs a login to get a link; a forged, expired or absent link shows 链接已过期', async () => {
    const anon = await call(t.app, C.myDataPageLink, {}, {});
    expect(anon.body.code).not.toBe(0);
    const link = (await call(t.app, C.myDataPageLink, {}, { token })).body.data.url;
    const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [forged, C.MY_DATA_PAGE_PATH, `${C.MY_DATA_PAGE_PATH}?t=x.y`]) {
      const r = await open(url);
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain('链接已过期');
      expect(r.body).not.toContain(mine.reg_no);
    }
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const late = await open(link);
    expect(late.statusCode).toBe(404);
    expect(late.body).not.toContain(mine.id_number);
  });
});
