import { describe, expect, test, vi } from 'vitest';
import { openConfiguredLink, usableLinks } from '@domain/shell/configured-links';

const ports = (token = vi.fn(async () => 'T')) => {
  const assigned: string[] = [];
  return {
    assigned,
    token,
    ports: {
      session: { userInfo: () => ({ orgId: 'o 1', tenantId: 't1' }), userName: () => 'li' },
      token: { encryptedToken: token },
      navigation: { assign: (u: string) => void assigned.push(u) },
    },
  };
};

describe('configured links', () => {
  test('only titled http(s) links are usable, trimmed, in order, at most eight', () => {
    expect(
      usableLinks([
        { title: ' 一卡通 ', url: ' https://a.cn/?t={{tenantId}} ' },
        { title: 'x', url: 'javascript:alert(1)' },
        { title: 'y', url: '//evil.cn' },
        { title: '', url: 'https://b.cn' },
        { url: 'https://c.cn' },
        { title: '图书馆', url: 'HTTP://lib.cn' },
      ]),
    ).toEqual([
      { title: '一卡通', url: 'https://a.cn/?t={{tenantId}}' },
      { title: '图书馆', url: 'HTTP://lib.cn' },
    ]);
    expect(usableLinks(undefined)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => ({ title: `l${i}`, url: `https://a.cn/${i}` }));
    expect(usableLinks(many).map((l) => l.title)).toEqual(['l0', 'l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7']);
  });

  test('opening fills the placeholders from the session, then navigates', async () => {
    const p = ports();
    const url = await openConfiguredLink(
      { title: 'a', url: 'https://a.cn/?o={{orgId}}&u={{account}}' },
      p.ports,
    );
    expect(url).toBe('https://a.cn/?o=o%201&u=li');
    expect(p.assigned).toEqual([url]);
    expect(p.token).not.toHaveBeenCalled();
  });

  test('a failed token fetch opens nothing', async () => {
    const p = ports(vi.fn(() => Promise.reject(new Error('401'))));
    await expect(
      openConfiguredLink({ title: 'a', url: 'https://a.cn/?t={{accesstoken}}' }, p.ports),
    ).rejects.toThrow('401');
    expect(p.assigned).toEqual([]);
  });

  test('a URL that is not http(s) once filled is refused', async () => {
    const p = ports();
    await expect(openConfiguredLink({ title: 'a', url: '{{orgId}}' }, p.ports)).rejects.toThrow(
      /not a web link/,
    );
    expect(p.assigned).toEqual([]);
  });
});
