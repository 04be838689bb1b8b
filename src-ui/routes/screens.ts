import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HOME_ROUTE } from '@domain/shell/routes';

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

/** Every route of spec section 2 and its lazily loaded screen. */
export const SCREENS: Readonly<Partial<Record<string, Screen>>> = Object.fromEntries([
  screen(HOME_ROUTE, () => import('@ui/features/admissions/home/home-page')),
  screen('/orientation/homepage/result', resultPage, result('result')),
  screen('/orientation/homepage/resultrecruit', resultPage, result('recruit')),
  screen('/orientation/homepage/checkin', () => import('@ui/features/checkin/entry/checkin-entry-page')),
  screen('/orientation/checkin/index', () => import('@ui/features/checkin/home/checkin-home-page')),
  screen('/orientation/checkin/details', () => import('@ui/features/checkin/notice/notice-page')),
  screen('/orientation/checkin/moreinfos', () => import('@ui/features/checkin/notice/more-info-page')),
  screen('/orientation/checkin/confirm', () => import('@ui/features/checkin/confirm/confirm-page')),
  screen('/orientation/checkin/procedure', () => import('@ui/features/checkin/procedure/procedure-page')),
  screen('/orientation/humanface/face', () => import('@ui/features/checkin/face/face-page')),
  screen('/orientation/humanface/tackpic', () => import('@ui/features/checkin/face/take-photo-page')),
  screen('/orientation/humanface/faceStandard', () => import('@ui/features/checkin/face/face-standard-page')),
  screen('/orientation/enrollment/index', () => import('@ui/features/admissions/plans/plan-list-page')),
  screen(
    '/orientation/enrollment/details',
    () => import('@ui/features/admissions/registration/registration-page'),
  ),
  screen(
    '/orientation/enrollment/moreinfos',
    () => import('@ui/features/admissions/registration/more-info-page'),
  ),
  screen(
    '/orientation/enrollment/applylist',
    () => import('@ui/features/admissions/applications/apply-list-page'),
  ),
  screen(
    '/orientation/enrollment/confirm',
    () => import('@ui/features/admissions/registration/confirm-page'),
  ),
  screen(
    '/orientation/enrollment/signList',
    () => import('@ui/features/admissions/activities/activity-list-page'),
  ),
  screen(
    '/orientation/enrollment/ActivitySign',
    () => import('@ui/features/admissions/activities/activity-sign-page'),
  ),
]);

/** Starts fetching a route's screen chunk (e.g. during start-up, in parallel with the config calls). */
export function preloadScreen(path: string): void {
  void loaders
    .get(path)?.()
    .catch(() => {
      /* the route renders its own error when it mounts */
    });
}
