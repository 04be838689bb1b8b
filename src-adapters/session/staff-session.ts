import type { Session } from '@domain/ports/session';
import type { UserInfo } from '@domain/identity/user-info';

export const STAFF_TOKEN_KEY = 'zs:staff-token';
/** Who the server last said this browser's session is (for a desk that starts again with no network). */
export const STAFF_ME_KEY = 'zs:staff-me';

/** One value of the browser's storage (the staff token, the last 我是谁). */
export interface TokenStore {
  get(): string | null;
  set(value: string | null): void;
}

/**
 * A key of localStorage: every tab of this browser shares the session, so a new tab does not ask to
 * log in again (issue 34 item 22). The server's limits are unchanged: it ends a session idle too long
 * or open too long, and 退出登录 or a 401 removes the token for every tab. A token an older build
 * kept in this tab's sessionStorage is still read (and moved).
 */
export function sessionTokenStore(key = STAFF_TOKEN_KEY): TokenStore {
  return {
    get: () => {
      try {
        const kept = localStorage.getItem(key);
        if (kept !== null) return kept;
        const older = sessionStorage.getItem(key);
        if (older !== null) {
          localStorage.setItem(key, older);
          sessionStorage.removeItem(key);
        }
        return older;
      } catch {
        return null;
      }
    },
    set: (t) => {
      try {
        if (t) localStorage.setItem(key, t);
        else localStorage.removeItem(key);
        sessionStorage.removeItem(key);
      } catch {
        /* no storage: the session lasts for this page */
      }
    },
  };
}

/**
 * The staff app's Session for the shared HTTP port: the bearer token in its own key
 * (`zs:staff-token`, localStorage: every tab), no applicant userInfo (the school comes from the token), and a
 * logout that ends only the staff session — the desk's offline queue in localStorage stays — and
 * tells the shell (登录).
 */
export class StaffSession implements Session {
  readonly #tokens: TokenStore;
  readonly #lastMe: TokenStore;
  /** Called when the server says the session is gone (401): the shell goes to 登录. */
  onSignedOut: () => void = () => {};

  constructor(
    tokens: TokenStore = sessionTokenStore(),
    lastMe: TokenStore = sessionTokenStore(STAFF_ME_KEY),
  ) {
    this.#tokens = tokens;
    this.#lastMe = lastMe;
  }

  token(): string | null {
    return this.#tokens.get() || null;
  }
  setToken(token: string | null): void {
    this.#tokens.set(token);
    if (!token) this.#lastMe.set(null);
  }
  /** The last 我是谁 the server answered, kept as JSON. */
  get<T>(key: string): T | null {
    if (key !== STAFF_ME_KEY) return null;
    try {
      return JSON.parse(this.#lastMe.get() ?? 'null') as T | null;
    } catch {
      return null;
    }
  }
  set(key: string, value: unknown): void {
    if (key === STAFF_ME_KEY) this.#lastMe.set(value == null ? null : JSON.stringify(value));
  }
  userInfo(): UserInfo {
    return {};
  }
  mergeUserInfo(): UserInfo {
    return {};
  }
  clearWelcomeId(): void {}
  userName(): string | null {
    return null;
  }
  teacherId(): string | null {
    return null;
  }
  /** A 401: this session only (never the device's storage), then 登录. */
  logout(): void {
    this.setToken(null);
    this.onSignedOut();
  }
}
