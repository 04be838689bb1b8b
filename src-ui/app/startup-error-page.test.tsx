import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_LOST } from '@domain/identity/login-link';
import { StartupErrorPage } from '@ui/app/startup-error-page';

describe('StartupErrorPage', () => {
  it('shows a refused login link as such, with no 重试', () => {
    render(<StartupErrorPage error="STARTUP.TOKEN_EXCHANGE" detail={LOGIN_LINK_LOST} onRetry={() => {}} />);
    expect(screen.getByText('登录链接已失效，请重新进入')).toBeTruthy();
    expect(screen.queryByText('登录信息校验失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  });
  it('keeps 重试 for a network failure of the exchange', () => {
    render(<StartupErrorPage error="STARTUP.TOKEN_EXCHANGE" detail="Network Error" onRetry={() => {}} />);
    expect(screen.getByText('登录信息校验失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
