import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState, LoadingState, SLOW_AFTER_MS } from './states';
import { loadErrorText } from './load-state';

afterEach(() => vi.useRealTimers());

describe('the one set of load states', () => {
  it('loading: a skeleton at once, 网络较慢 with 重试 after 8 s', () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const { container } = render(<LoadingState onRetry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(container.querySelectorAll('.zs-skeleton-row')).toHaveLength(3);
    act(() => void vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(screen.queryByText(/网络较慢/)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(/网络较慢/)).toBeInTheDocument();
    screen.getByRole('button', { name: '重试' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('error: the catalogue message, 重试, 返回首页 and a tappable 咨询电话', () => {
    const retry = vi.fn();
    render(<ErrorState text="暂无权限" onRetry={retry} contact="0512-6666 8888" />);
    expect(screen.getByRole('alert')).toHaveTextContent('暂无权限');
    expect(screen.queryByText('加载失败')).toBeNull();
    screen.getByRole('button', { name: '重试' }).click();
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(
      '#/orientation/homepage/index',
    );
    expect(screen.getByRole('link', { name: /咨询电话/ }).getAttribute('href')).toBe('tel:0512-66668888');
  });

  it('error on the home screen: no 返回首页', () => {
    render(<ErrorState text="网络错误" home={false} />);
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
  });

  it.each([
    [{ kind: 'server', code: 403, msg: 'x' }, '暂无权限'],
    [{ kind: 'http', status: 403, msg: 'forbidden' }, '暂无权限'],
    [{ kind: 'network', msg: '' }, '网络错误'],
    [{ kind: 'http', status: 500, msg: 'Internal Server Error' }, '服务暂时不可用，请稍后重试'],
    [{ kind: 'server', code: 500, msg: 'java.lang.IllegalStateException: x' }, '服务暂时不可用，请稍后重试'],
    [{ kind: 'server', code: 409, msg: '名额已满' }, '名额已满'],
  ])('loadErrorText %o → %s', (e, text) => {
    expect(loadErrorText(e)).toBe(text);
  });
});
