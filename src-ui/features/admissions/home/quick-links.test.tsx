import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EncryptedTokenPort } from '@domain/ports/token';
import HomePage from '@ui/features/admissions/home/home-page';
import { gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

type Link = { title: string; url: string };

/** The home screen with the school's configured quick links and a scripted encrypted-token helper. */
function home(quickLinks: Link[] | undefined, token: () => Promise<string> = async () => 'enc+T/1=') {
  const http = gateways((g) =>
    g.admissions
      .on('schoolBadge', () => ({
        schoolName: '示范中学',
        badgeUrl: '',
        motto: '',
        themeColor: '',
        ...(quickLinks ? { quickLinks } : {}),
      }))
      .on('schoolPromise', () => ({ title: '招生承诺', content: '', signRequired: false }))
      .on('cmsPage', () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
  );
  const h = setupHarness(http);
  let tokens = 0;
  h.container.bind(EncryptedTokenPort).toConstantValue({
    encryptedToken: () => {
      tokens++;
      return token();
    },
  });
  renderScreen(HomePage, h);
  return { h, tokens: () => tokens };
}

const ONE_CARD = {
  title: '校园一卡通',
  url: 'https://ykt.example.edu.cn/m/?org={{orgId}}&tenant={{tenantId}}&token={{accesstoken}}&x={{unknown}}',
};
const LIBRARY = { title: '图书馆', url: 'https://lib.example.edu.cn/?org={{orgId}}' };

describe('home quick links (configured URLs with {{…}} placeholders)', () => {
  it('a tap fills the placeholders, fetching the encrypted token then, and leaves for the link', async () => {
    const { h, tokens } = home([ONE_CARD, LIBRARY]);
    const nav = await screen.findByRole('navigation', { name: '常用服务' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['校园一卡通', '图书馆']);
    expect(tokens()).toBe(0);

    await user().click(within(nav).getByRole('button', { name: '校园一卡通' }));
    expect(h.assigned).toEqual([
      `https://ykt.example.edu.cn/m/?org=o1&tenant=t1&token=${encodeURIComponent('enc+T/1=')}&x={{unknown}}`,
    ]);
    expect(tokens()).toBe(1);
  });

  it('a link without {{accesstoken}} never asks for a token', async () => {
    const { h, tokens } = home([LIBRARY]);
    await user().click(await screen.findByRole('button', { name: '图书馆' }));
    expect(h.assigned).toEqual(['https://lib.example.edu.cn/?org=o1']);
    expect(tokens()).toBe(0);
  });

  it('when the token cannot be fetched, nothing is opened and the user is told', async () => {
    const { h } = home([ONE_CARD], () => Promise.reject(new Error('401')));
    await user().click(await screen.findByRole('button', { name: '校园一卡通' }));
    expect(h.assigned).toEqual([]);
    expect(h.toasts).toEqual(['校园一卡通暂时无法打开，请稍后重试']);
  });

  it('untitled, non-web (javascript:, relative) links are not shown; none configured: no section', async () => {
    home([
      { title: '坏链接', url: 'javascript:alert(1)' },
      { title: '相对', url: '/orientation/x' },
      { title: '', url: 'https://a.cn' },
      LIBRARY,
    ]);
    const nav = await screen.findByRole('navigation', { name: '常用服务' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['图书馆']);
  });

  it('no quick links configured: no section', async () => {
    home(undefined);
    expect(await screen.findByText('招生承诺')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '常用服务' })).toBeNull();
  });
});
