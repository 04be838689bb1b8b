import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { OnFirstOpen } from './on-first-open';

// A sheet whose code is still on its way.
const Pending = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('OnFirstOpen', () => {
  it('mounts nothing until the sheet first opens', () => {
    const { container } = render(
      <OnFirstOpen open={false}>
        <Pending />
      </OnFirstOpen>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows 加载中 over the page while the sheet loads (a tap meanwhile reaches nothing beneath)', () => {
    render(
      <OnFirstOpen open>
        <Pending />
      </OnFirstOpen>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByRole('status')).toHaveClass('zs-sheet-loading');
  });
});
