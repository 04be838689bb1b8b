import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PlatformBridge } from '@domain/ports/platform';
import type { StartupResult } from '@domain/use-cases/start-up';
import { AppRoot } from '@ui/app/app-root';
import { ShellProviders, shellContainer } from './shell-harness';

vi.mock('@ui/routes/app-routes', () => ({ AppRoutes: () => <div>routes-ready</div> }));
vi.mock('@ui/routes/screens', () => ({ SCREENS: {}, preloadScreen: () => {} }));

const never = () => new Promise<StartupResult>(() => {});

function startAt(hash: string, miniapp = false) {
  history.replaceState(null, '', `/zhxy/mobile/recruit/#${hash}`);
  const { container } = shellContainer();
  if (miniapp)
    container
      .bind(PlatformBridge)
      .toConstantValue({ runtime: { environment: 'wx', miniappWebview: true } } as never);
  render(
    <ShellProviders container={container}>
      <AppRoot start={never} />
    </ShellProviders>,
  );
}

afterEach(() => history.replaceState(null, '', '/zhxy/mobile/recruit/'));

describe('the start-up shell (painted before systemcfg.js and the config centre answer)', () => {
  test('the check-in entry shows its header and welcome card while start-up runs', () => {
    startAt('/orientation/homepage/checkin');
    expect(screen.getByText('新生报到')).toBeInTheDocument();
    expect(screen.getByText('欢迎新同学')).toBeInTheDocument();
    expect(screen.getByText('请填写录取时的姓名和身份证号完成报到登记')).toBeInTheDocument();
  });

  test('another route shows its title bar and 加载中; home shows 加载中 only', () => {
    startAt('/orientation/enrollment/index?orgId=1');
    expect(screen.getByText('新生报名')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  test('in the mini-program web view the shell has no header (spec section 2.1)', () => {
    startAt('/orientation/homepage/checkin', true);
    expect(screen.queryByText('新生报到')).toBeNull();
    expect(screen.getByText('欢迎新同学')).toBeInTheDocument();
  });
});
