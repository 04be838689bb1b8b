import { CHECKIN_ENTRY_ROUTE, ENROLLMENT_PREFIX, findRoute, PATHS, routePath } from './routes';
import { hasWelcomeId, type UserInfo } from '../identity/user-info';

export type GuardDecision =
  { kind: 'allow'; clearWelcomeId: boolean } | { kind: 'redirect'; to: string; replace: true };

/**
 * Spec section 2 "Navigation guard", read from the route registry: a redirecting route ('/') sends
 * the user on; entering a route that clears welcomeId (the check-in entry) does so; enrollment/*
 * and open or public routes are never checked; every other route needs a welcomeId, else it is
 * replaced by the check-in entry.
 */
export function guardRoute(to: string, userInfo: UserInfo): GuardDecision {
  const route = findRoute(to);
  if (route?.redirectTo) return { kind: 'redirect', to: PATHS[route.redirectTo], replace: true };
  if (route?.clearsWelcomeId) return { kind: 'allow', clearWelcomeId: true };
  const access = routePath(to).startsWith(ENROLLMENT_PREFIX) ? 'open' : route?.access;
  if (access === 'open' || access === 'public') return { kind: 'allow', clearWelcomeId: false };
  return hasWelcomeId(userInfo)
    ? { kind: 'allow', clearWelcomeId: false }
    : { kind: 'redirect', to: CHECKIN_ENTRY_ROUTE, replace: true };
}
