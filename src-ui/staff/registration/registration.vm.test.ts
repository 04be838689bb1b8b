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
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([true, true]);
    await vm.approve();
    expect(vm.notice).toEqual({ text: '已审核通过', ok: true });
    expect(vm.detail?.reviewStatus).toBe(1);
    // 审核通过: the move's answer says what the server offers now (驳回 still, not 通过).
    expect(vm.detail?.actions).toEqual(['reject']);
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([false, true]);
  });

  it('offers exactly the actions the server sent, never recomputed from the states', async () => {
    const gw = new FakeStaffGateway();
    // 待审核, yet the server offers only 驳回 (e.g. its rules or the role): 通过 is not offered.
    gw.regs = [row('1', { actions: ['reject'] }), row('2', { actions: undefined, reviewStatus: 0 })];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([false, true]);
    // A role that may not act: the server computes nothing for it.
    gw.me_.role = 'checkin';
    await vm.open('2');
    expect(vm.detail?.actions).toEqual([]);
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([false, false]);
  });

  it('offers nothing when the answer carries no actions (an old server)', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1')];
    const vm = new RegistrationVm(gw);
    await vm.open('1');
    vm.detail = { ...vm.detail!, actions: undefined };
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([false, false]);
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
    expect([vm.offers('approve'), vm.offers('reject')]).toEqual([false, true]);
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
