import { describe, expect, test } from 'vitest';
import { guardRoute } from '@domain/shell/access-guard';
import { ROUTES } from '@domain/shell/routes';

const WITH = { orgId: 'o', tenantId: 't', welcomeId: 'w1' };
const WITHOUT = { orgId: 'o', tenantId: 't' };
const ALLOW = { kind: 'allow', clearWelcomeId: false };
const TO_HOME = { kind: 'redirect', to: '/orientation/homepage/index', replace: true };
const REDIRECT = { kind: 'redirect', to: '/orientation/homepage/checkin', replace: true };

// Spec section 2 "Navigation guard": the expected decision for every route, without and with welcomeId.
const TABLE: [string, object, object][] = [
  ['/', TO_HOME, TO_HOME],
  ['/orientation/homepage/index', ALLOW, ALLOW],
  ['/orientation/homepage/result', ALLOW, ALLOW],
  [
    '/orientation/homepage/checkin',
    { kind: 'allow', clearWelcomeId: true },
    { kind: 'allow', clearWelcomeId: true },
  ],
  ['/orientation/checkin/index', REDIRECT, ALLOW],
  ['/orientation/checkin/details', REDIRECT, ALLOW],
  ['/orientation/checkin/moreinfos', REDIRECT, ALLOW],
  ['/orientation/checkin/confirm', REDIRECT, ALLOW],
  ['/orientation/checkin/procedure', REDIRECT, ALLOW],
  ['/orientation/checkin/done', REDIRECT, ALLOW],
  ['/orientation/humanface/face', REDIRECT, ALLOW],
  ['/orientation/humanface/tackpic', REDIRECT, ALLOW],
  ['/orientation/humanface/faceStandard', REDIRECT, ALLOW],
  ['/orientation/enrollment/index', ALLOW, ALLOW],
  ['/orientation/enrollment/details', ALLOW, ALLOW],
  ['/orientation/enrollment/moreinfos', ALLOW, ALLOW],
  ['/orientation/enrollment/applylist', ALLOW, ALLOW],
  ['/orientation/enrollment/confirm', ALLOW, ALLOW],
  ['/orientation/homepage/resultrecruit', ALLOW, ALLOW],
  ['/orientation/enrollment/signList', ALLOW, ALLOW],
  ['/orientation/enrollment/ActivitySign', ALLOW, ALLOW],
  ['/orientation/enrollment/privacy', ALLOW, ALLOW],
  // Issue 37: 摇号公示, no login.
  ['/orientation/homepage/lottery', ALLOW, ALLOW],
];

describe('guardRoute', () => {
  test('the table covers every route', () => {
    expect(TABLE.map(([p]) => p)).toEqual(ROUTES.map((r) => r.path));
  });

  test.each(TABLE)('%s', (path, without, withId) => {
    expect(guardRoute(path, WITHOUT)).toEqual(without);
    expect(guardRoute(path, WITH)).toEqual(withId);
  });

  test('the redirect replaces the history entry', () => {
    const d = guardRoute('/orientation/checkin/index', {});
    expect(d.kind === 'redirect' && d.replace).toBe(true);
  });

  test('from the check-in entry to checkin/index without welcomeId: the same redirect', () => {
    // The entry clears welcomeId, so the next hop is judged on the cleared user info.
    expect(guardRoute('/orientation/homepage/checkin', WITH)).toMatchObject({ clearWelcomeId: true });
    expect(guardRoute('/orientation/checkin/index', WITHOUT)).toEqual(REDIRECT);
  });

  test('an empty or blank welcomeId counts as none', () => {
    expect(guardRoute('/orientation/checkin/index', { welcomeId: '' })).toEqual(REDIRECT);
    expect(guardRoute('/orientation/checkin/index', { welcomeId: '  ' })).toEqual(REDIRECT);
    expect(guardRoute('/orientation/checkin/index', { welcomeId: 42 as unknown as string })).toEqual(ALLOW);
  });

  test('query strings and trailing slashes do not change the decision', () => {
    expect(guardRoute('/orientation/checkin/confirm?a=1', WITHOUT)).toEqual(REDIRECT);
    expect(guardRoute('/orientation/homepage/checkin/', WITH)).toMatchObject({ clearWelcomeId: true });
    expect(guardRoute('/orientation/enrollment/details?planId=3', WITHOUT)).toEqual(ALLOW);
  });

  test('any /orientation/enrollment/* path is open; any other unknown path needs welcomeId', () => {
    expect(guardRoute('/orientation/enrollment/anything', WITHOUT)).toEqual(ALLOW);
    expect(guardRoute('/orientation/other/page', WITHOUT)).toEqual(REDIRECT);
    expect(guardRoute('/orientation/other/page', WITH)).toEqual(ALLOW);
  });
});
