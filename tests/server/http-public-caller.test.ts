import { endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handle } from '../../server/src/http/route';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

const whoami = endpoint({
  method: 'POST',
  path: '/test/public/whoami',
  access: 'public',
  request: z.object({}),
  response: z.object({ tenantId: z.string(), orgId: z.string(), frozen: z.boolean() }),
});

let t: TestServer;
beforeAll(async () => {
  t = await testServer('http-public-caller');
  handle(t.app, whoami, async (_i, { caller }) => ({
    tenantId: caller.tenantId,
    orgId: caller.orgId,
    frozen: Object.isFrozen(caller),
  }));
});
afterAll(() => t.close());

const ask = (headers: Record<string, string>) => call(t.app, whoami, {}, { headers });

describe('public caller (checked once per header pair, then reused)', () => {
  it('each school gets its own scope however often the pairs alternate', async () => {
    for (let i = 0; i < 3; i++) {
      for (const s of [DEMO.A, DEMO.B]) {
        const r = await ask({ tenantId: s.tenantId, orgId: s.orgId });
        expect(r.body.data).toEqual({ tenantId: s.tenantId, orgId: s.orgId, frozen: true });
      }
    }
  });
  it("no orgId = the tenant's first org, kept apart from an explicit one", async () => {
    expect((await ask({ tenantId: DEMO.B.tenantId })).body.data.orgId).toBe(DEMO.B.orgId);
    expect((await ask({ tenantId: DEMO.A.tenantId })).body.data.orgId).toBe(DEMO.A.orgId);
  });
  it("another tenant's org is refused every time, also after the right pair was accepted", async () => {
    await ask({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId });
    for (let i = 0; i < 2; i++) {
      const r = await ask({ tenantId: DEMO.A.tenantId, orgId: DEMO.B.orgId });
      expect(r.body).toMatchObject({ code: 404, success: false, msg: '学校不存在' });
    }
  });
  it('bad and unknown tenants are refused every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await ask({ tenantId: '9999' })).body.code).toBe(404);
      expect((await ask({ tenantId: 'bad id!' })).status).toBe(400);
      expect((await ask({})).status).toBe(400);
    }
  });
});
