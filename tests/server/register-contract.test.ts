import type { Endpoint } from '@contract/endpoint';
import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from './helpers/app';
import { clientContract } from './helpers/client-contract';

type Route = { method: string; path: string; access: string };
const isRoute = (v: unknown): v is Route =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'request' in v;
const key = (r: Route) => `${r.method} ${r.path} ${r.access}`;
const schemaRoutes = ([...Object.values(E), ...Object.values(P)] as unknown[]).filter(isEndpoint);

let t: TestServer;
beforeAll(async () => {
  t = await testServer('contract2');
  await t.app.ready();
});
afterAll(() => t.close());

describe('admissions and payment contract', () => {
  it('the client bundle gets every schema endpoint as zod-free data (method, path, access)', async () => {
    const E_ = await clientContract('enrollment');
    const P_ = await clientContract('payment');
    const api = [
      ...(Object.values(E_) as unknown[]).filter((v): v is Route => isRoute(v)),
      P_.unifiedOrder as Route,
      P_.queryOrder as Route,
      // The pay paths WeChat JSSDK and OAuth need (a bundle without them broke WeChat pay once).
      P_.getPublicConfig as Route,
      P_.redirectOauth2 as Route,
    ];
    const schemas = new Set(schemaRoutes.map(key));
    for (const r of api) expect(schemas.has(key(r)), key(r)).toBe(true);
    // …one to one: every enrollment endpoint and the four pay calls the app makes.
    const wanted = [...Object.values(E), P.unifiedOrder, P.queryOrder, P.getPublicConfig, P.redirectOauth2];
    expect(api.map(key).sort()).toEqual((wanted as unknown[]).filter(isEndpoint).map(key).sort());
    expect(P_.getPublicConfig).toMatchObject({
      path: '/pay-mobile-h5-api/api/common/wechat/pay/getpublicconfig',
    });
    expect(P.payBase('other') + 'getpublicconfig').toBe(
      '/pay-mobile-h5-api/api/common/other/pay/getpublicconfig',
    );
  });

  it('every spec section 7 admissions call is in the contract and served', () => {
    const base = '/enrollment-manage-api/api/app/enrollment/';
    const spec = [
      'POST CMS/query',
      'GET CMS/getDocumentInfo',
      'POST CMS/getSchoolBadgeConfig',
      'POST CMS/getSchoolPromiseConfig',
      'POST plan/findPlanList',
      'POST plan/getPlanDetail',
      'POST register/getTemplate',
      'POST register/registerStudent',
      'POST register/getUserDetail',
      'POST register/updateUserDetail',
      'POST register/judgePay',
      'POST register/pay',
      'POST register/judgeReject',
      'POST register/judgeUpperLimit',
      'POST register/queryEnrollResult',
      'POST register/mobilePaymentVoucher',
      'POST register/fieldLogicList',
      'POST pay/unifiedorder',
      'POST activity/activityList',
      'POST activity/regActivity',
    ].map((s) => s.replace(' ', ` ${base}`));
    spec.push(
      'GET /pay-mobile-h5-api/api/common/wechat/pay/getpublicconfig',
      'GET /pay-mobile-h5-api/api/common/wechat/pay/redirectoauth2',
    );
    const contract = new Set(schemaRoutes.map((r) => `${r.method} ${r.path}`));
    for (const s of spec) {
      expect(contract.has(s), s).toBe(true);
      const [method, url] = s.split(' ') as ['GET' | 'POST', string];
      expect(t.app.hasRoute({ method, url }), s).toBe(true);
    }
  });

  it('the server implements every endpoint of the two schema files', () => {
    for (const r of schemaRoutes)
      expect(t.app.hasRoute({ method: r.method, url: r.path }), r.path).toBe(true);
  });
});
