import type { UserInfo } from '../identity/user-info';

/** The client session of spec section 3 over the local and session stores. */
export const Session = Symbol.for('Session');
export interface Session {
  token(): string | null;
  setToken(token: string | null): void;
  userInfo(): UserInfo;
  /** Merges a partial update into the stored userInfo and returns the result. */
  mergeUserInfo(patch: Partial<UserInfo>): UserInfo;
  /** Spec section 2: entering the check-in entry page removes welcomeId. */
  clearWelcomeId(): void;
  userName(): string | null;
  teacherId(): string | null;
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  /** Drops the token and user info (server code 401, HTTP 401 clears all local storage first). */
  logout(opts?: { clearStorage?: boolean }): void;
}
