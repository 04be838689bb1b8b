import { lazy, Suspense, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Session } from '@domain/ports/session';
import { type GuardDecision, guardRoute } from '@domain/shell/access-guard';
import { documentTitle, findRoute, isKeptAlive } from '@domain/shell/routes';
import { useService } from '@ui/di';
import { RouteSkeleton } from '@ui/app/route-skeleton';
import { useKeepAlive } from '@ui/app/keep-alive';
import { SCREENS } from './screens';

// The 404 page loads when a path is unknown (issue 28: out of the first visit).
const NotFoundPage = lazy(() => import('@ui/app/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** While a screen's chunk loads: its header and a skeleton shaped like it (issue 28). */
const fallback = (path: string) => <RouteSkeleton path={path} />;
const screenOf = (path: string) => {
  const id = findRoute(path)?.id;
  return id && SCREENS[id];
};

/**
 * The routes of the registry (src-domain/shell/routes.ts) with the navigation guard derived from
 * it: a redirect replaces the history entry, entering the check-in entry clears welcomeId, '/'
 * goes home, unknown paths get a 404; titles and keep-alive come from the same rows.
 */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useService<Session>(Session);

  const known = findRoute(path) !== undefined;
  const Screen = screenOf(path);
  const decision: GuardDecision = known
    ? guardRoute(path, session.userInfo())
    : { kind: 'allow', clearWelcomeId: false }; // an unknown path is a 404, not a guarded page

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const clearWelcomeId = decision.kind === 'allow' && decision.clearWelcomeId;
  useLayoutEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
    else if (clearWelcomeId) session.clearWelcomeId();
  }, [path, redirectTo, clearWelcomeId, navigate, session]);

  useLayoutEffect(() => {
    if (decision.kind === 'allow') document.title = documentTitle(path);
  }, [path, decision.kind]);

  const active = decision.kind === 'allow';
  const kept = useKeepAlive(active ? path : '', isKeptAlive);

  return (
    <>
      {/* A plain div, not a section: a <header> inside a section is no banner landmark (axe region). */}
      {kept.map((p) => {
        const Kept = screenOf(p)!;
        return (
          <div key={p} hidden={!active || p !== path} data-route={p}>
            <Suspense fallback={fallback(p)}>
              <Kept />
            </Suspense>
          </div>
        );
      })}
      {active && !isKeptAlive(path) ? (
        <div key={`${path}?${search}`} data-route={path}>
          {Screen ? (
            <Suspense fallback={fallback(path)}>
              <Screen />
            </Suspense>
          ) : (
            <Suspense fallback={fallback(path)}>
              <NotFoundPage />
            </Suspense>
          )}
        </div>
      ) : null}
    </>
  );
}
