import { Suspense, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Session } from '@domain/ports/session';
import { type GuardDecision, guardRoute } from '@domain/shell/access-guard';
import { HOME_ROUTE, findRoute, routeTitle } from '@domain/shell/routes';
import { useService } from '@ui/di';
import { BootLoading } from '@ui/app/boot-loading';
import { useKeepAlive } from '@ui/app/keep-alive';
import { NotFoundPage } from '@ui/app/not-found-page';
import { NOT_FOUND_TITLE } from '@ui/app/not-found-title';
import { SCREENS } from './screens';

const isKept = (path: string) => findRoute(path)?.keepAlive === true;
const fallback = <BootLoading />;

/**
 * The 20 routes of spec section 2 with the navigation guard: a redirect replaces the history
 * entry, entering the check-in entry clears welcomeId, '/' goes home, unknown paths get a 404.
 */
export function AppRoutes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useService<Session>(Session);

  const Screen = SCREENS[path];
  const decision: GuardDecision =
    path === '/'
      ? { kind: 'redirect', to: HOME_ROUTE, replace: true }
      : Screen
        ? guardRoute(path, session.userInfo())
        : { kind: 'allow', clearWelcomeId: false }; // an unknown path is a 404, not a guarded page

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const clearWelcomeId = decision.kind === 'allow' && decision.clearWelcomeId;
  useLayoutEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
    else if (clearWelcomeId) session.clearWelcomeId();
  }, [path, redirectTo, clearWelcomeId, navigate, session]);

  useLayoutEffect(() => {
    if (decision.kind === 'allow') document.title = Screen ? (routeTitle(path) ?? '') : NOT_FOUND_TITLE;
  }, [path, Screen, decision.kind]);

  const kept = useKeepAlive(decision.kind === 'allow' ? path : '', isKept);
  const active = decision.kind === 'allow';

  return (
    <>
      {/* A plain div, not a section: a <header> inside a section is no banner landmark (axe region). */}
      {kept.map((p) => {
        const Kept = SCREENS[p]!;
        return (
          <div key={p} hidden={!active || p !== path} data-route={p}>
            <Suspense fallback={fallback}>
              <Kept />
            </Suspense>
          </div>
        );
      })}
      {active && !isKept(path) ? (
        <div key={`${path}?${search}`} data-route={path}>
          {Screen ? (
            <Suspense fallback={fallback}>
              <Screen />
            </Suspense>
          ) : (
            <NotFoundPage />
          )}
        </div>
      ) : null}
    </>
  );
}
