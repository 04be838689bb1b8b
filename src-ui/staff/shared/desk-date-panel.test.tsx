import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deskWindow } from '../testing/desk-window';
import { ChinaDateField } from './china-date-field';

function Field({ onChange }: { onChange: (v: string) => void }) {
  const [v, setV] = useState('2026-09-01T08:00');
  return (
    <ChinaDateField
      label="报名截止时间（北京时间）"
      value={v}
      onChange={(x) => {
        setV(x);
        onChange(x);
      }}
    />
  );
}

/** The calendar's day cells (the 时/分 lists hold the same numbers). */
const days = (panel: HTMLElement) => panel.querySelector<HTMLElement>('.adm-calendar-cells')!;

describe('ChinaDateField at a desk (≥ 1024 px with a mouse)', () => {
  it('选择 opens a month calendar with 时/分, not the phone wheels; 确定 sets the field', async () => {
    deskWindow();
    const changes = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Field onChange={changes} />);
    await user.click(screen.getByRole('button', { name: '选择报名截止时间（北京时间）' }));
    const panel = await screen.findByRole('dialog', { name: '报名截止时间（北京时间）' });
    // The value's month, a calendar (no wheel columns).
    expect(within(panel).getByText(/2026年9月/)).toBeInTheDocument();
    expect(document.querySelector('.adm-picker-view-column')).toBeNull();
    await user.click(within(panel).getByLabelText('下个月'));
    expect(within(panel).getByText(/2026年10月/)).toBeInTheDocument();
    await user.click(within(days(panel)).getByText('15'));
    const [hour, minute] = within(panel).getAllByRole('combobox');
    await user.selectOptions(hour!, '17');
    await user.selectOptions(minute!, '30');
    await user.click(within(panel).getByRole('button', { name: '确定' }));
    expect(changes).toHaveBeenLastCalledWith('2026-10-15T17:30');
    expect(screen.getByRole('textbox')).toHaveValue('2026-10-15 17:30');
  });

  it('取消 leaves the field as it was', async () => {
    deskWindow();
    const changes = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Field onChange={changes} />);
    await user.click(screen.getByRole('button', { name: '选择报名截止时间（北京时间）' }));
    const panel = await screen.findByRole('dialog', { name: '报名截止时间（北京时间）' });
    await user.click(within(days(panel)).getByText('20'));
    await user.click(within(panel).getByRole('button', { name: '取消' }));
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('2026-09-01 08:00');
  });
});
