import type { Session } from '@domain/ports/session';
import type { UserInfo } from '@domain/identity/user-info';

/** An in-memory Session for view-model tests. */
export function fakeSession(
  init: { token?: string | null; userInfo?: UserInfo } = {},
): Session & { data: Map<string, unknown> } {
  let token = init.token ?? null;
  let userInfo: UserInfo = init.userInfo ?? {};
  const data = new Map<string, unknown>();
  return {
    data,
    token: () => token,
    setToken: (t) => void (token = t),
    userInfo: () => userInfo,
    mergeUserInfo: (p) => (userInfo = { ...userInfo, ...p }),
    clearWelcomeId: () => {
      const { welcomeId: _w, ...rest } = userInfo;
      userInfo = rest;
    },
    userName: () => null,
    teacherId: () => null,
    get: <T>(k: string) => (data.has(k) ? (data.get(k) as T) : null),
    set: (k, v) => void (v == null ? data.delete(k) : data.set(k, v)),
    logout: () => {
      token = null;
      userInfo = {};
    },
  };
}
