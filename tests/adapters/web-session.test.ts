import { describe, expect, test } from 'vitest';
import { WebStore } from '@adapters/storage/web-store';
import { LOCAL_KEYS, SESSION_KEYS } from '@domain/shell/session-keys';
import { fakeSession } from './fakes';

describe('WebSession (spec section 3 client session)', () => {
  test('the token and userInfo live in local storage under the spec keys', () => {
    const { session, local, sessionStore } = fakeSession();
    session.setToken('tok');
    session.mergeUserInfo({ tenantId: 't', orgId: 'o' });
    expect(local.get(LOCAL_KEYS.accesstoken)).toBe('tok');
    expect(JSON.parse(local.get(LOCAL_KEYS.userInfo)!)).toEqual({ tenantId: 't', orgId: 'o' });
    expect(sessionStore.map.size).toBe(0);
  });

  test('userInfo is merged with partial updates', () => {
    const { session } = fakeSession();
    session.mergeUserInfo({ tenantId: 't', orgId: 'o', trueName: '张三' });
    const merged = session.mergeUserInfo({ userInfoId: 'u1', orgId: 'o2' });
    expect(merged).toEqual({ tenantId: 't', orgId: 'o2', trueName: '张三', userInfoId: 'u1' });
    expect(session.userInfo()).toEqual(merged);
  });

  test('teacherId and tempData are kept in session storage', () => {
    const { session, local, sessionStore } = fakeSession();
    session.set(SESSION_KEYS.teacherId, 'T9');
    session.set(SESSION_KEYS.tempData, { a: '1', appId: 'wx' });
    expect(session.teacherId()).toBe('T9');
    expect(sessionStore.get('teacherId')).toBe('T9');
    expect(session.get(SESSION_KEYS.tempData)).toEqual({ a: '1', appId: 'wx' });
    expect(local.map.size).toBe(0);
  });

  test('clearWelcomeId removes only welcomeId', () => {
    const { session } = fakeSession();
    session.mergeUserInfo({ tenantId: 't', welcomeId: 'w1' });
    session.clearWelcomeId();
    expect(session.userInfo()).toEqual({ tenantId: 't' });
  });

  test('logout drops the token, name and user but keeps the school scope', () => {
    const { session } = fakeSession();
    session.setToken('tok');
    session.set(LOCAL_KEYS.userName, 'zs');
    session.set(LOCAL_KEYS.ysCry, { k: 1 });
    session.mergeUserInfo({ tenantId: 't', orgId: 'o', welcomeId: 'w', userInfoId: 'u' });
    session.logout();
    expect(session.token()).toBeNull();
    expect(session.userName()).toBeNull();
    expect(session.userInfo()).toEqual({ tenantId: 't', orgId: 'o' });
    expect(session.get(LOCAL_KEYS.ysCry)).toEqual({ k: 1 });
  });

  test('logout with clearStorage empties local storage (but the school scope) and not the session store', () => {
    const { session, local } = fakeSession();
    session.setToken('tok');
    session.set(LOCAL_KEYS.ysCry, { k: 1 });
    session.mergeUserInfo({ tenantId: 't', orgId: 'o', welcomeId: 'w' });
    session.set(SESSION_KEYS.teacherId, 'T');
    session.logout({ clearStorage: true });
    expect(session.token()).toBeNull();
    expect(session.get(LOCAL_KEYS.ysCry)).toBeNull();
    // 去登录 after a revoked session must still name the school.
    expect(session.userInfo()).toEqual({ tenantId: 't', orgId: 'o' });
    expect([...local.map.keys()]).toEqual([LOCAL_KEYS.userInfo]);
    expect(session.teacherId()).toBe('T');
  });

  test('strings are stored raw, other values as JSON, null removes', () => {
    const { session, local } = fakeSession();
    session.set(LOCAL_KEYS.baseModal, 'plain');
    session.set(LOCAL_KEYS.searchResult, { n: 1 });
    expect(local.get('baseModal')).toBe('plain');
    expect(session.get('baseModal')).toBe('plain');
    expect(session.get('searchResult')).toEqual({ n: 1 });
    session.set(LOCAL_KEYS.baseModal, null);
    expect(local.get('baseModal')).toBeNull();
  });
});

describe('WebStore', () => {
  test('reads and writes a Storage', () => {
    const m = new Map<string, string>();
    const storage = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
    } as unknown as Storage;
    const s = new WebStore(() => storage);
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
    s.remove('a');
    expect(s.get('a')).toBeNull();
  });

  test('a throwing Storage (Safari private mode) answers null and drops writes', () => {
    const s = new WebStore(() => {
      throw new Error('SecurityError');
    });
    expect(() => s.set('a', '1')).not.toThrow();
    expect(s.get('a')).toBeNull();
    expect(() => s.clear()).not.toThrow();
  });
});
