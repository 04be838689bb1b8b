import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectSheet, type SelectOption } from '@ui/kit/select-sheet';
import { popupClosed } from '@ui/testing/popup-closed';
import { user } from '@ui/testing/user';

const OPTIONS: SelectOption[] = [
  { index: 0, label: '走读' },
  { index: 1, label: '住校' },
];

/** A parent that opens the sheet on demand and records what it returns. */
function Host({
  onResult,
  defaultIndex,
}: {
  onResult: (o: SelectOption | null) => void;
  defaultIndex?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <SelectSheet
        visible={open}
        options={OPTIONS}
        defaultIndex={defaultIndex}
        onClose={(o) => {
          setOpen(false);
          onResult(o);
        }}
      />
    </>
  );
}

const chosen = () => document.querySelector('[aria-current="true"]')?.textContent ?? null;

describe('SelectSheet', () => {
  it('is closed until requested, then lists every option', async () => {
    const u = user();
    render(<Host onResult={() => {}} />);
    expect(screen.queryByText('住校')).toBeNull();
    await u.click(screen.getByText('打开'));
    expect(screen.getByText('走读')).toBeVisible();
    expect(screen.getByText('住校')).toBeVisible();
    expect(screen.getByText('取消')).toBeVisible();
  });

  it('picking returns the option, closes, and remembers the chosen index', async () => {
    const onResult = vi.fn();
    const u = user();
    render(<Host onResult={onResult} />);
    await u.click(screen.getByText('打开'));
    expect(chosen()).toBeNull();
    await u.click(screen.getByText('住校'));
    expect(onResult).toHaveBeenLastCalledWith({ index: 1, label: '住校' });
    await popupClosed();
    await u.click(screen.getByText('打开'));
    expect(chosen()).toBe('住校');
  });

  it('取消 closes with an empty selection and keeps the highlight', async () => {
    const onResult = vi.fn();
    const u = user();
    render(<Host onResult={onResult} defaultIndex={0} />);
    await u.click(screen.getByText('打开'));
    expect(chosen()).toBe('走读');
    await u.click(screen.getByText('取消'));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(null);
    await popupClosed();
  });

  it('tapping the mask also returns an empty selection', async () => {
    const onResult = vi.fn();
    const u = user();
    render(<Host onResult={onResult} />);
    await u.click(screen.getByText('打开'));
    // Under load the mask mounts after its animation frame: wait for it, then for the close.
    const mask = await waitFor(() => {
      const m = document.querySelector('.adm-mask');
      expect(m).not.toBeNull();
      return m!;
    });
    await u.click(mask);
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(null));
  });

  it('follows a new defaultIndex from the screen', () => {
    const { rerender } = render(
      <SelectSheet visible options={OPTIONS} defaultIndex={0} onClose={() => {}} />,
    );
    expect(chosen()).toBe('走读');
    rerender(<SelectSheet visible options={OPTIONS} defaultIndex={1} onClose={() => {}} />);
    expect(chosen()).toBe('住校');
  });
});
