import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { fillUrlTemplate } from '@domain/shell/url-template';

const ctx = {
  userInfo: { orgId: 'org1', tenantId: 't1', userInfoId: 'u9', openAccountId: 'oa7', trueName: '张三' },
  userName: 'zhangsan',
};

describe('fillUrlTemplate (spec section 3)', () => {
  test('every named placeholder is replaced', async () => {
    const token = vi.fn(async () => 'enc+tok/=');
    const out = await fillUrlTemplate(
      'https://x.cn/p?t={{accesstoken}}&o={{orgId}}&u={{userInfoId}}&a={{openAccountId}}&n={{trueName}}&acc={{account}}&ten={{tenantId}}',
      ctx,
      token,
    );
    expect(out).toBe(
      `https://x.cn/p?t=${encodeURIComponent('enc+tok/=')}&o=org1&u=u9&a=oa7&n=${encodeURIComponent('张三')}&acc=zhangsan&ten=t1`,
    );
    expect(token).toHaveBeenCalledTimes(1);
  });

  test('the token is fetched only when the template uses it, and once when used twice', async () => {
    const token = vi.fn(async () => 'T');
    expect(await fillUrlTemplate('https://x.cn/?o={{orgId}}', ctx, token)).toBe('https://x.cn/?o=org1');
    expect(token).not.toHaveBeenCalled();
    expect(await fillUrlTemplate('{{accesstoken}}-{{accesstoken}}', ctx, token)).toBe('T-T');
    expect(token).toHaveBeenCalledTimes(1);
  });

  test('unknown placeholders are left unchanged, even names of Object.prototype', async () => {
    const out = await fillUrlTemplate(
      'a={{foo}}&b={{constructor}}&c={{ orgId }}&d={orgId}',
      ctx,
      async () => 'T',
    );
    expect(out).toBe('a={{foo}}&b={{constructor}}&c={{ orgId }}&d={orgId}');
  });

  test('a known placeholder without a value becomes empty', async () => {
    const out = await fillUrlTemplate(
      'o={{orgId}}&acc={{account}}',
      { userInfo: {}, userName: null },
      async () => 'T',
    );
    expect(out).toBe('o=&acc=');
  });

  test('a failing token fetch rejects (no URL with a missing token)', async () => {
    await expect(
      fillUrlTemplate('{{accesstoken}}', ctx, async () => Promise.reject(new Error('TOKEN.FAILED'))),
    ).rejects.toThrow('TOKEN.FAILED');
  });

  test('property: text without placeholders is returned as is, and values round-trip through decoding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((s) => !s.includes('{{')),
        fc.string(),
        async (text, orgId) => {
          expect(await fillUrlTemplate(text, ctx, async () => 'T')).toBe(text);
          const out = await fillUrlTemplate(
            '{{orgId}}',
            { userInfo: { orgId }, userName: null },
            async () => 'T',
          );
          expect(decodeURIComponent(out)).toBe(orgId);
        },
      ),
    );
  });
});
