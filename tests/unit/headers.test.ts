import { describe, expect, test } from 'vitest';
import { pickTenantId, requestHeaders } from '@domain/http/headers';

const now = new Date('2026-05-01T08:00:00.123Z');

describe('requestHeaders (spec section 7)', () => {
  test('tenantId, orgId, requestId (timestamp) and ysNetType', () => {
    expect(requestHeaders({ tenantId: 't1', orgId: 'o1', manually: 'wifi', now })).toEqual({
      tenantId: 't1',
      orgId: 'o1',
      requestId: String(now.getTime()),
      ysNetType: '1',
    });
  });

  test('orgId is omitted when no organisation is known; ysNetType 0 when not manual', () => {
    const h = requestHeaders({ tenantId: 't1', manually: 'none', now });
    expect(h).toEqual({ tenantId: 't1', requestId: '1777622400123', ysNetType: '0' });
    expect('orgId' in h).toBe(false);
    expect('orgId' in requestHeaders({ tenantId: 't1', orgId: '', manually: 'none', now })).toBe(false);
  });

  test('tenantId is always present, empty when unknown', () => {
    expect(requestHeaders({ manually: 'none', now }).tenantId).toBe('');
  });
});

describe('pickTenantId (spec section 6)', () => {
  const src = {
    publicUserInfo: { tenantId: 'pub' },
    userInfo: { tenantId: 'login' },
    state: { custom: { tenantId: 'custom' }, raw: 'rawT' },
    storedTenantId: 'stored',
  };

  test('public mode reads the public user info', () => {
    expect(pickTenantId({ ...src, mode: 'public' })).toBe('pub');
  });

  test('login mode reads the logged-in user info', () => {
    expect(pickTenantId({ ...src, mode: 'login' })).toBe('login');
  });

  test('a custom state key reads that state (an object with tenantId, or the value itself)', () => {
    expect(pickTenantId({ ...src, mode: { stateKey: 'custom' } })).toBe('custom');
    expect(pickTenantId({ ...src, mode: { stateKey: 'raw' } })).toBe('rawT');
  });

  test('the stored tenantId is the fallback; nothing known → undefined', () => {
    expect(pickTenantId({ ...src, publicUserInfo: null, mode: 'public' })).toBe('stored');
    expect(pickTenantId({ ...src, mode: { stateKey: 'missing' } })).toBe('stored');
    expect(pickTenantId({ mode: 'login' })).toBeUndefined();
  });
});
