import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeStaffGateway, row } from '../testing/fake-gateway';
import { RegistrationVm } from './registration.vm';

describe('RegistrationVm', () => {
  it('shows the registration as submitted and approves it', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1')];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    expect(vm.detail?.fields.map((f) => f.label)).toEqual(['姓名', '证件照', '家长签名']);
    expect(vm.templates).toEqual(['照片不清晰', '信息填写不完整']);
    expect(vm.options).toEqual({ approve: true, reject: true });
    await vm.approve();
    expect(vm.notice).toEqual({ text: '已审核通过', ok: true });
    expect(vm.detail?.reviewStatus).toBe(1);
    // 审核通过 → approve again is refused by the review journey; reject is still allowed (unpaid).
    expect(vm.options).toEqual({ approve: false, reject: true });
  });

  it('rejects with a reason and keeps the reason on screen', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1')];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    vm.openReject();
    await vm.reject('照片不清晰');
    expect(gw.named('reject')[0]!.args).toEqual(['1', '照片不清晰']);
    expect(vm.rejecting).toBe(false);
    expect(vm.detail?.reviewStatus).toBe(2);
    expect(vm.detail?.rejectReason).toBe('照片不清晰');
  });

  it('offers reject on a paid registration too: its refund then starts (issue 23)', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', { reviewStatus: 1, feeStatus: 3 })];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    expect(vm.options).toEqual({ approve: false, reject: true });
  });

  it('shows the server refusal', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1')];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    gw.failNext.approve = '当前状态（审核通过）不能进行此操作';
    await vm.approve();
    expect(vm.notice).toEqual({ text: '当前状态（审核通过）不能进行此操作', ok: false });
  });

  it('unmasks the identity number on request', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1')];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    await vm.unmask();
    expect(vm.detail?.idNumber).toBe('110101200801011234');
    expect(gw.named('registration').at(-1)!.args).toEqual(['1', true]);
  });
});
