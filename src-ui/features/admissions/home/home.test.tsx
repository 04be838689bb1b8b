import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '@ui/features/admissions/home/home-page';
import { popupClosed } from '@ui/testing/popup-closed';
import { PATHS } from '@domain/shell/links';
import { FakeGateways, failure, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

const item = (id: string, type: 'news' | 'document', title: string) => ({
  id,
  type,
  title,
  summary: '',
  coverUrl: null,
  author: '招生办',
  publishTime: '2026-05-01T01:00:00.000Z',
});

function http() {
  const g = new FakeGateways();
  g.admissions
    .on('schoolBadge', () => ({
      schoolName: '示范中学',
      badgeUrl: '',
      motto: '厚德博学',
      themeColor: '#1677ff',
    }))
    .on('schoolPromise', () => ({
      title: '招生承诺',
      content: '<p>阳光招生，公开透明</p>',
      signRequired: false,
    }))
    .on('cmsPage', (type, pageNo) => {
      const all = Array.from({ length: 12 }, (_, i) =>
        item(`${type}${i}`, type, `${type === 'document' ? '文件' : '新闻'}${i}`),
      );
      return { list: all.slice((pageNo - 1) * 10, pageNo * 10), total: all.length, pageNo, pageSize: 10 };
    })
    .on('cmsDocument', (id) => ({
      ...item(id, 'document', '招生简章'),
      content:
        '<p>欢迎报考</p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">链接</a>',
      attachments: [
        {
          fileId: 'F1',
          name: '简章.pdf',
          size: 2048,
          type: 'application/pdf',
          url: '/fileapi/files/F1?sig=1',
        },
      ],
    }));
  return g;
}

describe('home page', () => {
  it('shows the badge config, the promise, the entries and the first news page', async () => {
    const h = setupHarness(http(), { path: '/orientation/homepage/index' });
    renderScreen(HomePage, h);
    expect(await screen.findByText('示范中学')).toBeInTheDocument();
    expect(screen.getByText('厚德博学')).toBeInTheDocument();
    expect(await screen.findByText('阳光招生，公开透明')).toBeInTheDocument();
    expect(await screen.findByText('新闻0')).toBeInTheDocument();
    expect(screen.getByText('新闻9')).toBeInTheDocument();
    expect(screen.queryByText('新闻10')).toBeNull();
    for (const e of ['新生报名', '我的报名', '录取查询', '活动报名', '新生报到']) {
      // Issue 35: real links to their routes (a tap works before the app has started).
      expect(screen.getByRole('link', { name: e })).toHaveAttribute('href', expect.stringMatching(/^#?\//));
    }
    await user().click(screen.getByRole('link', { name: '录取查询' }));
    expect(h.location.history.at(-1)).toBe('/orientation/homepage/result');
  });

  it('个人信息与隐私 among the entries opens the 个人信息 page the privacy notice names (issue 23)', async () => {
    const h = setupHarness(http(), { path: '/orientation/homepage/index' });
    renderScreen(HomePage, h);
    const entries = await screen.findByRole('navigation', { name: '功能入口' });
    await user().click(within(entries).getByRole('link', { name: '个人信息与隐私' }));
    expect(h.location.history.at(-1)).toBe(PATHS.privacy);
  });

  it('switches to documents and renders a hostile document without script, handlers or javascript: links', async () => {
    const h = setupHarness(http());
    renderScreen(HomePage, h);
    await screen.findByText('新闻0');
    await user().click(screen.getByText('招生文件'));
    await user().click(await screen.findByText('文件0'));
    // The sanitizer is a lazy chunk: give it time on a loaded machine.
    const body = await screen.findByTestId('rich-text', {}, { timeout: 5000 });
    expect(within(body).getByText('欢迎报考')).toBeInTheDocument();
    expect(body.innerHTML).not.toContain('script');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('javascript:');
    expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    const link = screen.getByRole('link', { name: '简章.pdf' });
    expect(link.getAttribute('href')).toBe(
      '/fileapi/viewer?url=' + encodeURIComponent('/fileapi/files/F1?sig=1'),
    );
    expect(screen.getByText('2.00 kB')).toBeInTheDocument();
    // Browser back closes the document.
    window.dispatchEvent(new PopStateEvent('popstate'));
    await popupClosed();
  });

  it('shows an error with the message when the list fails, and an empty state when there is nothing', async () => {
    const failing = new FakeGateways();
    failing.admissions.on('cmsPage', () => Promise.reject(failure('网络错误', 'network')));
    const h1 = setupHarness(failing);
    const r = renderScreen(HomePage, h1);
    expect(await screen.findByText('网络错误')).toBeInTheDocument();
    r.unmount();
    const empty = new FakeGateways();
    empty.admissions.on('cmsPage', () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }));
    const h2 = setupHarness(empty);
    renderScreen(HomePage, h2);
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
  });
});
