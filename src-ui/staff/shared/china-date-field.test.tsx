import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChinaDateField, wallClock } from './china-date-field';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

describe('wallClock (China time as typed)', () => {
  it('takes a space or a T, pads, and refuses what is not a whole real date of the precision', () => {
    expect(wallClock('2026-9-1 8:05', 'minute')).toBe('2026-09-01T08:05');
    expect(wallClock('2026-09-01T08:05', 'minute')).toBe('2026-09-01T08:05');
    expect(wallClock('2026-09-01T08:05', 'second')).toBe('2026-09-01T08:05:00');
    expect(wallClock('2026-09-01', 'day')).toBe('2026-09-01');
    expect(wallClock('2026-02-30', 'day')).toBeNull();
    expect(wallClock('2026-09-01', 'minute')).toBeNull();
    expect(wallClock('2026-09-01 24:00', 'minute')).toBeNull();
    expect(wallClock('9月1日', 'day')).toBeNull();
  });
});

function Form({
  onChange,
  precision = 'minute' as const,
}: {
  onChange: (v: string) => void;
  precision?: 'minute';
}) {
  const [v, setV] = useState('2026-09-01T08:00');
  return (
    <label>
      <span>报名开始时间（北京时间）</span>
      <ChinaDateField
        label="报名开始时间（北京时间）"
        value={v}
        precision={precision}
        onChange={(x) => {
          setV(x);
          onChange(x);
        }}
      />
    </label>
  );
}

describe('ChinaDateField', () => {
  it('shows the value as 2026-09-01 08:00; typed dates reach the form in its form; 选择 opens the zh-CN picker', async () => {
    const changes = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Form onChange={changes} />);
    const box = screen.getByLabelText('报名开始时间（北京时间）');
    expect(box).toHaveValue('2026-09-01 08:00');
    await user.clear(box);
    await user.type(box, '2026-10-02 9:30');
    expect(changes).toHaveBeenLastCalledWith('2026-10-02T09:30');
    await user.tab();
    expect(box).toHaveValue('2026-10-02 09:30');
    // The button is named by its text and is not a second match for the field's label.
    const pick = screen.getByRole('button', { name: '选择报名开始时间（北京时间）' });
    await user.click(pick);
    expect(await screen.findByText('确定')).toBeInTheDocument();
    expect(screen.getAllByText('2026年').length).toBeGreaterThan(0);
    expect(screen.getAllByText('10月').length).toBeGreaterThan(0);
    await user.click(screen.getByText('确定'));
    expect(changes).toHaveBeenLastCalledWith('2026-10-02T09:30');
  });
});
