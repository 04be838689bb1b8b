import * as staffOps from '@contract/staff';
import { fileAnswer } from '@contract/common';
import { endpoint, staffOp } from '@contract/endpoint';
import * as W from '@contract/staff-work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handle, handledEndpoints } from '../../server/src/http/route';
import { auditLog } from '../../server/src/modules/staff/tables';
import { type TestServer, testServer } from './helpers/app';
import { type StaffLogin, staffLogin } from './helpers/staff';

/**
 * Issue 24 item 1: every staff and desk endpoint goes through `handle()` — session and role, the
 * request and the answer parsed by the contract, one audit row per call that succeeded.
 */

/** Routes under the staff prefixes that are not staff-session endpoints, and why. */
const NOT_STAFF_SESSION: Record<string, string> = {
  [`POST ${staffOps.login.path}`]: 'login: no session yet (public, the school in the body)',
  [`POST ${staffOps.forgotPasswordSend.path}`]: '忘记密码: no session (public)',
  [`POST ${staffOps.forgotPasswordReset.path}`]: '忘记密码: no session (public)',
  [`POST ${W.devOutbox.path}`]: 'dev only: the dev adapter’s sent messages (public, no tenant)',
};
/** Not `handle()` at all: a stream, not one answer. */
const STREAMS = new Set(['GET /staff-api/desk/board/events']);
const STAFF_PREFIXES = ['/staff-api/'];

/** `METHOD /path` of every route the app registered (HEAD routes Fastify adds for GETs left out). */
function routesOf(t: TestServer): string[] {
  const out: string[] = [];
  const text = t.app.printRoutes({ commonPrefix: false, includeHooks: false });
  for (const line of text.split('\n')) {
    const m = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2]!.split(',').map((x) => x.trim()))
      if (method !== 'HEAD') out.push(`${method} ${m[1]}`);
  }
  return out;
}

const probe = z.object({ name: z.string(), count: z.number().int() });
// Probes of the rails: 学校管理员 only (the `audit` action), and the file for 报到老师 too (`desk`).
const probes = {
  good: staffOp('/staff-api/test/rails/good', 'audit', { request: z.object({}), response: probe }),
  wrong: staffOp('/staff-api/test/rails/wrong', 'audit', { request: z.object({}), response: probe }),
  silent: staffOp('/staff-api/test/rails/silent', 'audit', { request: z.object({}), response: probe }),
  file: staffOp('/staff-api/test/rails/file', 'desk', { request: z.object({}), response: fileAnswer }),
};

/** Declared once: roles from the `audit` action (学校管理员), the audit row from its label. */
const declaredOp = staffOp(
  '/staff-api/test/rails/declared',
  'audit',
  { request: z.object({}), response: probe },
  'test.declared',
);

let t: TestServer;
let admin: StaffLogin;
let checkin: StaffLogin;

beforeAll(async () => {
  t = await testServer('staff-rails');
  const audit = (action: string) => () => ({ action });
  // A handler whose answer carries more than the contract: the extra is stripped.
  handle(t.app, probes.good, async () => ({ name: '张三', count: 2, idNumber: '110101200001011234' }), {
    audit: (_i, o) => ({ action: 'test.good', details: { count: o.count } }),
  });
  // A handler answering the wrong shape: refused by the contract, nothing audited.
  handle(t.app, probes.wrong, async () => ({ name: 3 }) as never, { audit: audit('test.wrong') });
  // An endpoint that forgot its audit note: a server error, not a silent call.
  handle(t.app, probes.silent, async () => ({ name: '李四', count: 1 }));
  handle(
    t.app,
    probes.file,
    async () => ({ contentType: 'text/csv; charset=utf-8', filename: '报到 名单.csv', body: 'a,b\r\n' }),
    { audit: audit('test.file') },
  );
  handle(t.app, declaredOp, async () => ({ name: '王五', count: 3 }));
  admin = await staffLogin(t, 'admin');
  checkin = await staffLogin(t, 'checkin');
});
afterAll(() => t?.close());

const rowsOf = async (staffId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.staffId, staffId))).map((r) => r.action);

const post = (url: string, s: StaffLogin, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: s.headers, payload });

describe('staff rails', () => {
  it('every route under /staff-api/ is a handle() endpoint with a contract answer', () => {
    const routes = routesOf(t).filter((r) => STAFF_PREFIXES.some((p) => r.split(' ')[1]!.startsWith(p)));
    expect(routes.length).toBeGreaterThan(80);
    const bypass: string[] = [];
    for (const r of routes) {
      if (STREAMS.has(r) || r.includes('/test/rails/')) continue;
      const h = handledEndpoints.get(r);
      if (!h) {
        bypass.push(r);
        continue;
      }
      // The answer is checked by a zod schema of the contract (handle() parses it on every call).
      expect(typeof h.endpoint.response.parse, r).toBe('function');
      if (NOT_STAFF_SESSION[r]) expect(h.endpoint.access, r).toBe('public');
      else {
        expect(h.endpoint.access, r).toBe('staff');
        expect(h.roles?.length, r).toBeGreaterThan(0);
      }
    }
    expect(bypass, 'routes that skip handle() (no response parsing)').toEqual([]);
  });

  it('the desk check-in by pass and the staff list of privacy requests are handle() endpoints too', () => {
    expect(handledEndpoints.get('POST /staff-api/privacy/requests')?.endpoint.access).toBe('staff');
    expect(handledEndpoints.get(`POST ${W.exportXlsx.path}`)?.endpoint.response).toBe(fileAnswer);
  });

  it('answers only what the contract says, with no-store, and writes one audit row', async () => {
    const before = (await rowsOf(admin.id)).length;
    const r = await post(probes.good.path, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({ code: 0, msg: '成功', success: true, data: { name: '张三', count: 2 } });
    const after = await rowsOf(admin.id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toBe('test.good');
  });

  it('refuses another role before anything runs, and writes no row', async () => {
    const r = await post(probes.good.path, checkin);
    expect(r.json().code).toBe(403);
    expect(await rowsOf(checkin.id)).not.toContain('test.good');
    expect((await t.app.inject({ method: 'POST', url: probes.good.path, payload: {} })).json().code).toBe(
      401,
    );
  });

  it('an answer of the wrong shape fails loudly (500) and is not audited', async () => {
    const r = await post(probes.wrong.path, admin);
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ success: false });
    expect(JSON.stringify(r.json())).not.toContain('"name":3');
    expect(await rowsOf(admin.id)).not.toContain('test.wrong');
  });

  it('an endpoint without an audit note is a server error, not a silent call', async () => {
    const r = await post(probes.silent.path, admin);
    expect(r.statusCode).toBe(500);
    expect(JSON.stringify(r.json())).not.toContain('李四');
  });

  it('a file answer is a download with an RFC 5987 name, audited', async () => {
    const r = await post(probes.file.path, checkin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="__ __.csv"; filename*=UTF-8''${encodeURIComponent('报到 名单.csv')}`,
    );
    expect(r.body).toBe('a,b\r\n');
    expect(await rowsOf(checkin.id)).toContain('test.file');
  });

  it('a staff endpoint must name its action (its roles)', () => {
    const e = endpoint({
      method: 'POST',
      path: '/staff-api/test/rails/unnamed',
      access: 'staff',
      request: z.object({}),
      response: probe,
    });
    expect(() => handle(t.app, e, async () => ({ name: 'x', count: 0 }), { audit: false })).toThrow(
      /names its action/,
    );
  });

  it('a declared operation takes its roles from its action and its audit row from its label', async () => {
    expect((await post(declaredOp.path, checkin)).json().code).toBe(403);
    expect((await post(declaredOp.path, admin)).json().data).toEqual({ name: '王五', count: 3 });
    expect((await rowsOf(admin.id)).at(-1)).toBe('test.declared');
  });
});
