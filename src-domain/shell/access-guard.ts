import { ENROLLMENT_PREFIX } from './links';
import { CHECKIN_ENTRY_ROUTE, findRoute, routePath } from './routes';
import { hasWelcomeId, type UserInfo } from '../identity/user-info';

export type GuardDecision =
  { kind: 'allow'; clearWelcomeId: boolean } | { kind: 'redirect'; to: string; replace: true };

const OPEN_PREFIX = ENROLLMENT_PREFIX;

/**
 * Spec section 2 "Navigation guard": enrollment/* and resultrecruit are open; entering the check-in
 * entry clears welcomeId; every other route but home, result and the entry (and '/') needs a
 * welcomeId, else it is replaced by the check-in entry.
 */
export function guardRoute(to: string, userInfo: UserInfo): GuardDecision {
  const path = routePath(to);
  if (path === CHECKIN_ENTRY_ROUTE) return { kind: 'allow', clearWelcomeId: true };
  const access = path.startsWith(OPEN_PREFIX) ? 'open' : findRoute(path)?.access;
  if (access === 'open' || access === 'public') return { kind: 'allow', clearWelcomeId: false };
  return hasWelcomeId(userInfo)
    ? { kind: 'allow', clearWelcomeId: false }
    : { kind: 'redirect', to: CHECKIN_ENTRY_ROUTE, replace: true };
}
