import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField, FormFileItem } from '@domain/forms/form-field';
import { setup } from '@ui/testing/dynamic-form-host';

describe('DynamicForm: upload', () => {
  const file = (name: string, size: number): FormFileItem => ({
    file: { name, size, type: '' },
    deCodeUrl: `/f/${name}`,
  });
  const upload = (over: Partial<FormField> = {}): FormField => ({
    prop: 'att',
    label: '附件',
    type: 'upload',
    ...over,
  });
  const pickFiles = (files: File[]) =>
    fireEvent.change(screen.getByTestId('upload-input-att'), { target: { files } });
  const bigFile = (name: string, size: number) => {
    const f = new File(['x'], name);
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('lists files with a type icon, name and formatted size; tapping opens the viewer', async () => {
    const onOpenFile = vi.fn();
    const { u } = setup(
      [upload()],
      { att: [file('成绩单.pdf', 2048), file('照片.JPG', 1536000)] },
      { onOpenFile, onUpload: vi.fn() },
    );
    const list = screen.getByRole('list', { name: '附件文件' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('成绩单.pdf');
    expect(rows[0]).toHaveTextContent('2.00 kB');
    expect(rows[0]!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'file-pdf');
    expect(rows[1]!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'file-picture');
    expect(rows[1]).toHaveTextContent('1.46 MB');
    await u.click(screen.getByText('成绩单.pdf'));
    expect(onOpenFile).toHaveBeenCalledWith(
      expect.objectContaining({ deCodeUrl: '/f/成绩单.pdf' }),
      expect.anything(),
    );
  });

  it('deletes a file with its delete icon', async () => {
    const { onChange, u } = setup(
      [upload()],
      { att: [file('a.doc', 1), file('b.zip', 2)] },
      { onUpload: vi.fn() },
    );
    await u.click(screen.getByRole('button', { name: '删除a.doc' }));
    expect(onChange).toHaveBeenLastCalledWith('att', [file('b.zip', 2)], expect.anything());
  });

  it('has no delete icon when the edit flag is set', () => {
    setup([upload({ edit: true })], { att: [file('a.doc', 1)] }, { onUpload: vi.fn() });
    expect(screen.queryByRole('button', { name: '删除a.doc' })).toBeNull();
  });

  it('hides the uploader when disabled', () => {
    setup([upload({ disabled: true })], { att: [file('a.doc', 1)] }, { onUpload: vi.fn() });
    expect(screen.queryByText('上传附件')).toBeNull();
    expect(screen.getByText('a.doc')).toBeInTheDocument();
  });

  it("refuses a file over 20 MB with the toast '文件大小不能超过20M'", () => {
    const onUpload = vi.fn();
    const { toast } = setup([upload()], {}, { onUpload });
    pickFiles([bigFile('big.mp4', 20971521)]);
    expect(toast).toHaveBeenCalledWith('文件大小不能超过20M');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses more than 10 files in all', () => {
    const onUpload = vi.fn();
    const nine = Array.from({ length: 9 }, (_, i) => file(`f${i}.txt`, 1));
    const { toast } = setup([upload()], { att: nine }, { onUpload });
    pickFiles([bigFile('a.txt', 1), bigFile('b.txt', 1)]);
    expect(toast).toHaveBeenCalledWith(expect.stringContaining('10'));
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads through onUpload with per-file progress, then appends the items', async () => {
    let report!: (f: File, p: number) => void;
    let finish!: (items: FormFileItem[]) => void;
    const onUpload = vi.fn((_files: File[], onProgress: (f: File, p: number) => void) => {
      report = onProgress;
      return new Promise<FormFileItem[]>((r) => (finish = r));
    });
    const { onChange } = setup([upload()], { att: [file('old.txt', 5)] }, { onUpload });
    const f = bigFile('新.docx', 20971520);
    pickFiles([f]);
    expect(onUpload).toHaveBeenCalledWith(
      [f],
      expect.any(Function),
      expect.objectContaining({ prop: 'att' }),
    );
    act(() => report(f, 42.4));
    expect(screen.getByLabelText('新.docx上传中')).toHaveTextContent('42%');
    await act(async () => finish([file('新.docx', 20971520)]));
    expect(onChange).toHaveBeenLastCalledWith(
      'att',
      [file('old.txt', 5), file('新.docx', 20971520)],
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByLabelText('新.docx上传中')).toBeNull());
    expect(screen.getByText('20.00 MB')).toBeInTheDocument();
  });
});
