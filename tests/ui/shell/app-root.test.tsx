import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { StartupResult } from '@domain/use-cases/start-up';
import { AppRoot } from '@ui/app/app-root';
import { ShellProviders, shellContainer } from './shell-harness';
import { testAppConfig } from '../../../src-ui/testing/app-config-fixture';

// Generous waits: the ui project shares 2 cores with every other suite.
const slow = { timeout: 5000 };

vi.mock('@ui/routes/app-routes', () => ({ AppRoutes: () => <div>routes-ready</div> }));
const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('@ui/routes/screens', () => ({ SCREENS: {}, preloadScreen: (p: string) => void preloaded.push(p) }));

const config = testAppConfig();

describe('AppRoot start-up', () => {
  test('a failure shows the Chinese error page; 重试 runs start-up again', async () => {
    const results: StartupResult[] = [
      { kind: 'failed', error: 'STARTUP.CONFIG_CENTRE', detail: 'down' },
      { kind: 'ready', config },
    ];
    const start = vi.fn(() => Promise.resolve(results.shift()!));
    const { container } = shellContainer();
    render(
      <ShellProviders container={container}>
        <AppRoot start={start} />
      </ShellProviders>,
    );
    expect(await screen.findByText('平台配置获取失败', {}, slow)).toBeInTheDocument();
    // The shell marks <html data-app> in an effect after the paint: wait for it.
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('failed'), slow);
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('routes-ready', {}, slow)).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'), slow);
  });

  test("the first route's screen chunk is fetched while start-up runs", async () => {
    history.replaceState(null, '', '/zhxy/mobile/recruit/#/orientation/enrollment/index?x=1');
    preloaded.length = 0;
    const { container } = shellContainer();
    render(
      <ShellProviders container={container}>
        <AppRoot start={() => new Promise<StartupResult>(() => {})} />
      </ShellProviders>,
    );
    expect(preloaded).toEqual(['/orientation/enrollment/index']);
    history.replaceState(null, '', '/zhxy/mobile/recruit/');
  });

  test('a thrown start-up is shown as a failure, not a blank screen', async () => {
    const { container } = shellContainer();
    render(
      <ShellProviders container={container}>
        <AppRoot start={() => Promise.reject(new Error('boom'))} />
      </ShellProviders>,
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('系统配置加载失败');
  });

  test('a used login link offers to continue without it', async () => {
    const s = shellContainer();
    const start = () =>
      Promise.resolve<StartupResult>({
        kind: 'failed',
        error: 'STARTUP.TOKEN_EXCHANGE',
        detail: 'used',
        continueUrl: '/x#/y',
      });
    render(
      <ShellProviders container={s.container}>
        <AppRoot start={start} />
      </ShellProviders>,
    );
    expect(await screen.findByText('登录信息校验失败', {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不登录，继续访问' }));
    expect(s.replaced).toEqual(['/x#/y']);
  });

  test('other failures offer no way around', async () => {
    const { container } = shellContainer();
    render(
      <ShellProviders container={container}>
        <AppRoot
          start={() => Promise.resolve({ kind: 'failed', error: 'STARTUP.SYSTEM_CONFIG', detail: '' })}
        />
      </ShellProviders>,
    );
    await screen.findByText('系统配置加载失败', {}, slow);
    expect(screen.queryByRole('button', { name: '不登录，继续访问' })).toBeNull();
  });

  test('while redirecting the loading overlay stays', async () => {
    const { container } = shellContainer();
    render(
      <ShellProviders container={container}>
        <AppRoot start={() => Promise.resolve({ kind: 'redirected', to: 'x' })} />
      </ShellProviders>,
    );
    expect(await screen.findByText('加载中', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('routes-ready')).toBeNull();
  });
});
