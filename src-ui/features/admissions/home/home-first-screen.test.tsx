import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '@ui/features/admissions/home/home-page';
import { plainParagraphs } from '@ui/features/admissions/home/plain-text';
import { gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

const HOSTILE =
  '<p>阳光招生</p><p>公开<b>透明</b><br>严禁收费</p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2"><style>p{}</style>';

describe('home first screen (no DOMPurify, no antd Tabs/PullToRefresh/Popup before a tap)', () => {
  it('the promise is shown as plain paragraphs: no markup, no script, no handler runs', async () => {
    expect(plainParagraphs(HOSTILE)).toEqual(['阳光招生', '公开透明', '严禁收费']);
    let answer!: (v: { title: string; content: string; signRequired: boolean }) => void;
    const h = setupHarness(
      gateways((g) =>
        g.admissions
          .on('schoolPromise', () => new Promise((r) => (answer = r)))
          .on('cmsPage', () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
      ),
    );
    const { container } = renderScreen(HomePage, h);
    // Space is held for the promise while its call runs.
    expect(container.querySelector('.zs-skeleton-block')).not.toBeNull();
    answer({ title: '招生承诺', content: HOSTILE, signRequired: false });
    const text = await screen.findByTestId('promise-text');
    expect(container.querySelector('.zs-skeleton-block')).toBeNull();
    expect(within(text).getByText('严禁收费')).toBeInTheDocument();
    expect(text.querySelector('script,img,style,b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('news and documents are tabs with the selected one marked', async () => {
    const h = setupHarness(
      gateways((g) => g.admissions.on('cmsPage', () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }))),
    );
    renderScreen(HomePage, h);
    const news = await screen.findByRole('tab', { name: '学校新闻' });
    const docs = screen.getByRole('tab', { name: '招生文件' });
    expect(news).toHaveAttribute('aria-selected', 'true');
    await user().click(docs);
    expect(docs).toHaveAttribute('aria-selected', 'true');
    expect(news).toHaveAttribute('aria-selected', 'false');
    expect(document.querySelector('.adm-popup')).toBeNull();
  });
});
