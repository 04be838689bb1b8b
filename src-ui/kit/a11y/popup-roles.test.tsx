import { render, screen, waitFor } from '@testing-library/react';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Popup from 'antd-mobile/es/components/popup';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { announcePopups } from './popup-roles';

let stop: () => void;
beforeEach(() => {
  stop = announcePopups(document);
});
afterEach(() => stop());

test('an open Popup is a modal dialog named by its heading', async () => {
  render(
    <Popup visible>
      <h2>上传缴费凭证</h2>
    </Popup>,
  );
  const dialog = await screen.findByRole('dialog', { name: '上传缴费凭证' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
});

test('an ActionSheet is a dialog whose options sit in a listbox; 取消 is a button', async () => {
  render(
    <ActionSheet
      visible
      extra="性别"
      cancelText="取消"
      actions={[
        { key: 1, text: '男' },
        { key: 2, text: '女' },
      ]}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: '性别' });
  await waitFor(() => expect(dialog.querySelector('[role="listbox"]')).not.toBeNull());
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['男', '女']);
  expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
});

test('the ID keyboard (no mask) is a region named 数字键盘, not a modal dialog', async () => {
  const { IdKeyboard } = await import('@ui/kit/dynamic-form/id-keyboard');
  render(<IdKeyboard visible value="" onChange={() => {}} onClose={() => {}} />);
  const group = await screen.findByRole('region', { name: '数字键盘' });
  expect(group).not.toHaveAttribute('aria-modal');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a Dialog is named by its title', async () => {
  const Dialog = (await import('antd-mobile/es/components/dialog')).default;
  render(
    <Dialog
      visible
      title="提交前需要登录"
      content="登录后将自动提交"
      actions={[{ key: 'ok', text: '去登录' }]}
    />,
  );
  expect(await screen.findByRole('dialog', { name: '提交前需要登录' })).toHaveAttribute('aria-modal', 'true');
  // One dialog, not a dialog in a dialog.
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
});
