import { describe, expect, test } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '@domain/shell/session-keys';

describe('session keys (spec section 3)', () => {
  test('local storage keys', () => {
    expect(LOCAL_KEYS).toEqual({
      accesstoken: 'accesstoken',
      userInfo: 'userInfo',
      publicUserInfo: 'publicUserInfo',
      userName: 'userName',
      tenantId: 'tenantId',
      searchResult: 'searchResult',
      baseModal: 'baseModal',
      ysCry: 'ysCry',
    });
  });

  test('teacherId and tempData live in session storage', () => {
    expect(SESSION_KEYS).toEqual({ teacherId: 'teacherId', tempData: 'tempData' });
    const local: string[] = Object.values(LOCAL_KEYS);
    expect(local).not.toContain('teacherId');
    expect(local).not.toContain('tempData');
  });
});
