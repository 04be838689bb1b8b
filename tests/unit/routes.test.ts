import { describe, expect, test } from 'vitest';
import {
  CHECKIN_ENTRY_ROUTE,
  findRoute,
  HOME_ROUTE,
  ROUTES,
  routePath,
  routeTitle,
} from '@domain/shell/routes';

// Spec section 2 table, in order.
const SPEC_PATHS = [
  '/',
  '/orientation/homepage/index',
  '/orientation/homepage/result',
  '/orientation/homepage/checkin',
  '/orientation/checkin/index',
  '/orientation/checkin/details',
  '/orientation/checkin/moreinfos',
  '/orientation/checkin/confirm',
  '/orientation/checkin/procedure',
  '/orientation/humanface/face',
  '/orientation/humanface/tackpic',
  '/orientation/humanface/faceStandard',
  '/orientation/enrollment/index',
  '/orientation/enrollment/details',
  '/orientation/enrollment/moreinfos',
  '/orientation/enrollment/applylist',
  '/orientation/enrollment/confirm',
  '/orientation/homepage/resultrecruit',
  '/orientation/enrollment/signList',
  '/orientation/enrollment/ActivitySign',
];
/** Screens this product adds after the spec's table (issue 17: 个人信息). */
const ADDED_PATHS = ['/orientation/enrollment/privacy'];
const ALL_PATHS = [...SPEC_PATHS, ...ADDED_PATHS];

describe('routes (spec section 2)', () => {
  test('exactly the 20 routes of the table, in order, then the added screens', () => {
    expect(ROUTES.map((r) => r.path)).toEqual(ALL_PATHS);
    expect(HOME_ROUTE).toBe('/orientation/homepage/index');
    expect(CHECKIN_ENTRY_ROUTE).toBe('/orientation/homepage/checkin');
  });

  test('every route has a Chinese title', () => {
    for (const r of ROUTES) expect(r.title).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  test('titles of the named screens', () => {
    expect(routeTitle('/orientation/checkin/details')).toBe('新生须知');
    expect(routeTitle('/orientation/checkin/confirm')).toBe('信息确认');
    expect(routeTitle('/orientation/checkin/procedure')).toBe('报到流程');
    expect(routeTitle('/orientation/homepage/result')).toBe('录取结果查询');
    expect(routeTitle('/orientation/enrollment/signList')).toBe('活动报名');
    expect(routeTitle('/orientation/enrollment/index')).toBe('新生报名');
  });

  test('access: public, open (enrollment/* and resultrecruit), welcome (check-in and face)', () => {
    const by = (a: string) => ROUTES.filter((r) => r.access === a).map((r) => r.path);
    expect(by('public')).toEqual(['/', HOME_ROUTE, '/orientation/homepage/result', CHECKIN_ENTRY_ROUTE]);
    expect(by('open')).toEqual(
      ALL_PATHS.filter((p) => p.startsWith('/orientation/enrollment/') || p.endsWith('resultrecruit')),
    );
    expect(by('welcome')).toEqual(SPEC_PATHS.filter((p) => /\/orientation\/(checkin|humanface)\//.test(p)));
  });

  test('kept-alive screens are the lists of brief section 4', () => {
    expect(ROUTES.filter((r) => r.keepAlive).map((r) => r.path)).toEqual([
      HOME_ROUTE,
      '/orientation/enrollment/index',
      '/orientation/enrollment/applylist',
      '/orientation/enrollment/signList',
    ]);
  });

  test('lookups ignore the query and a trailing slash; unknown paths have no title', () => {
    expect(routeTitle('/orientation/checkin/index?x=1')).toBe('新生报到');
    expect(findRoute('/orientation/enrollment/index/')?.path).toBe('/orientation/enrollment/index');
    expect(routeTitle('/nope')).toBeUndefined();
    expect(routePath('')).toBe('/');
    expect(routePath('orientation/homepage/index')).toBe(HOME_ROUTE);
  });
});
