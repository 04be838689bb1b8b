import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@ui/kit/loading-overlay';

const spinner = () => document.querySelector<HTMLElement>('.adm-spin-loading');

describe('LoadingOverlay', () => {
  it('covers the screen with a 36px spinner and 加载中 by default', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(document.querySelector('.adm-mask')).not.toBeNull();
    expect(spinner()!.style.getPropertyValue('--size')).toBe('36px');
  });

  it('takes another text and spinner size', () => {
    render(<LoadingOverlay text="提交中" size={48} />);
    expect(screen.getByRole('status')).toHaveTextContent('提交中');
    expect(screen.queryByText('加载中')).toBeNull();
    expect(spinner()!.style.getPropertyValue('--size')).toBe('48px');
  });

  it('renders nothing when not visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
