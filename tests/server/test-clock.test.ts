import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_PATH } from '../../server/src/http/test-clock';
import { DEMO } from '../../server/src/seed/demo-data';
import { startServer } from '../../server/src/start';
import { testServer } from './helpers/app';
import { dropSchema, PG_URL } from './helpers/db';

type Answer = { success: boolean; msg: string; data: { now: string } | null };

// The e2e server's test-only clock: the 60 s SMS resend limit is crossed by moving it, not by waiting.
describe('startServer({ testClock: true })', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-clock-'));
  const schema = `t_clock_${randomBytes(4).toString('hex')}`;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>招生迎新</title>');
    server = await startServer({
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: dir,
      testClock: true,
      ...(PG_URL ? { databaseUrl: PG_URL, schema } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (PG_URL) await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
  });

  const clock = async (body?: object): Promise<Answer> => {
    const init = body
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {};
    return (await fetch(`${server.url}${TEST_CLOCK_PATH}`, init)).json() as Promise<Answer>;
  };
  const sendCode = async (phone: string) =>
    (await (
      await fetch(`${server.url}/platform/api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, phone }),
      })
    ).json()) as { success: boolean; msg: string };

  it('a second code within 60 s is refused; once the clock has moved 61 s ahead it is sent', async () => {
    const phone = `138${String(Date.now()).slice(-8)}`;
    expect(await sendCode(phone)).toMatchObject({ success: true });
    const again = await sendCode(phone);
    expect(again.success).toBe(false);
    expect(again.msg).toMatch(/^请 \d+ 秒后再获取验证码$/);
    const before = Date.now();
    const moved = await clock({ advanceMs: 61_000 });
    expect(new Date(moved.data!.now).getTime()).toBeGreaterThanOrEqual(before + 61_000);
    expect(new Date((await clock()).data!.now).getTime()).toBeGreaterThanOrEqual(before + 61_000);
    expect(await sendCode(phone)).toMatchObject({ success: true });
  });

  it('refuses a clock moved back or by a malformed amount', async () => {
    for (const body of [{ advanceMs: -1000 }, { advanceMs: 'soon' }, { advanceMs: 1, extra: 1 }, {}])
      expect(await clock(body)).toMatchObject({ success: false, data: null });
  });
});

describe('without testClock', () => {
  it('the app serves no clock route', async () => {
    const t = await testServer('test-clock');
    try {
      const res = await t.app.inject({ method: 'GET', url: TEST_CLOCK_PATH });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('a production start with the test clock is refused', async () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'zhxy-clock-')), testClock: true }),
      ).rejects.toThrow(/test clock/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
