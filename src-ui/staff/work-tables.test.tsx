import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffGateway } from '@domain/staff/gateway';
import type { OrderRow, StaffRole } from '@domain/staff/types';
import { ContainerProvider } from '@ui/di';
import { PaymentsPage } from './payments/payments-page';
import { PhotosPage } from './photos/photos-page';
import { StaffSessionVm } from './session.vm';
import { FakeStaffGateway, row } from './testing/fake-gateway';
import { VouchersPage } from './vouchers/vouchers-page';
import { deskWindow } from './testing/desk-window';

// 凭证审核, 缴费订单 and 人脸照片 at a desk (≥ 1024 px): the shared table, counts on the status tabs,
// the server's sort, and dialogs that name whose and what (issue 24 item 2).

globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

// A desk (≥ 1024 px).
beforeEach(deskWindow);

/** The page for a signed-in `role` (the fake server computes each row's actions for it). */
function mount(gw: FakeStaffGateway, page: React.ReactNode, role: StaffRole = 'admin') {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(StaffGateway).toConstantValue(gw);
  c.bind(StaffSessionVm).toSelf();
  gw.me_.role = role;
  c.get(StaffSessionVm).me = { ...gw.me_, mustChangePassword: false };
  render(<ContainerProvider container={c}>{page}</ContainerProvider>);
  return userEvent.setup({ pointerEventsCheck: 0 });
}
/** The table as it is now (a reload re-renders it). */
const cells = (name: string, col: number) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[col]!.textContent);
const heads = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());

const at = (day: number) => `2026-06-0${day}T02:00:00.000Z`;

describe('凭证审核 table', () => {
  it('columns, counts on the tabs, 上传时间 sorted by the server; 通过 confirmed naming whose and how much', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { name: '一号', voucherStatus: 0, reviewStatus: 1, amount: 20000, updatedAt: at(1) }),
      row('2', { name: '二号', voucherStatus: 0, reviewStatus: 1, amount: 20000, updatedAt: at(2) }),
      row('3', { name: '三号', voucherStatus: 2, reviewStatus: 1, updatedAt: at(3) }),
    ];
    const user = mount(gw, <VouchersPage />);
    const table = await screen.findByRole('table', { name: '凭证列表' });
    expect(heads(table)).toEqual(['凭证', '姓名', '招生计划', '应缴金额', '上传时间 ↑', '状态', '操作']);
    expect(cells('凭证列表', 1)).toEqual(['一号', '二号']);
    expect(cells('凭证列表', 3)).toEqual(['¥200.00', '¥200.00']);
    expect(screen.getByRole('tab', { name: '审核中 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /\(1\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^上传时间/ }));
    await vi.waitFor(() => expect(cells('凭证列表', 1)).toEqual(['二号', '一号']));
    expect(gw.named('vouchers').at(-1)!.args[0]).toMatchObject({ sort: 'timeDesc', page: 1 });
    expect(screen.getByRole('columnheader', { name: /上传时间/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: '通过一号的凭证' }));
    const dialog = await screen.findByRole('dialog', { name: '通过一号的缴费凭证' });
    expect(dialog).toHaveTextContent('一号 · 2026级新生报名 · 应缴 ¥200.00');
    expect(within(dialog).getByRole('img', { name: '一号的缴费凭证' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByRole('status')).toHaveTextContent('凭证已通过');
    expect(gw.named('reviewVoucher')[0]!.args).toEqual(['1', true, undefined]);
    await vi.waitFor(() => expect(cells('凭证列表', 1)).toEqual(['二号']));
    expect(screen.getByRole('tab', { name: '审核中 (1)' })).toBeInTheDocument();
  });

  it('驳回 from the row: the reason dialog names whose voucher', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', { name: '一号', voucherStatus: 0, reviewStatus: 1, amount: 20000 })];
    const user = mount(gw, <VouchersPage />);
    const table = await screen.findByRole('table', { name: '凭证列表' });
    await user.click(within(table).getByRole('button', { name: '驳回一号的凭证' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回一号的缴费凭证' });
    expect(dialog).toHaveTextContent('应缴 ¥200.00');
    await user.type(within(dialog).getByLabelText('原因'), '金额不符');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByRole('status')).toHaveTextContent('凭证已驳回');
    expect(gw.named('reviewVoucher')[0]!.args).toEqual(['1', false, '金额不符']);
  });

  it('a row the server offers nothing shows no 通过 / 驳回, in the table and in the dialog (issue 23)', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { name: '一号', voucherStatus: 0, reviewStatus: 1 }),
      row('2', { name: '二号', voucherStatus: 0, reviewStatus: 1 }),
    ];
    gw.voucherActions_ = { '1': [], '2': ['rejectVoucher'] };
    const user = mount(gw, <VouchersPage />);
    const table = await screen.findByRole('table', { name: '凭证列表' });
    const first = within(table).getByRole('row', { name: '一号的凭证' });
    expect(within(first).queryByRole('button', { name: /通过|驳回/ })).toBeNull();
    const second = within(table).getByRole('row', { name: '二号的凭证' });
    expect(within(second).queryByRole('button', { name: '通过二号的凭证' })).toBeNull();
    expect(within(second).getByRole('button', { name: '驳回二号的凭证' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /查看一号的缴费凭证/ }));
    const dialog = await screen.findByRole('dialog', { name: '通过一号的缴费凭证' });
    expect(within(dialog).queryByRole('button', { name: /确认通过|驳回/ })).toBeNull();
  });
});

const order = (id: string, over: Partial<OrderRow> = {}): OrderRow => ({
  registrationId: id,
  planName: '2026级新生报名',
  name: `学生${id}`,
  amount: 20000,
  feeStatus: 3,
  feeText: '已缴费',
  orderNo: `ZS${id}`,
  orderStatus: 'paid',
  paidAt: at(Number(id)),
  ...over,
});

describe('缴费订单 table', () => {
  it('counts on the fee tabs, 支付时间 sort, and the refund dialog says whose ¥200 it is', async () => {
    const gw = new FakeStaffGateway();
    gw.orders_ = [
      order('1', { name: '甲' }),
      order('2', { name: '乙' }),
      order('3', { name: '丙', feeStatus: 1, feeText: '未缴费', orderNo: null, paidAt: null }),
    ];
    const user = mount(gw, <PaymentsPage />);
    const table = await screen.findByRole('table', { name: '订单列表' });
    expect(heads(table)).toEqual(['姓名', '招生计划', '金额', '订单号', '支付时间 ↓', '状态', '操作']);
    expect(cells('订单列表', 0)).toEqual(['乙', '甲', '丙']);
    expect(screen.getByRole('tab', { name: '全部 (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已缴费 (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^支付时间/ }));
    await vi.waitFor(() => expect(cells('订单列表', 0)).toEqual(['甲', '乙', '丙']));
    expect(gw.named('orders').at(-1)!.args[0]).toMatchObject({ sort: 'timeAsc' });

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: '为乙退费' }));
    const dialog = await screen.findByRole('dialog', { name: '为乙退费 ¥200.00' });
    expect(dialog).toHaveTextContent('乙 · 2026级新生报名 · 订单号 ZS2 · 退还 ¥200.00');
    await user.type(within(dialog).getByLabelText('原因'), '家长申请');
    await user.click(within(dialog).getByRole('button', { name: '确认退费 ¥200.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已提交退费');
    expect(gw.named('refund')[0]!.args).toEqual(['2', '家长申请']);
    expect(screen.getByRole('tab', { name: '已缴费 (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^未缴费/ }));
    await vi.waitFor(() => expect(cells('订单列表', 0)).toEqual(['丙']));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: '丙线下已缴' }));
    expect(await screen.findByRole('dialog', { name: '确认丙已线下缴费 ¥200.00' })).toBeInTheDocument();
  });

  it('exactly the actions each row carries: a 已退费 row none, and 招生老师 is offered nothing (issue 23)', async () => {
    const gw = new FakeStaffGateway();
    gw.orders_ = [
      order('1', { name: '甲' }),
      order('2', { name: '乙', feeStatus: 5, feeText: '已退费' }),
      order('3', { name: '丙', feeStatus: 1, feeText: '未缴费', orderNo: null, paidAt: null }),
    ];
    mount(gw, <PaymentsPage />);
    const table = await screen.findByRole('table', { name: '订单列表' });
    const buttons = (name: string) =>
      within(within(table).getByRole('row', { name }))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('甲')).toEqual(['退费']);
    expect(buttons('乙')).toEqual([]);
    expect(buttons('丙')).toEqual(['线下已缴']);
  });

  it('a role the server offers nothing (招生老师) sees the orders without a button', async () => {
    const gw = new FakeStaffGateway();
    gw.orders_ = [order('1', { name: '甲' }), order('2', { name: '乙', feeStatus: 1, paidAt: null })];
    mount(gw, <PaymentsPage />, 'admissions');
    const table = await screen.findByRole('table', { name: '订单列表' });
    expect(cells('订单列表', 0)).toEqual(['甲', '乙']);
    expect(within(table).queryAllByRole('button', { name: /退费|线下已缴/ })).toEqual([]);
  });
});

describe('人脸照片 table', () => {
  it('the photo, name and 学号 in columns, counts on the tabs; 驳回 names the student', async () => {
    const gw = new FakeStaffGateway();
    gw.photos_ = ['1', '2', '3'].map((id) => ({
      welcomeId: `w${id}`,
      name: `新生${id}`,
      studentNo: `S${id}`,
      photoStatus: id === '3' ? 1 : 0,
      photoText: '审核中',
      rejectReason: null,
      url: `/fileapi/${id}.jpg`,
    }));
    const user = mount(gw, <PhotosPage />);
    const table = await screen.findByRole('table', { name: '照片列表' });
    expect(heads(table)).toEqual(['照片', '姓名', '学号', '状态', '操作']);
    expect(cells('照片列表', 1)).toEqual(['新生1', '新生2']);
    expect(within(table).getByRole('img', { name: '新生1的人脸照片' })).toHaveAttribute(
      'src',
      '/fileapi/1.jpg',
    );
    expect(screen.getByRole('tab', { name: /\(2\)$/ })).toHaveAttribute('aria-selected', 'true');
    const first = within(table).getByRole('row', { name: '新生1的照片' });
    await user.click(within(first).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回新生1的人脸照片' });
    expect(dialog).toHaveTextContent('新生1 · 学号 S1');
    await user.click(within(dialog).getByRole('button', { name: '照片不清晰，请重新拍摄' }));
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByRole('status')).toHaveTextContent('照片已驳回');
    await vi.waitFor(() => expect(cells('照片列表', 1)).toEqual(['新生2']));
    expect(screen.getByRole('tab', { name: /\(1\)$/, selected: true })).toBeInTheDocument();
  });

  it('a photo the server offers nothing shows no 通过 / 驳回 (issue 23)', async () => {
    const gw = new FakeStaffGateway();
    gw.photos_ = ['1', '2'].map((id) => ({
      welcomeId: `w${id}`,
      name: `新生${id}`,
      studentNo: `S${id}`,
      photoStatus: 0,
      photoText: '审核中',
      rejectReason: null,
      url: `/fileapi/${id}.jpg`,
      ...(id === '1' ? { actions: [] } : {}),
    }));
    mount(gw, <PhotosPage />, 'checkin');
    const table = await screen.findByRole('table', { name: '照片列表' });
    const first = within(table).getByRole('row', { name: '新生1的照片' });
    expect(within(first).queryAllByRole('button')).toEqual([]);
    const second = within(table).getByRole('row', { name: '新生2的照片' });
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '驳回']);
  });
});
