import * as E from '@contract/enrollment';
import * as O from '@contract/operator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { OPERATOR_CALLS } from '../../server/src/modules/operator/calls';
import { OPERATOR_PER_MINUTE } from '../../server/src/modules/operator/routes';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';

// The operator endpoints (npm run school / staff through a running server): OPERATOR_SECRET as a
// bearer token, off without it, input checked by contract/operator.ts, audited, rate limited.
const SECRET = 'op-secret-0123456789-abcdef';
const log: string[] = [];
let t: TestServer;
let off: FastifyInstance;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await testServer('operator-endpoint', { operatorSecret: SECRET }, { logStream: stream });
  // The same server without OPERATOR_SECRET.
  off = await buildApp({ ...t.app.deps, config: { ...t.app.deps.config, operatorSecret: undefined } });
});
afterAll(async () => {
  await off.close();
  await t.close();
});

let ip = 0;
const post = (
  path: string,
  payload: unknown,
  secret: string | null = SECRET,
  opts: { app?: FastifyInstance; remoteAddress?: string } = {},
) =>
  (opts.app ?? t.app).inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: opts.remoteAddress ?? `10.92.0.${++ip}`,
  });

const newSchool = { tenantId: 'ep-t1', orgId: 'ep-o1', name: '接口中学', adminPhone: '13922223333' };

describe('operator endpoints', () => {
  it('are off without OPERATOR_SECRET: 404 in the envelope, nothing written', async () => {
    const r = await post(O.createSchool.path, newSchool, SECRET, { app: off });
    expect([r.statusCode, r.json()]).toEqual([
      404,
      { code: 404, msg: '接口不存在', data: null, success: false },
    ]);
    expect(await rows(t.db, sql`SELECT id FROM orgs WHERE id = 'ep-o1'`)).toEqual([]);
  });

  it('refuse an absent, wrong or differently cased secret with 403', async () => {
    for (const secret of [null, '', 'wrong', SECRET.toUpperCase(), `${SECRET}x`, SECRET.slice(0, -1)]) {
      const r = await post(O.createSchool.path, newSchool, secret);
      expect([r.statusCode, r.json().code]).toEqual([403, 403]);
    }
    const basic = await t.app.inject({
      method: 'POST',
      url: O.listSchools.path,
      headers: { authorization: `Basic ${SECRET}` },
      payload: {},
    });
    expect(basic.statusCode).toBe(403);
    expect(await rows(t.db, sql`SELECT id FROM orgs WHERE id = 'ep-o1'`)).toEqual([]);
  });

  it('validate the input against contract/operator.ts: 400 with a Chinese message, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...newSchool, orgId: 'a b' }, /学校编号/],
      [{ ...newSchool, tenantId: '' }, /租户编号/],
      [{ ...newSchool, name: 'x'.repeat(65) }, /学校名称/],
      [{ ...newSchool, adminPhone: '123' }, /手机号/],
      [{ tenantId: 1, orgId: ['x'], name: null }, /租户编号|学校编号|学校名称/],
      ['not json', /./],
      [[1, 2], /./],
    ];
    for (const [body, msg] of cases) {
      const r = await post(O.createSchool.path, body);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json()).toMatchObject({ success: false, data: null });
      expect(r.json().msg).toMatch(msg);
    }
    const role = await post(O.createStaff.path, {
      orgId: DEMO.A.orgId,
      name: 'x',
      phone: '13900000000',
      role: 'root',
    });
    expect(role.json()).toMatchObject({ code: 400 });
  });

  it('create a school (answer parsed by the contract) and audit it with the operator as actor and the caller address', async () => {
    const r = await post(O.createSchool.path, newSchool, SECRET, { remoteAddress: '10.92.9.9' });
    const body = r.json();
    expect(body).toMatchObject({
      code: 0,
      data: {
        tenantId: 'ep-t1',
        orgId: 'ep-o1',
        name: '接口中学',
        admin: { phone: '13922223333', name: '学校管理员' },
      },
    });
    expect(r.headers['cache-control']).toBe('no-store');
    const audit = await rows<{ action: string; role: string; ip: string; details: { via: string } }>(
      t.db,
      sql`SELECT action, role, ip, details FROM audit_log WHERE org_id = 'ep-o1' ORDER BY id`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'school.create',
        role: 'operator',
        ip: '10.92.9.9',
        details: expect.objectContaining({ via: 'api' }),
      }),
      expect.objectContaining({ action: 'staff.create', role: 'operator', ip: '10.92.9.9' }),
    ]);
    const dup = await post(O.createSchool.path, newSchool);
    expect(dup.json()).toMatchObject({ code: 422, msg: expect.stringContaining('学校编号 ep-o1 已被') });
  });

  it('staff/create makes an account of the school; an unknown school is 学校不存在', async () => {
    const r = await post(O.createStaff.path, {
      orgId: 'ep-o1',
      name: '招生老师',
      phone: '13922224444',
      role: 'admissions',
    });
    expect(r.json()).toMatchObject({
      code: 0,
      data: { id: expect.any(String), password: expect.any(String) },
    });
    const none = await post(O.createStaff.path, { orgId: 'ep-none', name: 'x', phone: '13922224444' });
    expect(none.json()).toMatchObject({ code: 404, msg: '学校不存在' });
  });

  it('disable answers 学校不存在 on the school public calls at once (no cached scope), enable reopens', async () => {
    const scope = { headers: { tenantId: 'ep-t1', orgId: 'ep-o1' } };
    expect((await call(t.app, E.schoolBadgeConfig, {}, scope)).body.code).toBe(0);
    expect((await post(O.disableSchool.path, { orgId: 'ep-o1' })).json()).toMatchObject({
      data: { disabled: true },
    });
    expect((await call(t.app, E.schoolBadgeConfig, {}, scope)).body).toMatchObject({
      code: 404,
      msg: '学校不存在',
    });
    expect((await post(O.enableSchool.path, { orgId: 'ep-o1' })).json()).toMatchObject({
      data: { disabled: false },
    });
    expect((await call(t.app, E.schoolBadgeConfig, {}, scope)).body.code).toBe(0);
    const list = (await post(O.listSchools.path, {})).json();
    expect(list.data).toContainEqual(
      expect.objectContaining({ orgId: 'ep-o1', staffCount: 2, disabled: false }),
    );
  });

  it(`are rate limited per address: over ${OPERATOR_PER_MINUTE} a minute → 429, right secret or not`, async () => {
    const from = { remoteAddress: '10.92.8.8' };
    // A different tenantId header on every call does not open a fresh window.
    for (let i = 0; i < OPERATOR_PER_MINUTE; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: O.listSchools.path,
        headers: { authorization: 'Bearer wrong', tenantId: `t${i}` },
        payload: {},
        ...from,
      });
      expect(r.statusCode).toBe(403);
    }
    const over = await post(O.listSchools.path, {}, SECRET, from);
    expect([over.statusCode, over.json().code]).toEqual([429, 429]);
    expect((await post(O.listSchools.path, {}, SECRET)).statusCode).toBe(200);
  });

  it('never puts the secret in an answer or a log line', async () => {
    const answers: string[] = [];
    for (const path of Object.values(OPERATOR_CALLS).map((c) => c.schema.path))
      for (const secret of [SECRET, 'wrong'])
        answers.push((await post(path, { orgId: 'ep-o1', name: '改名' }, secret)).body);
    expect(answers.join('\n')).not.toContain(SECRET);
    expect(log.length).toBeGreaterThan(0);
    expect(log.join('')).not.toContain(SECRET);
    expect(log.join('')).toContain('operator call refused');
  });
});
