import * as files from '@contract/files';
import * as other from '@contract/other';
import * as startup from '@contract/startup';
import * as welcome from '@contract/welcome';
import * as manage from '@contract/welcome-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from './helpers/app';
import { clientContract } from './helpers/client-contract';

type Route = { method: string; path: string; access: string };
const isRoute = (v: unknown): v is Route =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const routesOf = (m: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(m)
      .filter(([, v]) => isRoute(v))
      .map(([k, v]) => [
        k,
        { method: (v as Route).method, path: (v as Route).path, access: (v as Route).access },
      ]),
  );

const AREAS: [string, Record<string, unknown>][] = [
  ['startup', startup],
  ['welcome', welcome],
  ['welcome-manage', manage],
  ['other', other],
  ['files', files],
];

let t: TestServer;
beforeAll(async () => {
  t = await testServer('contract');
  await t.app.ready();
});
afterAll(() => t.close());

describe.each(AREAS)('contract area %s', (area, schemas) => {
  it('the client bundle gets every endpoint as zod-free data (method, path, access), one to one', async () => {
    expect(routesOf(await clientContract(area))).toEqual(routesOf(schemas));
  });
  it('the server implements every endpoint', () => {
    for (const r of Object.values(routesOf(schemas)))
      expect(t.app.hasRoute({ method: r.method as 'GET', url: r.path }), r.path).toBe(true);
  });
});

describe('spec section 7 paths', () => {
  it('are the spec’s, under the spec’s base paths', () => {
    const paths = AREAS.flatMap(([, s]) => Object.values(routesOf(s)).map((r) => `${r.method} ${r.path}`));
    for (const p of [
      'POST /sc-mobile-api/api/mobile/welcome/report',
      'POST /sc-mobile-api/api/mobile/welcome/queryEnroll',
      'GET /sc-mobile-api/api/mobile/welcome/moreMessage',
      'GET /sc-mobile-api/api/mobile/welcome/getdocument',
      'GET /sc-mobile-api/api/mobile/welcome/majorSelect',
      'GET /sc-mobile-api/api/mobile/welcome/nationSelect',
      'GET /sc-mobile-api/api/mobile/welcome/partySelect',
      'GET /sc-mobile-api/api/mobile/welcome/selectdaygotype',
      'GET /sc-mobile-api/api/mobile/welcome/selecthktype',
      'GET /sc-mobile-api/api/mobile/welcome/selectstutype',
      'GET /sc-mobile-api/api/mobile/welcome/gettoken',
      'POST /welcome-manage-api/api/mobile/welcome/student/manage/getDetail',
      'POST /welcome-manage-api/api/mobile/welcome/student/manage/updateInfo',
      'GET /welcome-manage-api/api/mobile/welcome/config/getSetting',
      'POST /welcome-manage-api/api/mobile/welcome/config/queryVerifyProcess',
      'POST /welcome-manage-api/api/mobile/welcome/config/uploadPhoto',
      'GET /welcome-manage-api/api/mobile/welcome/config/token',
      'GET /base/api/cities/tree',
      'POST /enrollment-manage-api/api/mobile/welcome/student/manage/studentReport',
      'GET /enrollment-manage-api/api/temp/config/query',
    ])
      expect(paths).toContain(p);
  });
});
