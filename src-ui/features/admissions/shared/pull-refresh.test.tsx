import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PullRefresh } from '@ui/features/admissions/shared/pull-refresh';

const touch = (clientY: number) => ({ touches: [{ clientY }] });

function setup(onRefresh: () => Promise<unknown>) {
  const { container } = render(
    <PullRefresh onRefresh={onRefresh}>
      <p>列表</p>
    </PullRefresh>,
  );
  return container.querySelector('.zs-pull') as HTMLElement;
}

describe('PullRefresh (the light pull-to-refresh of the admissions lists)', () => {
  it('a pull past the threshold shows 释放立即刷新, refreshes on release (加载中), then 刷新成功', async () => {
    vi.useFakeTimers();
    try {
      let done!: () => void;
      const onRefresh = vi.fn(() => new Promise<void>((r) => (done = r)));
      const box = setup(onRefresh);
      fireEvent.touchStart(box, touch(0));
      fireEvent.touchMove(box, touch(40));
      expect(screen.getByText('下拉刷新')).toBeInTheDocument();
      fireEvent.touchMove(box, touch(200));
      expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
      fireEvent.touchEnd(box);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(screen.getByText('加载中')).toBeInTheDocument();
      await act(async () => done());
      expect(screen.getByText('刷新成功')).toBeInTheDocument();
      await act(async () => void vi.advanceTimersByTime(600));
      expect(box.dataset.phase).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a short pull, or an upward swipe, does not refresh', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const box = setup(onRefresh);
    fireEvent.touchStart(box, touch(0));
    fireEvent.touchMove(box, touch(60));
    fireEvent.touchEnd(box);
    fireEvent.touchStart(box, touch(300));
    fireEvent.touchMove(box, touch(0));
    fireEvent.touchEnd(box);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(box.dataset.phase).toBe('idle');
  });
});
