import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import { PATHS } from '@domain/shell/routes';
import { SLOW_AFTER_MS } from '@ui/kit/load-state/slow';
import { RouteSkeleton } from './route-skeleton';

afterEach(() => vi.useRealTimers());

const at = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <RouteSkeleton path={path} />
    </Router>,
  );

describe('RouteSkeleton: a route while its screen loads (issue 28)', () => {
  it("shows the route's header with title and back at once, a form-shaped skeleton, and 网络较慢 after 8 s", () => {
    vi.useFakeTimers();
    const { container } = at(PATHS.registration);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('报名详情');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(container.querySelector('.zs-route-skeleton-form[aria-busy="true"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(screen.queryByText(/网络较慢/)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(/网络较慢/);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('lists get card skeletons; home has its banner, so no header', () => {
    const list = at(PATHS.plans);
    expect(list.container.querySelector('.zs-route-skeleton:not(.zs-route-skeleton-form)')).not.toBeNull();
    list.unmount();
    at(PATHS.home);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
