import { endpoint } from '@contract/endpoint';
import { personName } from '@contract/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrate, splitStatements } from '../../server/src/db/migrate';
import { rows } from './helpers/rows';
import { purgeExpired } from '../../server/src/http/purge';
import { handle } from '../../server/src/http/route';
import { createSession, createTicket } from '../../server/src/http/sessions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const echo = endpoint({
  method: 'POST',
  path: '/test/echo',
  access: 'public',
  request: z.object({ name: personName(), age: z.number().int().max(150).describe('年龄').optional() }),
  response: z.object({ name: z.string(), tenantId: z.string(), orgId: z.string() }),
});
const mine = endpoint({
  method: 'GET',
  path: '/test/mine',
  access: 'user',
  request: z.object({}),
  response: z.object({ userId: z.string() }),
});
const studentOnly = endpoint({
  method: 'GET',
  path: '/test/student',
  access: 'student',
  request: z.object({}),
  response: z.object({ welcomeId: z.string() }),
});
const create = endpoint({
  method: 'POST',
  path: '/test/create',
  access: 'user',
  request: z.object({}),
  response: z.object({ n: z.number() }),
});
const limited = endpoint({
  method: 'POST',
  path: '/test/limited',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});
const boom = endpoint({
  method: 'GET',
  path: '/test/boom',
  access: 'public',
  request: z.object({}),
  response: z.object({}),
});

let t: TestServer;
let created = 0;

beforeAll(async () => {
  t = await testServer('core');
  handle(t.app, echo, async (i, { caller }) => ({
    name: i.name,
    tenantId: caller.tenantId,
    orgId: caller.orgId,
  }));
  handle(t.app, mine, async (_i, { caller }) => ({ userId: caller.userId! }));
  handle(t.app, studentOnly, async (_i, { caller }) => ({ welcomeId: caller.welcomeId! }));
  handle(t.app, create, async () => ({ n: ++created }), { idempotent: true });
  handle(t.app, limited, async () => ({}), { rateLimit: { name: 'test', max: () => 2, windowMs: 60_000 } });
  handle(t.app, boom, async () => {
    throw new Error('secret internals');
  });
});
afterAll(() => t.close());

describe('migrations', () => {
  it('applies each file once, in name order', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const applied = await rows<{ name: string }>(t.db, sql`SELECT name FROM _migrations ORDER BY name`);
    expect(applied.map((r) => r.name)[0]).toBe('0001_core.sql');
  });
  it('splits statements on breakpoints or on semicolons at a line end', () => {
    expect(splitStatements('CREATE TABLE a (x int);\nCREATE TABLE b (y text);\n')).toHaveLength(2);
    expect(splitStatements('SELECT 1;\n--> statement-breakpoint\nSELECT 2;')).toEqual([
      'SELECT 1;',
      'SELECT 2;',
    ]);
  });
});

describe('envelope and errors', () => {
  it('answers an unknown path with a Chinese 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null, success: false });
  });
  it('answers broken JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: echo.path,
      headers: { 'content-type': 'application/json', tenantId: '1001' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '请求格式不正确' });
  });
  it('answers an oversize body with 413 and a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: echo.path,
      headers: { 'content-type': 'application/json', tenantId: '1001' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('请求内容过大');
  });
  it('names the field in validation messages', async () => {
    expect((await call(t.app, echo, {}, { school: DEMO.A })).body).toMatchObject({
      code: 400,
      msg: '请填写姓名',
    });
    expect((await call(t.app, echo, { name: 5 }, { school: DEMO.A })).body.msg).toBe('姓名格式不正确');
    expect((await call(t.app, echo, { name: '<script>' }, { school: DEMO.A })).body.msg).toBe(
      '姓名格式不正确',
    );
    expect((await call(t.app, echo, { name: '张三', age: 200 }, { school: DEMO.A })).body.msg).toBe(
      '年龄不能大于150',
    );
  });
  it('hides unexpected errors behind a generic 500', async () => {
    const r = await call(t.app, boom, {}, { school: DEMO.A });
    expect(r.status).toBe(500);
    expect(r.body.msg).toBe('服务器繁忙，请稍后再试');
    expect(r.res.body).not.toContain('secret');
  });
});

describe('scope and sessions', () => {
  it('scopes public calls by the headers and checks they exist and belong together', async () => {
    expect((await call(t.app, echo, { name: '张三' }, { school: DEMO.B })).body.data).toEqual({
      name: '张三',
      tenantId: '2002',
      orgId: '200201',
    });
    expect((await call(t.app, echo, { name: '张三' })).body).toMatchObject({
      code: 400,
      msg: '缺少租户信息（tenantId）',
    });
    expect((await call(t.app, echo, { name: '张三' }, { headers: { tenantId: '9999' } })).body.code).toBe(
      404,
    );
    expect(
      (await call(t.app, echo, { name: '张三' }, { headers: { tenantId: '1001', orgId: DEMO.B.orgId } })).body
        .code,
    ).toBe(404);
  });
  it('answers code 401 without a token and HTTP 401 for a forged one', async () => {
    const none = await call(t.app, mine, {});
    expect([none.status, none.body.code, none.body.msg]).toEqual([200, 401, '请先登录']);
    const forged = await call(t.app, mine, {}, { token: 'x'.repeat(43) });
    expect([forged.status, forged.body.code]).toEqual([401, 401]);
    const malformed = await call(t.app, mine, {}, { headers: { authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
  });
  it('takes the user from the token, never from the headers', async () => {
    const token = await tokenFor(t, DEMO.A, 'admin');
    const r = await call(t.app, mine, {}, { token, school: DEMO.B });
    expect(r.body.data).toEqual({ userId: DEMO.A.adminUserId });
  });
  it('expires sessions (code 401) and keeps student calls for student tokens (403)', async () => {
    const token = await tokenFor(t, DEMO.A, 'admin');
    expect((await call(t.app, studentOnly, {}, { token })).status).toBe(403);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 2 * 3600_000);
    const r = await call(t.app, mine, {}, { token });
    t.clock.now = saved;
    expect([r.status, r.body.code]).toEqual([200, 401]);
  });
});

describe('idempotency and rate limits', () => {
  it('runs a POST once per Idempotency-Key and replays the answer', async () => {
    const token = await tokenFor(t, DEMO.A, 'admin');
    const headers = { 'idempotency-key': 'key-0000001' };
    const a = await call(t.app, create, {}, { token, headers });
    const b = await call(t.app, create, {}, { token, headers });
    expect(a.body.data).toEqual(b.body.data);
    expect(b.res.headers['idempotent-replayed']).toBe('true');
    expect(created).toBe(1);
    expect(
      (await call(t.app, create, {}, { token, headers: { 'idempotency-key': 'bad key!' } })).status,
    ).toBe(400);
  });
  it('answers 429 over the limit', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await call(t.app, limited, {}, { school: DEMO.A })).body.code);
    expect(codes).toEqual([0, 0, 429]);
  });
});

describe('purge', () => {
  it('deletes expired sessions and tickets but keeps live ones', async () => {
    const live = await tokenFor(t, DEMO.A, 'admin');
    const past = new Date(t.clock.now.getTime() - 10 * 24 * 3600_000);
    await createSession(
      t.db,
      { tenantId: '1001', orgId: '100101', userId: DEMO.A.adminUserId, kind: 'admin' },
      3600_000,
      past,
    );
    await createTicket(
      t.db,
      'access',
      { tenantId: '1001', orgId: '100101', userId: DEMO.A.adminUserId },
      60_000,
      past,
    );
    const count = async () =>
      (
        await rows<{ s: number; k: number }>(
          t.db,
          sql`SELECT (SELECT count(*)::int FROM sessions) AS s, (SELECT count(*)::int FROM tickets) AS k`,
        )
      )[0]!;
    const before = await count();
    await purgeExpired(t.db, t.clock.now);
    const after = await count();
    expect([before.s - after.s, before.k - after.k]).toEqual([1, 1]);
    expect((await call(t.app, mine, {}, { token: live })).body.code).toBe(0);
  });
});
