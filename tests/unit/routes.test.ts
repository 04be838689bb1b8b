import { describe, expect, test } from 'vitest';
import {
  CHECKIN_ENTRY_ROUTE,
  documentTitle,
  firstReadsOf,
  isKeptAlive,
  NOT_FOUND_TITLE,
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
  // Issue 14: 报到完成 is a screen of its own.
  '/orientation/checkin/done',
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
const ADDED_PATHS = ['/orientation/enrollment/privacy', '/orientation/homepage/lottery'];
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
    expect(by('public')).toEqual([
      '/',
      HOME_ROUTE,
      '/orientation/homepage/result',
      CHECKIN_ENTRY_ROUTE,
      // Issue 37: 摇号公示, anyone's check of a draw.
      '/orientation/homepage/lottery',
    ]);
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

  test('document title: the route title, or the 404 title for a path outside the registry', () => {
    expect(documentTitle('/orientation/checkin/confirm?x=1')).toBe('信息确认');
    expect(documentTitle('/orientation/nowhere')).toBe(NOT_FOUND_TITLE);
    expect(NOT_FOUND_TITLE).toBe('页面不存在');
  });

  test('keep-alive is read from the rows', () => {
    expect(isKeptAlive('/orientation/enrollment/signList?x=1')).toBe(true);
    expect(isKeptAlive('/orientation/enrollment/ActivitySign')).toBe(false);
    expect(isKeptAlive('/nope')).toBe(false);
  });

  test("'/' redirects home; the check-in entry clears welcomeId (and only it)", () => {
    expect(findRoute('/')?.redirectTo).toBe('home');
    expect(ROUTES.filter((r) => r.redirectTo).map((r) => r.path)).toEqual(['/']);
    expect(ROUTES.filter((r) => r.clearsWelcomeId).map((r) => r.path)).toEqual([CHECKIN_ENTRY_ROUTE]);
  });
});

describe('first reads (read from the rows)', () => {
  const keys = (hash: string) => [...firstReadsOf(hash).keys];

  test('home, and "/" and "" which redirect home', () => {
    const home = ['schoolBadge', 'schoolPromise', 'newsFirstPage'];
    expect(keys(`#${HOME_ROUTE}?orgId=o`)).toEqual(home);
    expect(keys('#/')).toEqual(home);
    expect(keys('')).toEqual(home);
  });

  test('the registration form reads its plan only when the link carries the required planId', () => {
    const r = firstReadsOf('#/orientation/enrollment/details?planId=P1&registrationId=R');
    expect([...r.keys]).toEqual(['planDetail', 'planPlacesLeft', 'planTemplate', 'planFieldLogic']);
    expect(r.query.get('planId')).toBe('P1');
    expect(keys('#/orientation/enrollment/details')).toEqual([]);
    expect(keys('#/orientation/enrollment/details?planId=')).toEqual([]);
  });

  test('nothing for screens without first reads or unknown paths', () => {
    expect(keys('#/orientation/enrollment/index')).toEqual(['planListFirstPage']);
    expect(keys('#/orientation/enrollment/applylist')).toEqual([]);
    expect(keys('#/orientation/checkin/confirm')).toEqual([]);
    expect(keys('#/orientation/nowhere')).toEqual([]);
  });
});
