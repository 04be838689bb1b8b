import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokenStore, STAFF_TOKEN_KEY, StaffSession } from '@adapters/session/staff-session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('staff session store (issue 34 item 22: a new tab does not ask to log in again)', () => {
  it('keeps the token in localStorage, shared by every tab; logout removes it', () => {
    const tab1 = new StaffSession();
    tab1.setToken('tok-1');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('tok-1');
    // Another tab: a new session object over the same storage reads the same token.
    expect(new StaffSession().token()).toBe('tok-1');
    tab1.logout();
    expect(new StaffSession().token()).toBeNull();
  });

  it('moves a token an older build kept in sessionStorage', () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 'old-tab');
    expect(sessionTokenStore().get()).toBe('old-tab');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('old-tab');
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });
});
