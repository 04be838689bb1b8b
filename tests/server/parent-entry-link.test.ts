import * as P from '@contract/school-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, entryUrl } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { staffLogin } from './helpers/staff';

// Issue 36 item 7: 学校设置 carries the link parents open for the school (its orgId and tenantId),
// on PUBLIC_ORIGIN when the platform set it, else on the origin the staff member's request came to.
let t: TestServer;
beforeAll(async () => {
  t = await testServer('parent-entry-link');
});
afterAll(() => t.close());
const saved = process.env.PUBLIC_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
  else process.env.PUBLIC_ORIGIN = saved;
});

const view = async (host: string) => {
  const who = await staffLogin(t, 'admin', DEMO.B.orgId);
  const r = await t.app.inject({
    method: 'POST',
    url: P.getSettings.path,
    payload: {},
    headers: { ...who.headers, host },
  });
  return r.json() as { code: number; data: { parentEntryUrl: string; orgId: string; tenantId: string } };
};

describe('学校设置 › 家长入口', () => {
  it("on the request's origin by default: the school's own orgId and tenantId, landing on its home", async () => {
    delete process.env.PUBLIC_ORIGIN;
    const r = await view('zs.school.test:8080');
    expect(r.code).toBe(0);
    expect(r.data.parentEntryUrl).toBe(
      `http://zs.school.test:8080/zhxy/mobile/recruit/?orgId=${DEMO.B.orgId}&tenantId=${DEMO.B.tenantId}#/orientation/homepage/index`,
    );
    // The same link the demo prints at start (one format).
    expect(r.data.parentEntryUrl).toBe(entryUrl('http://zs.school.test:8080', DEMO.B));
  });

  it('on PUBLIC_ORIGIN when set (behind a proxy the request reaches an inner address)', async () => {
    process.env.PUBLIC_ORIGIN = 'https://zs.example.edu.cn/';
    const r = await view('10.0.0.5:3000');
    expect(r.data.parentEntryUrl).toMatch(/^https:\/\/zs\.example\.edu\.cn\/zhxy\/mobile\/recruit\/\?orgId=/);
  });

  it('a teacher who is not 学校管理员 is refused, as for the rest of 学校设置', async () => {
    const who = await staffLogin(t, 'admissions', DEMO.B.orgId);
    const r = await t.app.inject({
      method: 'POST',
      url: P.getSettings.path,
      payload: {},
      headers: who.headers,
    });
    expect(r.json().code).not.toBe(0);
  });
});
