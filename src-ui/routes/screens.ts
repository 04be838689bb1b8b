import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HOME_ROUTE } from '@domain/shell/routes';
import { PATHS } from '@domain/shell/links';

type Screen = LazyExoticComponent<ComponentType>;
type Module = { default: ComponentType };
type Loader = () => Promise<{ default: ComponentType<never> }>;

const loaders = new Map<string, () => Promise<Module>>();

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

/** One route's screen; its loader is shared with preloadScreen so the chunk is fetched once. */
function screen(
  path: string,
  load: Loader,
  wrap?: (m: { default: ComponentType<never> }) => Module,
): [string, Screen] {
  const s = lazyScreen(() => load().then((m) => (wrap ? wrap(m) : (m as unknown as Module))));
  loaders.set(path, s.load);
  return [path, s.Screen];
}

/** The result page serves both result routes (spec section 2), told apart by `variant`. */
const result = (variant: 'result' | 'recruit') => (m: { default: ComponentType<never> }) => {
  const Page = m.default as unknown as ComponentType<{ variant: 'result' | 'recruit' }>;
  return { default: () => createElement(Page, { variant }) };
};
const resultPage = () => import('@ui/features/admissions/result/result-page');

/** PIPL: these screens ask for personal data, so the school's 个人信息保护告知 comes first (its own chunk). */
const gated =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), import('@ui/features/privacy/privacy-gate')]).then(([m, g]) => {
      const Page = m.default as ComponentType;
      return { default: () => createElement(g.PrivacyGate, null, createElement(Page)) };
    });

/** Every route of spec section 2 and its lazily loaded screen. */
export const SCREENS: Readonly<Partial<Record<string, Screen>>> = Object.fromEntries([
  screen(HOME_ROUTE, () => import('@ui/features/admissions/home/home-page')),
  screen(PATHS.result, resultPage, result('result')),
  screen(PATHS.resultRecruit, resultPage, result('recruit')),
  screen(PATHS.checkinEntry, () => import('@ui/features/checkin/entry/checkin-entry-page')),
  screen(PATHS.checkinHome, () => import('@ui/features/checkin/home/checkin-home-page')),
  screen(PATHS.checkinNotice, () => import('@ui/features/checkin/notice/notice-page')),
  screen(PATHS.checkinMoreInfo, () => import('@ui/features/checkin/notice/more-info-page')),
  screen(
    PATHS.checkinConfirm,
    gated(() => import('@ui/features/checkin/confirm/confirm-page')),
  ),
  screen(PATHS.checkinProcedure, () => import('@ui/features/checkin/procedure/procedure-page')),
  screen(PATHS.face, () => import('@ui/features/checkin/face/face-page')),
  screen(PATHS.takePhoto, () => import('@ui/features/checkin/face/take-photo-page')),
  screen(PATHS.faceStandard, () => import('@ui/features/checkin/face/face-standard-page')),
  screen(PATHS.plans, () => import('@ui/features/admissions/plans/plan-list-page')),
  screen(
    PATHS.registration,
    gated(() => import('@ui/features/admissions/registration/registration-page')),
  ),
  screen(PATHS.registrationMoreInfo, () => import('@ui/features/admissions/registration/more-info-page')),
  screen(PATHS.applications, () => import('@ui/features/admissions/applications/apply-list-page')),
  screen(PATHS.registrationConfirm, () => import('@ui/features/admissions/registration/confirm-page')),
  screen(PATHS.activities, () => import('@ui/features/admissions/activities/activity-list-page')),
  screen(PATHS.activitySign, () => import('@ui/features/admissions/activities/activity-sign-page')),
  screen(PATHS.privacy, () => import('@ui/features/privacy/my-data-page')),
]);

/** Starts fetching a route's screen chunk (e.g. during start-up, in parallel with the config calls). */
export function preloadScreen(path: string): void {
  void loaders
    .get(path)?.()
    .catch(() => {
      /* the route renders its own error when it mounts */
    });
}
