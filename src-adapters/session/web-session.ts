import { inject, injectable } from 'inversify';
import type { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore, SessionStore } from '@domain/ports/storage';
import { LOCAL_KEYS, SESSION_KEYS } from '@domain/shell/session-keys';
import { mergeUserInfo, type UserInfo, withoutWelcomeId } from '@domain/identity/user-info';

const sessionKeys = new Set<string>(Object.values(SESSION_KEYS));

/**
 * The client session of spec section 3: every key in local storage except teacherId and tempData,
 * which live in session storage. Strings are stored as is, everything else as JSON.
 */
@injectable('Singleton')
export class WebSession implements Session {
  readonly #local: KeyValueStore;
  readonly #session: KeyValueStore;

  constructor(@inject(LocalStore) local: KeyValueStore, @inject(SessionStore) session: KeyValueStore) {
    this.#local = local;
    this.#session = session;
  }

  #store(key: string): KeyValueStore {
    return sessionKeys.has(key) ? this.#session : this.#local;
  }

  get<T>(key: string): T | null {
    const raw = this.#store(key).get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return raw as T;
    }
  }

  set(key: string, value: unknown): void {
    if (value === null || value === undefined) this.#store(key).remove(key);
    else this.#store(key).set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }

  token(): string | null {
    return this.#local.get(LOCAL_KEYS.accesstoken) || null;
  }

  setToken(token: string | null): void {
    this.set(LOCAL_KEYS.accesstoken, token);
  }

  userInfo(): UserInfo {
    const u = this.get<UserInfo>(LOCAL_KEYS.userInfo);
    return u && typeof u === 'object' ? u : {};
  }

  mergeUserInfo(patch: Partial<UserInfo>): UserInfo {
    const next = mergeUserInfo(this.userInfo(), patch);
    this.set(LOCAL_KEYS.userInfo, next);
    return next;
  }

  clearWelcomeId(): void {
    const u = this.userInfo();
    if (u.welcomeId !== undefined) this.set(LOCAL_KEYS.userInfo, withoutWelcomeId(u));
  }

  userName(): string | null {
    return this.#local.get(LOCAL_KEYS.userName) || null;
  }

  teacherId(): string | null {
    return this.#session.get(SESSION_KEYS.teacherId) || null;
  }

  logout(opts: { clearStorage?: boolean } = {}): void {
    // Keep the school scope so a new login lands in the same tenant (去登录 needs its tenantId).
    const { orgId, tenantId } = this.userInfo();
    // Spec section 8: HTTP 401 clears local storage first, then logs out.
    if (opts.clearStorage) this.#local.clear();
    this.setToken(null);
    this.set(LOCAL_KEYS.userName, null);
    this.set(LOCAL_KEYS.userInfo, orgId || tenantId ? { orgId, tenantId } : null);
  }
}
