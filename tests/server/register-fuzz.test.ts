import type { Endpoint } from '@contract/endpoint';
import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';

// Every admissions endpoint against hostile input: an envelope error with a Chinese msg, never a
// 500, and nothing written.
const ENDPOINTS: Endpoint[] = [
  E.cmsQuery,
  E.cmsDocumentInfo,
  E.schoolBadgeConfig,
  E.schoolPromiseConfig,
  E.findPlanList,
  E.getPlanDetail,
  E.judgeUpperLimit,
  E.getTemplate,
  E.fieldLogicList,
  E.registerStudent,
  E.getUserDetail,
  E.updateUserDetail,
  E.judgePay,
  E.registerPay,
  E.judgeReject,
  E.queryEnrollResult,
  E.mobilePaymentVoucher,
  E.activityList,
  E.regActivity,
  P.unifiedOrder,
  P.queryOrder,
  P.getPublicConfig,
  P.redirectOauth2,
];
const HOSTILE: unknown[] = [
  [],
  'x',
  42,
  { planId: { $ne: null } },
  {
    registrationId: "' OR 1=1 --",
    planId: "'; DROP TABLE plans; --",
    id: '../../etc/passwd',
    orderNo: '\u0000',
  },
  { pageNo: -1, pageSize: 1e9, keyword: 'x'.repeat(10_000) },
  {
    registrationId: 'x'.repeat(5000),
    answers: { name: ['<script>'] },
    files: 'nope',
    activityId: 1,
    url: 'javascript:alert(1)',
    preUrl: 'data:,',
  },
  { idNumber: '<img src=x onerror=alert(1)>', name: '\u202e' },
];
const TABLES = ['registrations', 'pay_orders', 'activity_signups', 'pay_notifications', 'idempotency_keys'];

let t: TestServer;
let token: string;
const counts = async () =>
  Promise.all(
    TABLES.map(
      async (x) => (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(x)}`))[0]!.n,
    ),
  );

beforeAll(async () => {
  t = await testServer('fuzz');
  token = await tokenFor(t, DEMO.A, 'applicant', { userId: 'u-1001-app-1' });
});
afterAll(() => t.close());

it('hostile input never answers 500 and writes nothing', async () => {
  const before = await counts();
  for (const e of ENDPOINTS) {
    for (const body of HOSTILE) {
      const headers: Record<string, string> = {
        tenantId: DEMO.A.tenantId,
        orgId: DEMO.A.orgId,
        authorization: `Bearer ${token}`,
      };
      const res =
        e.method === 'GET'
          ? await t.app.inject({
              method: 'GET',
              url: e.path,
              headers,
              query: (body && typeof body === 'object' && !Array.isArray(body)
                ? body
                : { q: String(body) }) as Record<string, string>,
            })
          : await t.app.inject({
              method: 'POST',
              url: e.path,
              headers: { ...headers, 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2, 12)}` },
              payload: JSON.stringify(body),
            });
      const env = res.json<{ code: number; msg: string; success: boolean }>();
      const where = `${e.path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (!env.success) expect(env.msg, where).toMatch(/[\u4e00-\u9fa5]/);
    }
  }
  expect(await counts()).toEqual(before);
});
