import type { Endpoint } from '@contract/endpoint';
import * as enrollment from '@contract/enrollment';
import * as files from '@contract/files';
import * as identity from '@contract/identity-consent';
import * as other from '@contract/other';
import * as payment from '@contract/payment';
import * as privacy from '@contract/privacy';
import * as startup from '@contract/startup';
import * as welcome from '@contract/welcome';
import * as manage from '@contract/welcome-manage';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';

// Every endpoint of the contract × generated malformed input (NUL, lone surrogates, huge strings,
// wrong types, nested junk, malformed multipart): never an answer ≥ 500, always the envelope.
type Route = { method: 'GET' | 'POST'; path: string; access: string };
const isRoute = (v: unknown): v is Route =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const SCHEMAS = [enrollment, files, identity, other, payment, privacy, startup, welcome, manage]
  .flatMap((m) => Object.values(m))
  .filter((v): v is Endpoint => isRoute(v) && 'request' in v);
const ROUTES = SCHEMAS.filter(
  (r, i, all) => all.findIndex((x) => x.path === r.path && x.method === r.method) === i,
);

/** The field names of an endpoint's request object (through optional/pipe wrappers), to aim junk at. */
function fieldsOf(path: string): string[] {
  let s = SCHEMAS.find((e) => e.path === path)?.request as unknown;
  for (let i = 0; s && i < 6; i++) {
    const def = (s as { def: { type: string; shape?: object; innerType?: unknown; in?: unknown } }).def;
    if (def.shape) return Object.keys(def.shape);
    s = def.innerType ?? def.in;
  }
  return [];
}

const LONE = ['\uD800', '\uDFFF', 'a\uDC00b', '\uDBFFx'];
const junkString = fc.oneof(
  fc.string(),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(...LONE),
  fc.string().map((s) => s + LONE[s.length % LONE.length]),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom('x'.repeat(70_000), '长'.repeat(20_000), 'javascript:alert(1)', '\u202Eexe.txt'),
);
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    junkString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(junkString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
const bodyFor = (fields: string[]) =>
  fc.oneof(
    junk,
    fields.length ? fc.record(Object.fromEntries(fields.map((f) => [f, junk])), { requiredKeys: [] }) : junk,
  );
const queryFor = (fields: string[]) =>
  fc.dictionary(fields.length ? fc.constantFrom(...fields, 'x') : junkString, junkString, { maxKeys: 4 });

/** Malformed multipart bodies (truncated, bad boundary, junk headers, NUL or bidi in the file name). */
const multipart = fc
  .record({
    boundary: fc.constantFrom('zzz', 'a'.repeat(80), ''),
    declared: fc.constantFrom('zzz', 'other', ''),
    name: junkString,
    body: fc.uint8Array({ maxLength: 64 }),
    cut: fc.integer({ min: 0, max: 400 }),
  })
  .map(({ boundary, declared, name, body, cut }) => {
    const full = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(body),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      payload: cut < full.length ? full.subarray(0, cut) : full,
      type: `multipart/form-data${declared ? `; boundary=${declared === 'zzz' ? boundary : declared}` : ''}`,
    };
  });

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testServer('fuzz-contract');
  tokens.user = await tokenFor(t, DEMO.A, 'applicant');
  tokens.student = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId });
  tokens.admin = await tokenFor(t, DEMO.A, 'admin');
});
afterAll(() => t.close());

const headersFor = (r: Route): Record<string, string> => ({
  tenantId: DEMO.A.tenantId,
  orgId: DEMO.A.orgId,
  ...(tokens[r.access] ? { authorization: `Bearer ${tokens[r.access]}` } : {}),
});

function expectEnvelope(res: LightMyRequestResponse, where: string): void {
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 300 && res.statusCode < 400) return;
  if (!/json/.test(String(res.headers['content-type']))) return;
  const env = res.json<{ code: number; msg: string; success: boolean }>();
  if (!env.success) expect(env.msg, where).toMatch(/[\u4e00-\u9fa5]/);
}

const RUNS = 30;

describe('fuzz: every contract endpoint', () => {
  it('enumerates the whole contract', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(45);
    expect(ROUTES.length).toBeGreaterThanOrEqual(SCHEMAS.length);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers ≥ 500',
    async (_name, r) => {
      const fields = fieldsOf(r.path);
      const input =
        r.method === 'GET' || r.path === files.upload.path || /uploadPhoto$/.test(r.path)
          ? queryFor(fields)
          : bodyFor(fields);
      await fc.assert(
        fc.asyncProperty(input, async (data) => {
          const res = await t.app.inject(
            r.method === 'GET' || r.path.includes('upload')
              ? {
                  method: r.method,
                  url: r.path,
                  headers: headersFor(r),
                  query: data as Record<string, string>,
                }
              : {
                  method: 'POST',
                  url: r.path,
                  headers: {
                    ...headersFor(r),
                    'content-type': 'application/json',
                    'idempotency-key': `fuzz-${Math.random().toString(36).slice(2, 12)}`,
                  },
                  payload: JSON.stringify(data),
                },
          );
          expectEnvelope(res, `${r.path} ${JSON.stringify(data)?.slice(0, 80)}`);
        }),
        { numRuns: RUNS },
      );
    },
  );

  // Routes outside the contract that take user input: the sandbox authorize redirect, file links, the viewer.
  const EXTRA: [string, string[]][] = [
    [`${payment.payBase()}sandbox/authorize`, ['redirect_uri', 'state']],
    ['/fileapi/files/f_x', ['exp', 'sig', 'download', 'downloadName']],
    ['/fileapi/viewer', ['url']],
  ];
  it.each(EXTRA)('GET %s never answers ≥ 500', async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(queryFor(fields), async (query) => {
        const res = await t.app.inject({ method: 'GET', url, query, headers: { host: 'localhost:80' } });
        expectEnvelope(res, `${url} ${JSON.stringify(query).slice(0, 80)}`);
      }),
      { numRuns: RUNS },
    );
  });

  const uploads = ROUTES.filter((r) => /upload/i.test(r.path));
  it.each(uploads.map((r) => [r.path, r] as const))(
    '%s: malformed multipart → 400 envelope',
    async (_n, r) => {
      expect(uploads.length).toBeGreaterThanOrEqual(2);
      await fc.assert(
        fc.asyncProperty(multipart, async (m) => {
          const res = await t.app.inject({
            method: 'POST',
            url: r.path,
            headers: { ...headersFor(r), 'content-type': m.type },
            payload: m.payload,
          });
          expectEnvelope(res, `${r.path} ${m.type} ${m.payload.toString('latin1').slice(0, 120)}`);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('a raw NUL or lone surrogate in a JSON body is a Chinese 400 envelope', async () => {
    for (const payload of ['{"name":"a\\u0000b","idNumber":"x"}', '{"name":"\\ud800","idNumber":"x"}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: welcome.report.path,
        headers: {
          ...headersFor({ ...welcome.report, access: 'public' }),
          'content-type': 'application/json',
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: '请求包含无效字符', success: false });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
