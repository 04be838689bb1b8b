import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@ui/routes/screens';

const Page = () => <p>页面内容</p>;

describe('lazyScreen', () => {
  it('a screen whose chunk is already in renders in the first commit, without the fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const s = lazyScreen(load);
    await s.load();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <s.Screen />
      </Suspense>,
    );
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen not loaded yet shows the fallback, then itself; the chunk is fetched once', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const s = lazyScreen(load);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <s.Screen />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    await s.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
