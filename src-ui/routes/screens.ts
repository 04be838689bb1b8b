import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute, type RouteId, type ScreenRouteId } from '@domain/shell/routes';

/*
 * The UI half of the route registry (src-domain/shell/routes.ts): the screen of every route, by
 * the same route id, loaded lazily. A route added to the registry without a screen here fails the
 * typecheck (`satisfies Record<ScreenRouteId, Loader>`).
 */

type Screen = LazyExoticComponent<ComponentType>;
type Module = { default: ComponentType };
type Loader = () => Promise<Module>;
type PageModule = { default: ComponentType<never> };

/** A thenable that calls back at once (React.lazy reads it synchronously); React ignores what then returns. */
const settled = (m: Module) =>
  ({
    then: (onFulfilled: (v: Module) => unknown) => void onFulfilled(m),
  }) as unknown as Promise<Module>;

/**
 * A lazily loaded component and the loader that fetches its chunk once. Once the chunk is in,
 * React.lazy gets a thenable that answers at once: a resolved Promise would still suspend for a
 * microtask, and React 19 then holds the revealed screen back for its 300 ms Suspense throttle
 * (the first screen, preloaded during start-up, would show up to 300 ms late).
 */
export function lazyScreen(load: () => Promise<Module>): { Screen: Screen; load: () => Promise<Module> } {
  let pending: Promise<Module> | null = null;
  let loaded: Module | null = null;
  const once = () => (pending ??= load().then((m) => (loaded = m)));
  return { Screen: lazy(() => (loaded ? settled(loaded) : once())), load: once };
}

const page = (load: () => Promise<PageModule>): Loader => load as unknown as Loader;

/** The result page serves both result routes (spec section 2), told apart by `variant`. */
const resultPage =
  (variant: 'result' | 'recruit'): Loader =>
  () =>
    import('@ui/features/admissions/result/result-page').then((m) => {
      const Page = m.default as unknown as ComponentType<{ variant: 'result' | 'recruit' }>;
      return { default: () => createElement(Page, { variant }) };
    });

/** PIPL: these screens ask for personal data, so the school's 个人信息保护告知 comes first (its own chunk). */
const gated =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), import('@ui/features/privacy/privacy-gate')]).then(([m, g]) => {
      const Page = m.default;
      return { default: () => createElement(g.PrivacyGate, null, createElement(Page)) };
    });

/** Every route's screen, by route id. */
const LOADERS = {
  home: page(() => import('@ui/features/admissions/home/home-page')),
  result: resultPage('result'),
  checkinEntry: page(() => import('@ui/features/checkin/entry/checkin-entry-page')),
  checkinHome: page(() => import('@ui/features/checkin/home/checkin-home-page')),
  checkinNotice: page(() => import('@ui/features/checkin/notice/notice-page')),
  checkinMoreInfo: page(() => import('@ui/features/checkin/notice/more-info-page')),
  checkinConfirm: gated(page(() => import('@ui/features/checkin/confirm/confirm-page'))),
  checkinProcedure: page(() => import('@ui/features/checkin/procedure/procedure-page')),
  checkinDone: page(() => import('@ui/features/checkin/done/checkin-done-page')),
  face: page(() => import('@ui/features/checkin/face/face-page')),
  takePhoto: page(() => import('@ui/features/checkin/face/take-photo-page')),
  faceStandard: page(() => import('@ui/features/checkin/face/face-standard-page')),
  plans: page(() => import('@ui/features/admissions/plans/plan-list-page')),
  registration: gated(page(() => import('@ui/features/admissions/registration/registration-page'))),
  registrationMoreInfo: page(() => import('@ui/features/admissions/registration/more-info-page')),
  applications: page(() => import('@ui/features/admissions/applications/apply-list-page')),
  registrationConfirm: page(() => import('@ui/features/admissions/registration/confirm-page')),
  resultRecruit: resultPage('recruit'),
  activities: page(() => import('@ui/features/admissions/activities/activity-list-page')),
  activitySign: page(() => import('@ui/features/admissions/activities/activity-sign-page')),
  privacy: page(() => import('@ui/features/privacy/my-data-page')),
  lotteryRecord: page(() => import('@ui/features/admissions/lottery/lottery-record-page')),
} satisfies Record<ScreenRouteId, Loader>;

const BUILT = Object.entries(LOADERS).map(([id, load]) => [id as RouteId, lazyScreen(load)] as const);

/** The lazily loaded screen of each route, by route id (a redirect such as '/' has none). */
export const SCREENS: Readonly<Partial<Record<RouteId, Screen>>> = Object.fromEntries(
  BUILT.map(([id, s]) => [id, s.Screen]),
);
const PRELOADS = new Map(BUILT.map(([id, s]) => [id, s.load]));

/**
 * Starts fetching the chunk of the screen a location shows, following a redirect ('/' → home),
 * e.g. during start-up in parallel with the config calls.
 */
export function preloadScreen(to: string): void {
  const route = findRoute(to);
  const id = route?.redirectTo ?? route?.id;
  void (id && PRELOADS.get(id))?.().catch(() => {
    /* the route renders its own error when it mounts */
  });
}
