import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/shell/runtime';
import { ContainerProvider } from '@ui/di';
import { PageHeader } from '@ui/kit/page-header';
import { user } from '@ui/testing/user';

const H5: Runtime = { environment: 'h5', miniappWebview: false };
const MINIAPP: Runtime = { environment: 'wx', miniappWebview: true };

function at(path: string, children: ReactNode, runtime?: Runtime) {
  const tree = <Router hook={memoryLocation({ path }).hook}>{children}</Router>;
  if (!runtime) return tree;
  const c = new Container();
  c.bind(PlatformBridge).toConstantValue({ runtime } as PlatformBridge);
  return <ContainerProvider container={c}>{tree}</ContainerProvider>;
}

describe('PageHeader', () => {
  it('shows a back arrow and the current route title', () => {
    render(at('/orientation/checkin/confirm', <PageHeader />, H5));
    expect(screen.getByRole('heading')).toHaveTextContent('信息确认');
    expect(screen.getByRole('button', { name: '返回' })).toBeVisible();
  });

  it('prefers the title passed in', () => {
    render(at('/orientation/checkin/confirm', <PageHeader title="我的报名" />));
    expect(screen.getByRole('heading')).toHaveTextContent('我的报名');
  });

  it('raises back when the arrow is tapped', async () => {
    const onBack = vi.fn();
    render(at('/orientation/enrollment/index', <PageHeader onBack={onBack} />));
    await user().click(screen.getByRole('img', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes back in history by default', async () => {
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(at('/orientation/enrollment/index', <PageHeader />));
    await user().click(screen.getByRole('img', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
    length.mockRestore();
  });

  it('goes home when the page was opened directly (no history to go back to)', async () => {
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const mem = memoryLocation({ path: '/orientation/enrollment/index', record: true });
    render(
      <Router hook={mem.hook}>
        <PageHeader />
      </Router>,
    );
    await user().click(screen.getByRole('img', { name: '返回' }));
    expect(back).not.toHaveBeenCalled();
    expect(mem.history!.at(-1)).toBe('/orientation/homepage/index');
    length.mockRestore();
    back.mockRestore();
  });

  it('is hidden entirely in the mini-program web view (from the container)', () => {
    const { container } = render(at('/orientation/homepage/index', <PageHeader title="首页" />, MINIAPP));
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden in the mini-program web view (from the prop), shown in the WeChat browser', () => {
    const { container, rerender } = render(at('/', <PageHeader title="首页" runtime={MINIAPP} />));
    expect(container).toBeEmptyDOMElement();
    rerender(at('/', <PageHeader title="首页" runtime={{ environment: 'wx', miniappWebview: false }} />));
    expect(screen.getByRole('banner')).toBeVisible();
  });
});
