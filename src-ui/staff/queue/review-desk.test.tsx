import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkPanel } from '../shared/bulk-panel';
import { FakeStaffGateway, row } from '../testing/fake-gateway';
import { QueueVm } from './queue.vm';
import { ReviewDrawer } from './review-drawer';
import { ReviewTable } from './review-table';
import { deskWindow } from '../testing/desk-window';

// antd-mobile's lazy Image watches the viewport.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

// A desk (≥ 1024 px).
beforeEach(deskWindow);

const at = (day: number) => `2026-06-0${day}T02:00:00.000Z`;
async function desk(setUp: (gw: FakeStaffGateway) => void = () => {}) {
  const gw = new FakeStaffGateway();
  gw.regs = [
    row('1', { name: '一号', createdAt: at(1) }),
    row('2', { name: '二号', createdAt: at(2) }),
    row('3', { name: '三号', createdAt: at(3) }),
  ];
  setUp(gw);
  const vm = new QueueVm(gw);
  await vm.open();
  render(
    <>
      <ReviewTable vm={vm} canSelect={vm.canBulk} />
      <BulkPanel vm={vm.bulk} title="批量通过" />
      <ReviewDrawer vm={vm.drawer} />
    </>,
  );
  // antd-mobile's popups animate in with pointer-events off.
  return { gw, vm, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}
const names = () =>
  within(screen.getByRole('table', { name: '报名列表' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t && /号$/.test(t));

describe('报名审核 table and drawer at a desk', () => {
  it('shows the columns, sorts by 提交时间 from the header', async () => {
    const { user } = await desk();
    const table = screen.getByRole('table', { name: '报名列表' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(heads).toEqual(['', '姓名', '招生计划', '提交时间 ↓', '缴费', '专业', '状态']);
    expect(names()).toEqual(['三号', '二号', '一号']);
    await user.click(screen.getByRole('button', { name: /^提交时间/ }));
    await vi.waitFor(() => expect(names()).toEqual(['一号', '二号', '三号']));
    expect(screen.getByRole('columnheader', { name: /提交时间/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('the header box ticks the page; 批量通过 lists the names in the dialog', async () => {
    const { vm, user } = await desk();
    await user.click(screen.getByRole('checkbox', { name: '全选本页待审核' }));
    for (const n of ['一号', '二号', '三号'])
      expect(screen.getByRole('checkbox', { name: `选择${n}` })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '选择二号' }));
    await vm.bulkApprove();
    const dialog = await screen.findByRole('dialog', { name: '批量通过' });
    const listed = within(within(dialog).getByRole('list', { name: '将通过' })).getAllByRole('listitem');
    expect(listed.map((li) => li.textContent)).toEqual(['三号', '一号']);
    expect(within(dialog).getByRole('button', { name: '确认通过 2 人' })).toBeEnabled();
  });

  it('keys: A 通过, J/K move, N 通过并下一条; nothing fires while typing in a field', async () => {
    const { gw, user } = await desk();
    await user.click(screen.getByRole('button', { name: '二号' }));
    const drawer = await screen.findByRole('dialog', { name: '报名详情' });
    await within(drawer).findByRole('heading', { name: '二号' });
    expect(within(drawer).getByLabelText('快捷键')).toHaveTextContent('N 通过并下一条');
    await user.keyboard('j');
    await within(drawer).findByRole('heading', { name: '一号' });
    await user.keyboard('k');
    await within(drawer).findByRole('heading', { name: '二号' });
    // Typing in a field: no shortcut.
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('a');
    expect(gw.named('approve')).toHaveLength(0);
    field.remove();
    await user.keyboard('n');
    await within(drawer).findByRole('heading', { name: '一号' });
    expect(gw.named('approve').map((c) => c.args[0])).toEqual(['2']);
    await within(drawer).findByText('已通过 二号，这是下一条');
    await user.keyboard('a');
    await vi.waitFor(() => expect(gw.named('approve').map((c) => c.args[0])).toEqual(['2', '1']));
  });

  it('驳回 from the bar asks the reason with the school’s templates; R opens it, typing in it fires nothing', async () => {
    const { gw, user } = await desk();
    await user.click(screen.getByRole('button', { name: '三号' }));
    const drawer = await screen.findByRole('dialog', { name: '报名详情' });
    await within(drawer).findByRole('heading', { name: '三号' });
    await user.keyboard('r');
    const sheet = await screen.findByRole('dialog', { name: '驳回原因' });
    await user.type(within(sheet).getByLabelText('原因'), 'anj');
    expect(gw.named('approve')).toHaveLength(0);
    await user.clear(within(sheet).getByLabelText('原因'));
    await user.click(within(sheet).getByRole('button', { name: gw.templates[0] }));
    await user.click(within(sheet).getByRole('button', { name: '确认驳回' }));
    expect(await within(drawer).findByRole('status')).toHaveTextContent('已驳回');
    expect(gw.named('reject').map((c) => c.args)).toEqual([['3', gw.templates[0]]]);
    // The move's answer offers no 通过 on a rejected one: the bar no longer shows it.
    expect(within(drawer).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '通过并下一条' })).toBeNull();
  });

  it('a row the server offers no 通过 on has no tick box and no 通过 in the drawer; A does nothing', async () => {
    const { gw, user } = await desk((g) => {
      // 待审核, but the server offers only 驳回 on 二号: the screen does not recompute it.
      g.regs[1]!.actions = ['reject'];
    });
    expect(screen.queryByRole('checkbox', { name: '选择二号' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择一号' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '二号' }));
    const drawer = await screen.findByRole('dialog', { name: '报名详情' });
    await within(drawer).findByRole('heading', { name: '二号' });
    expect(within(drawer).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '通过并下一条' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: '驳回' })).toBeEnabled();
    await user.keyboard('a');
    await user.keyboard('n');
    expect(gw.named('approve')).toHaveLength(0);
  });

  it('a role the server offers nothing to sees no tick boxes and no 通过 / 驳回', async () => {
    const { gw, user } = await desk((g) => (g.me_.role = 'checkin'));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '二号' }));
    const drawer = await screen.findByRole('dialog', { name: '报名详情' });
    await within(drawer).findByRole('heading', { name: '二号' });
    for (const name of ['通过', '驳回', '通过并下一条'])
      expect(within(drawer).queryByRole('button', { name })).toBeNull();
    await user.keyboard('r');
    expect(screen.queryByRole('dialog', { name: '驳回原因' })).toBeNull();
    expect(gw.named('reject')).toHaveLength(0);
  });
});
