import * as E from '@contract/enrollment';
import { endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError } from '../../server/src/http/errors';
import { handle } from '../../server/src/http/route';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

const lookup = endpoint({
  method: 'POST',
  path: '/test/rate/lookup',
  access: 'public',
  request: z.object({ missing: z.boolean().optional() }),
  response: z.object({ secret: z.string() }),
});
const write = endpoint({
  method: 'POST',
  path: '/test/rate/write',
  access: 'public',
  request: z.object({}),
  response: z.object({ n: z.number() }),
});

let t: TestServer;
let writes = 0;
beforeAll(async () => {
  t = await testServer('http-rate-route');
  handle(
    t.app,
    lookup,
    async ({ missing }) => {
      if (missing) throw apiError('NOT_FOUND');
      return { secret: '录取' };
    },
    { rateLimit: { name: 'lookup', max: () => 2, windowMs: 60_000, readOnly: true } },
  );
  handle(t.app, write, async () => ({ n: ++writes }), {
    rateLimit: { name: 'write', max: () => 2, windowMs: 60_000 },
  });
});
afterAll(() => t.close());

// Counted per client IP and tenant header: every call here comes from the same IP.
const from = (school: typeof DEMO.A) => ({ school });

describe('rate limit of a read-only look-up (counted alongside the answer)', () => {
  it('over the limit: HTTP 429 and the answer is dropped, also when the answer was an error', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await call(t.app, lookup, {}, from(DEMO.A))).body.code);
    expect(codes).toEqual([0, 0, 429]);
    const over = await call(t.app, lookup, {}, from(DEMO.A));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null, success: false });
    expect((await call(t.app, lookup, { missing: true }, from(DEMO.A))).status).toBe(429);
  });
  it('under the limit the handler error answers', async () => {
    const r = await call(t.app, lookup, { missing: true }, from(DEMO.B));
    expect(r.body).toMatchObject({ code: 404, success: false });
  });
  it('a handler that writes runs only under the limit', async () => {
    const before = writes;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await call(t.app, write, {}, from(DEMO.A))).body.code);
    expect(codes).toEqual([0, 0, 429, 429]);
    expect(writes - before).toBe(2);
  });
});

describe('queryEnrollResult rate limit', () => {
  it('one client gets 60 look-ups a minute, then 429 without the result', async () => {
    const admitted = demoApplicants(DEMO.A.tenantId).find((s) => s.key === 'admitted')!;
    const q = { idNumber: admitted.idNumber, name: admitted.name };
    const results = await Promise.all(
      Array.from({ length: 60 }, () => call(t.app, E.queryEnrollResult, q, { school: DEMO.A })),
    );
    expect(results.every((r) => r.body.code === 0 && r.body.data.found)).toBe(true);
    const over = await call(t.app, E.queryEnrollResult, q, { school: DEMO.A });
    expect(over.status).toBe(429);
    expect(over.body.data).toBeNull();
    expect(JSON.stringify(over.body)).not.toContain(admitted.name);
  });
});
