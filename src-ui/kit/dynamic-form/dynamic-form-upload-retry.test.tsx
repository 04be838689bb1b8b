import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField, FormFileItem } from '@domain/forms/form-field';
import { setup } from '@ui/testing/dynamic-form-host';

// Issue 35 item 2: an upload refused at the peak waits for its automatic retry with the file kept.
describe('DynamicForm: upload waiting for its retry', () => {
  const field: FormField = { prop: 'att', label: '附件', type: 'upload' };

  it('shows 上传人数较多，N 秒后自动重试 with the chosen file in the list, then uploads it', async () => {
    let report!: (f: File, p: number, retryIn?: number) => void;
    let finish!: (items: FormFileItem[]) => void;
    const onUpload = vi.fn((_files: File[], onProgress: typeof report) => {
      report = onProgress;
      return new Promise<FormFileItem[]>((r) => (finish = r));
    });
    const { onChange, toast } = setup([field], {}, { onUpload });
    const f = new File(['x'], '户口本.pdf');
    fireEvent.change(screen.getByTestId('upload-input-att'), { target: { files: [f] } });
    act(() => report(f, 0, 3));
    const row = screen.getByLabelText('户口本.pdf上传中');
    expect(row).toHaveTextContent('户口本.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('上传人数较多，3 秒后自动重试');
    act(() => report(f, 0, 1));
    expect(screen.getByRole('status')).toHaveTextContent('上传人数较多，1 秒后自动重试');
    // Sent again: the wait words give way to the progress, the file still listed.
    act(() => report(f, 0, 0));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('户口本.pdf上传中')).toHaveTextContent('0%');
    act(() => report(f, 60));
    expect(screen.getByLabelText('户口本.pdf上传中')).toHaveTextContent('60%');
    await act(async () => finish([{ file: { name: '户口本.pdf', size: 1, type: '' }, deCodeUrl: '/f/1' }]));
    expect(onChange).toHaveBeenLastCalledWith(
      'att',
      [{ file: { name: '户口本.pdf', size: 1, type: '' }, deCodeUrl: '/f/1' }],
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByLabelText('户口本.pdf上传中')).toBeNull());
    expect(screen.getByText('户口本.pdf')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
