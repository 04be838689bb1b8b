/**
 * The route registry (issue 12 item 6): every route of spec section 2 is one row of ROUTE_TABLE,
 * with its path, page title, access rule, keep-alive, query and the reads its screen makes as it
 * opens. The guard, the document titles, keep-alive, the preloads, the first reads and every link
 * derive from it; its screen (the lazily loaded page) is keyed by the same id in
 * src-ui/routes/screens.ts. This is the only file that writes a route path (lint rule and
 * tests/unit/route-literals.test.ts).
 */

/**
 * Who may open a route (spec section 2 "Navigation guard"):
 * - public: home, result and the check-in entry;
 * - open: every /orientation/enrollment/* route and homepage/resultrecruit, never checked;
 * - welcome: needs a welcomeId in the stored user info.
 */
export type RouteAccess = 'public' | 'open' | 'welcome';

/** A route's query parameters: a required one must be present for its first reads to be sent. */
export type QuerySpec = Readonly<Record<string, 'required' | 'optional'>>;

/**
 * A read a screen makes as it opens, sent during start-up so its answer is there when the screen
 * asks (src-adapters/api/first-reads.ts turns each key into the screen's own request).
 */
export type FirstReadKey =
  | 'schoolBadge'
  | 'schoolPromise'
  | 'newsFirstPage'
  | 'planListFirstPage'
  | 'planDetail'
  | 'planPlacesLeft'
  | 'planTemplate'
  | 'planFieldLogic';

interface RouteRow<Id extends string> {
  readonly path: `/${string}`;
  readonly title: string;
  readonly access: RouteAccess;
  /** Brief section 4: lists the user returns to keep their state (and scroll position). */
  readonly keepAlive?: boolean;
  /** The route only sends the user on (history entry replaced). */
  readonly redirectTo?: Id;
  /** Spec section 2: entering the check-in entry clears welcomeId. */
  readonly clearsWelcomeId?: boolean;
  readonly query?: QuerySpec;
  readonly firstReads?: readonly FirstReadKey[];
}

/** Checks the table's shape while keeping its literal types (ids, paths, queries). */
function defineRoutes<const T extends Record<string, RouteRow<Extract<keyof T, string>>>>(t: T): T {
  return t;
}

const PLAN_FORM_READS = ['planDetail', 'planPlacesLeft', 'planTemplate', 'planFieldLogic'] as const;

/** Spec section 2, in table order, then the screens this product adds. */
const ROUTE_TABLE = defineRoutes({
  root: { path: '/', title: '招生迎新', access: 'public', redirectTo: 'home' },
  home: {
    path: '/orientation/homepage/index',
    title: '招生迎新',
    access: 'public',
    keepAlive: true,
    firstReads: ['schoolBadge', 'schoolPromise', 'newsFirstPage'],
  },
  result: { path: '/orientation/homepage/result', title: '录取结果查询', access: 'public' },
  checkinEntry: {
    path: '/orientation/homepage/checkin',
    title: '新生报到',
    access: 'public',
    clearsWelcomeId: true,
  },
  checkinHome: { path: '/orientation/checkin/index', title: '新生报到', access: 'welcome' },
  checkinNotice: { path: '/orientation/checkin/details', title: '新生须知', access: 'welcome' },
  checkinMoreInfo: { path: '/orientation/checkin/moreinfos', title: '更多信息', access: 'welcome' },
  checkinConfirm: { path: '/orientation/checkin/confirm', title: '信息确认', access: 'welcome' },
  checkinProcedure: { path: '/orientation/checkin/procedure', title: '报到流程', access: 'welcome' },
  checkinDone: { path: '/orientation/checkin/done', title: '报到完成', access: 'welcome' },
  face: { path: '/orientation/humanface/face', title: '人脸照片', access: 'welcome' },
  takePhoto: { path: '/orientation/humanface/tackpic', title: '拍摄人脸照片', access: 'welcome' },
  faceStandard: { path: '/orientation/humanface/faceStandard', title: '人脸照片要求', access: 'welcome' },
  plans: {
    path: '/orientation/enrollment/index',
    title: '新生报名',
    access: 'open',
    keepAlive: true,
    firstReads: ['planListFirstPage'],
  },
  registration: {
    path: '/orientation/enrollment/details',
    title: '报名详情',
    access: 'open',
    query: { planId: 'required', registrationId: 'optional' },
    firstReads: PLAN_FORM_READS,
  },
  registrationMoreInfo: { path: '/orientation/enrollment/moreinfos', title: '更多信息', access: 'open' },
  applications: {
    path: '/orientation/enrollment/applylist',
    title: '报名列表',
    access: 'open',
    keepAlive: true,
  },
  registrationConfirm: { path: '/orientation/enrollment/confirm', title: '报名确认', access: 'open' },
  resultRecruit: { path: '/orientation/homepage/resultrecruit', title: '录取结果查询', access: 'open' },
  activities: {
    path: '/orientation/enrollment/signList',
    title: '活动报名',
    access: 'open',
    keepAlive: true,
  },
  activitySign: {
    path: '/orientation/enrollment/ActivitySign',
    title: '活动报名',
    access: 'open',
    query: { activityId: 'required' },
  },
  /** Added after the spec's table: 个人信息, the privacy notice, one's data and deletion (issue 17). */
  privacy: { path: '/orientation/enrollment/privacy', title: '个人信息', access: 'open' },
  /** 摇号公示 (issue 37): a draw's commitment, seed and order, recomputed in the browser; no login. */
  lotteryRecord: {
    path: '/orientation/homepage/lottery',
    title: '摇号公示',
    access: 'public',
    query: { planId: 'required' },
  },
});

type Table = typeof ROUTE_TABLE;
export type RouteId = keyof Table;

export interface RouteDef {
  readonly id: RouteId;
  readonly path: string;
  readonly title: string;
  readonly access: RouteAccess;
  readonly keepAlive?: boolean;
  readonly redirectTo?: RouteId;
  readonly clearsWelcomeId?: boolean;
  readonly query?: QuerySpec;
  readonly firstReads?: readonly FirstReadKey[];
}

/** Every route, in the order of spec section 2. */
export const ROUTES: readonly RouteDef[] = Object.entries(ROUTE_TABLE).map(
  ([id, row]) => ({ id, ...row }) as RouteDef,
);

/** The routes that show a screen (every route but a redirect such as '/'). */
export type ScreenRouteId = { [K in RouteId]: Table[K] extends { redirectTo: string } ? never : K }[RouteId];

/** Every route's path, by id (the literal types are kept: `PATHS.home` is the home path). */
export const PATHS = Object.fromEntries(ROUTES.map((r) => [r.id, r.path])) as {
  readonly [K in RouteId]: Table[K]['path'];
};

/** The page title of a hash route that is not in the registry (the 404 page). */
export const NOT_FOUND_TITLE = '页面不存在';

export const HOME_ROUTE = PATHS.home;
export const CHECKIN_ENTRY_ROUTE = PATHS.checkinEntry;

/** Spec section 2: every route under this prefix is open (never checked by the guard). */
export const ENROLLMENT_PREFIX = '/orientation/enrollment/';

type RequiredParams<Q> = { [K in keyof Q as Q[K] extends 'required' ? K : never]: string };
type OptionalParams<Q> = { [K in keyof Q as Q[K] extends 'optional' ? K : never]?: string };
type LinkBuilder<R> = R extends { query: infer Q }
  ? (params: RequiredParams<Q> & OptionalParams<Q>) => string
  : () => string;

/** A path with its query; undefined values are left out. */
function withParams(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const q = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}

/**
 * Typed link builders, one per route: a screen links with `links.registration({ planId })`, never
 * a literal; a route with a query takes exactly its parameters (a required one cannot be left out).
 */
export const links = Object.fromEntries(
  ROUTES.map((r) => {
    const names = Object.keys(r.query ?? {});
    const build = (params: Readonly<Record<string, string | undefined>> = {}) =>
      withParams(r.path, Object.fromEntries(names.map((n) => [n, params[n]])));
    return [r.id, build];
  }),
) as unknown as { readonly [K in RouteId]: LinkBuilder<Table[K]> };

/** The route part of a hash location: no query, no trailing slash (except '/'). */
export function routePath(to: string): string {
  const p = (to.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return p === '' ? '/' : p.startsWith('/') ? p : `/${p}`;
}

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The registered route of a hash location (its query ignored), if any. */
export function findRoute(to: string): RouteDef | undefined {
  return BY_PATH.get(routePath(to));
}

/** The page title of a route (spec section 2: each route sets the page title). */
export function routeTitle(to: string): string | undefined {
  return findRoute(to)?.title;
}

/** The document title while a location is shown: its route's title, or the 404 title. */
export function documentTitle(to: string): string {
  return routeTitle(to) ?? NOT_FOUND_TITLE;
}

/** Brief section 4: whether a location's screen stays mounted (hidden) when the user leaves it. */
export function isKeptAlive(to: string): boolean {
  return findRoute(to)?.keepAlive === true;
}

/** The query of a hash location ('#/a?b=1' → b=1). */
export function routeQuery(to: string): URLSearchParams {
  const s = to.replace(/^#/, '');
  const at = s.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : s.slice(at + 1));
}

/**
 * The reads the screen of a hash location makes as it opens: none for an unknown route, nor when
 * a required query parameter is missing (the screen then reads nothing either). A redirecting
 * route reads what its target reads.
 */
export function firstReadsOf(hash: string): { keys: readonly FirstReadKey[]; query: URLSearchParams } {
  const to = hash.replace(/^#/, '');
  const query = routeQuery(to);
  let route = findRoute(to);
  if (route?.redirectTo) route = ROUTES.find((r) => r.id === route!.redirectTo);
  if (!route?.firstReads) return { keys: [], query };
  const missing = Object.entries(route.query ?? {}).some(([n, need]) => need === 'required' && !query.get(n));
  return { keys: missing ? [] : route.firstReads, query };
}
