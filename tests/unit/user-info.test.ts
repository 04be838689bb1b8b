import { describe, expect, test } from 'vitest';
import { entryUserInfo, hasWelcomeId, mergeUserInfo, withoutWelcomeId } from '@domain/identity/user-info';

describe('userInfo rules (spec sections 2, 3)', () => {
  test('merging a partial update keeps the other fields', () => {
    const prev = { orgId: 'o1', tenantId: 't1', trueName: '张三' };
    expect(mergeUserInfo(prev, { userInfoId: 'u1', welcomeId: 'w1' })).toEqual({
      orgId: 'o1',
      tenantId: 't1',
      trueName: '张三',
      userInfoId: 'u1',
      welcomeId: 'w1',
    });
    expect(mergeUserInfo(prev, { orgId: 'o2' })).toMatchObject({ orgId: 'o2', tenantId: 't1' });
  });

  test('undefined in the patch does not erase; the inputs are not mutated', () => {
    const prev = { orgId: 'o1', tenantId: 't1' };
    const next = mergeUserInfo(prev, { orgId: undefined, trueName: '李四' });
    expect(next).toEqual({ orgId: 'o1', tenantId: 't1', trueName: '李四' });
    expect(prev).toEqual({ orgId: 'o1', tenantId: 't1' });
  });

  test('merging into nothing', () => {
    expect(mergeUserInfo(null, { tenantId: 't' })).toEqual({ tenantId: 't' });
    expect(mergeUserInfo({ tenantId: 't' }, null)).toEqual({ tenantId: 't' });
  });

  test('the entry reset keeps only orgId and tenantId', () => {
    expect(entryUserInfo('o9', 't9')).toEqual({ orgId: 'o9', tenantId: 't9' });
  });

  test('withoutWelcomeId drops only welcomeId', () => {
    const u = { orgId: 'o', tenantId: 't', welcomeId: 'w' };
    expect(withoutWelcomeId(u)).toEqual({ orgId: 'o', tenantId: 't' });
    expect(u.welcomeId).toBe('w');
    expect(hasWelcomeId(withoutWelcomeId(u))).toBe(false);
  });

  test('hasWelcomeId', () => {
    expect(hasWelcomeId({ welcomeId: 'w' })).toBe(true);
    expect(hasWelcomeId({ welcomeId: '' })).toBe(false);
    expect(hasWelcomeId({})).toBe(false);
    expect(hasWelcomeId(null)).toBe(false);
  });
});
