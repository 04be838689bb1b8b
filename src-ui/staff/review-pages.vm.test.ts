import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ExportsVm } from './exports/exports.vm';
import { OutboxVm } from './outbox/outbox.vm';
import { PaymentsVm } from './payments/payments.vm';
import { PhotosVm } from './photos/photos.vm';
import { FakeStaffGateway, row } from './testing/fake-gateway';
import { VouchersVm } from './vouchers/vouchers.vm';

describe('VouchersVm', () => {
  it('lists 待审核 vouchers; 通过 settles the fee and drops the row; 驳回 needs the sheet', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { voucherStatus: 0, reviewStatus: 1 }),
      row('2', { voucherStatus: 0, reviewStatus: 1 }),
    ];
    const vm = new VouchersVm(gw);
    await vm.list.load();
    expect(vm.list.rows.map((r) => r.registrationId)).toEqual(['1', '2']);
    await vm.approve('1');
    expect(vm.list.notice).toEqual({ text: '凭证已通过', ok: true });
    expect(vm.list.rows.map((r) => r.registrationId)).toEqual(['2']);
    expect(gw.regs[0]!.feeStatus).toBe(3);
    await vm.reject('x');
    expect(gw.named('reviewVoucher')).toHaveLength(1);
    vm.openReject('2');
    await vm.reject('金额与应缴费用不符');
    expect(gw.named('reviewVoucher')[1]!.args).toEqual(['2', false, '金额与应缴费用不符']);
    expect(vm.rejecting).toBeNull();
    expect(vm.list.rows).toEqual([]);
  });
});

describe('PhotosVm', () => {
  it('rejects a photo with a reason and approves another', async () => {
    const gw = new FakeStaffGateway();
    gw.photos_ = ['w1', 'w2'].map((id) => ({
      welcomeId: id,
      name: `新生${id}`,
      studentNo: null,
      photoStatus: 0,
      photoText: '待审核',
      rejectReason: null,
      url: `/fileapi/${id}.jpg`,
    }));
    const vm = new PhotosVm(gw);
    await vm.list.load();
    vm.openReject('w1');
    await vm.reject('照片不清晰，请重新拍摄');
    expect(gw.photos_[0]).toMatchObject({ photoStatus: 2, rejectReason: '照片不清晰，请重新拍摄' });
    await vm.approve('w2');
    expect(vm.list.rows).toEqual([]);
    await vm.list.set({ status: 'rejected' });
    expect(vm.list.rows.map((r) => r.welcomeId)).toEqual(['w1']);
  });
});

describe('PaymentsVm', () => {
  it('marks paid offline and refunds, each with a reason', async () => {
    const gw = new FakeStaffGateway();
    gw.orders_ = [
      {
        registrationId: '1',
        planName: 'p',
        name: '甲',
        amount: 100,
        feeStatus: 1,
        feeText: '未缴费',
        orderNo: null,
        orderStatus: null,
        paidAt: null,
      },
      {
        registrationId: '2',
        planName: 'p',
        name: '乙',
        amount: 100,
        feeStatus: 3,
        feeText: '已缴费',
        orderNo: 'ZS1',
        orderStatus: 'paid',
        paidAt: null,
      },
    ];
    const vm = new PaymentsVm(gw);
    await vm.list.load();
    vm.ask('1', 'markPaid');
    await vm.confirm('现金缴费');
    expect(gw.named('markPaid')[0]!.args).toEqual(['1', '现金缴费']);
    expect(vm.list.rows[0]).toMatchObject({ feeStatus: 3, feeText: '已缴费' });
    vm.ask('2', 'refund');
    await vm.confirm('退学');
    expect(vm.list.rows[1]).toMatchObject({ feeStatus: 4, feeText: '待退费' });
    await vm.list.set({ feeStatus: 4 });
    expect(gw.named('orders').at(-1)!.args[0]).toEqual({
      sort: 'timeDesc',
      feeStatus: 4,
      page: 1,
      pageSize: 20,
    });
  });
});

describe('OutboxVm and ExportsVm', () => {
  it('re-sends a failed notice', async () => {
    const gw = new FakeStaffGateway();
    gw.outbox_ = [
      {
        id: 'n1',
        kind: 'registration.rejected',
        channel: 'dev',
        status: 'failed',
        statusText: '发送失败',
        recipient: '138****0000',
        title: '报名未通过',
        body: '原因',
        attempts: 5,
        lastError: 'timeout',
        nextAttemptAt: null,
        createdAt: '2026-06-01T00:00:00Z',
        sentAt: null,
      },
    ];
    const vm = new OutboxVm(gw);
    await vm.list.set({ status: 'failed' });
    expect(vm.list.rows).toHaveLength(1);
    await vm.resend('n1');
    expect(vm.list.rows[0]).toMatchObject({ status: 'sent', attempts: 6 });
    expect(vm.list.notice).toEqual({ text: '已重新发送', ok: true });
  });

  it('exports the chosen plan and hands the file to the browser', async () => {
    const gw = new FakeStaffGateway();
    const vm = new ExportsVm(gw);
    const saved: string[] = [];
    vm.save = (f) => saved.push(f.filename);
    await vm.open();
    vm.setUnmask(true);
    await vm.xlsx();
    await vm.attachments();
    expect(gw.named('exportXlsx')[0]!.args).toEqual(['p1', true]);
    expect(saved).toEqual(['报名数据.xlsx', '报名附件.zip']);
    vm.setPlan(null);
    await vm.xlsx();
    expect(vm.notice).toEqual({ text: '请先选择招生计划', ok: false });
  });
});

describe('the desk tables’ view models (issue 24 item 2)', () => {
  it('VouchersVm: the plan filter and 上传时间 order go to the server; the tab counts follow a decision', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { voucherStatus: 0, reviewStatus: 1, updatedAt: '2026-06-01T00:00:00Z' }),
      row('2', { voucherStatus: 0, reviewStatus: 1, updatedAt: '2026-06-02T00:00:00Z' }),
    ];
    const vm = new VouchersVm(gw);
    await vm.list.open();
    expect(vm.list.plans.map((p) => p.id)).toEqual(['p1']);
    expect(vm.list.counts).toEqual({ pending: 2, approved: 0, rejected: 0 });
    await vm.list.set({ planId: 'p1' });
    expect(gw.named('vouchers').at(-1)!.args[0]).toEqual({
      planId: 'p1',
      status: 'pending',
      sort: 'timeAsc',
      page: 1,
      pageSize: 10,
    });
    await vm.turnSort();
    expect(vm.list.rows.map((r) => r.registrationId)).toEqual(['2', '1']);
    vm.askApprove('2');
    expect(vm.rowOf(vm.approving)?.registrationId).toBe('2');
    await vm.confirmApprove();
    expect(vm.approving).toBeNull();
    expect(vm.list.counts).toEqual({ pending: 1, approved: 1, rejected: 0 });
  });

  it('PaymentsVm: tab counts by fee state (全部 their sum), 支付时间 order, the plan filter', async () => {
    const gw = new FakeStaffGateway();
    const o = (id: string, feeStatus: number) => ({
      registrationId: id,
      planName: 'p',
      name: id,
      amount: 100,
      feeStatus,
      feeText: '',
      orderNo: null,
      orderStatus: null,
      paidAt: null,
    });
    gw.orders_ = [o('1', 1), o('2', 3), o('3', 3)];
    const vm = new PaymentsVm(gw);
    await vm.list.open();
    expect(vm.countOf(null)).toBe(3);
    expect(vm.countOf(3)).toBe(2);
    expect(vm.countOf(5)).toBe(0);
    await vm.turnSort();
    await vm.list.set({ planId: 'p1' });
    expect(gw.named('orders').at(-1)!.args[0]).toEqual({
      planId: 'p1',
      sort: 'timeAsc',
      page: 1,
      pageSize: 20,
    });
    vm.ask('2', 'refund');
    await vm.confirm('家长申请');
    expect(vm.countOf(3)).toBe(1);
    expect(vm.countOf(4)).toBe(1);
  });

  it('PhotosVm: the tab counts from the server, moved by a decision', async () => {
    const gw = new FakeStaffGateway();
    gw.photos_ = ['w1', 'w2'].map((id) => ({
      welcomeId: id,
      name: id,
      studentNo: null,
      photoStatus: 0,
      photoText: '',
      rejectReason: null,
      url: '',
    }));
    const vm = new PhotosVm(gw);
    await vm.list.load();
    expect(vm.list.counts).toEqual({ pending: 2, approved: 0, rejected: 0 });
    await vm.approve('w1');
    expect(vm.list.counts).toEqual({ pending: 1, approved: 1, rejected: 0 });
  });
});
