import { PATHS } from './links';

/**
 * Who may open a route (spec section 2 "Navigation guard"):
 * - public: home, result and the check-in entry;
 * - open: every /orientation/enrollment/* route and homepage/resultrecruit, never checked;
 * - welcome: needs a welcomeId in the stored user info.
 */
export type RouteAccess = 'public' | 'open' | 'welcome';

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  /** Brief section 4: lists the user returns to keep their state. */
  keepAlive?: boolean;
}

export const HOME_ROUTE = PATHS.home;
export const CHECKIN_ENTRY_ROUTE = PATHS.checkinEntry;

// Spec section 2, in table order; '/' redirects to the home route.
export const ROUTES: readonly RouteDef[] = [
  { path: PATHS.root, title: '招生迎新', access: 'public' },
  { path: HOME_ROUTE, title: '招生迎新', access: 'public', keepAlive: true },
  { path: PATHS.result, title: '录取结果查询', access: 'public' },
  { path: CHECKIN_ENTRY_ROUTE, title: '新生报到', access: 'public' },
  { path: PATHS.checkinHome, title: '新生报到', access: 'welcome' },
  { path: PATHS.checkinNotice, title: '新生须知', access: 'welcome' },
  { path: PATHS.checkinMoreInfo, title: '更多信息', access: 'welcome' },
  { path: PATHS.checkinConfirm, title: '信息确认', access: 'welcome' },
  { path: PATHS.checkinProcedure, title: '报到流程', access: 'welcome' },
  { path: PATHS.face, title: '人脸照片', access: 'welcome' },
  { path: PATHS.takePhoto, title: '拍摄人脸照片', access: 'welcome' },
  { path: PATHS.faceStandard, title: '人脸照片要求', access: 'welcome' },
  { path: PATHS.plans, title: '新生报名', access: 'open', keepAlive: true },
  { path: PATHS.registration, title: '报名详情', access: 'open' },
  { path: PATHS.registrationMoreInfo, title: '更多信息', access: 'open' },
  { path: PATHS.applications, title: '报名列表', access: 'open', keepAlive: true },
  { path: PATHS.registrationConfirm, title: '报名确认', access: 'open' },
  { path: PATHS.resultRecruit, title: '录取结果查询', access: 'open' },
  { path: PATHS.activities, title: '活动报名', access: 'open', keepAlive: true },
  { path: PATHS.activitySign, title: '活动报名', access: 'open' },
  { path: PATHS.privacy, title: '个人信息', access: 'open' },
];

/** The route part of a hash location: no query, no trailing slash (except '/'). */
export function routePath(to: string): string {
  const p = (to.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return p === '' ? '/' : p.startsWith('/') ? p : `/${p}`;
}

export function findRoute(path: string): RouteDef | undefined {
  const p = routePath(path);
  return ROUTES.find((r) => r.path === p);
}

/** The page title of a route (spec section 2: each route sets the page title). */
export function routeTitle(path: string): string | undefined {
  return findRoute(path)?.title;
}
