import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeStaffGateway, row } from '../testing/fake-gateway';
import { QueueVm } from './queue.vm';

// 报名审核 at a desk: sort, counts, the named bulk dry run, and the drawer's 通过并下一条 / J / K.
const at = (day: number) => `2026-06-0${day}T02:00:00.000Z`;
function setup() {
  const gw = new FakeStaffGateway();
  gw.regs = [
    row('1', { name: '一号', createdAt: at(1) }),
    row('2', { name: '二号', createdAt: at(2) }),
    row('3', { name: '三号', createdAt: at(3), reviewStatus: 1 }),
    row('4', { name: '四号', createdAt: at(4) }),
  ];
  return { gw, vm: new QueueVm(gw) };
}

describe('报名审核 desk view model', () => {
  it('sorts by 提交时间 on the server: newest first, then turned, back to page 1', async () => {
    const { gw, vm } = setup();
    await vm.open();
    await vm.setReview('pending');
    expect(vm.rows.map((r) => r.name)).toEqual(['四号', '二号', '一号']);
    await vm.setPage(1);
    await vm.turnSort();
    expect(gw.named('registrations').at(-1)!.args[0]).toMatchObject({ sort: 'submittedAsc', page: 1 });
    expect(vm.rows.map((r) => r.name)).toEqual(['一号', '二号', '四号']);
    expect(vm.counts).toEqual({ pending: 3, approved: 1, rejected: 0 });
  });

  it('the header box ticks only the page’s 待审核 rows; the dry run names who and who is skipped', async () => {
    const { gw, vm } = setup();
    await vm.open();
    await vm.setReview('approved');
    expect(vm.selectable).toEqual([]);
    await vm.setReview('pending');
    vm.toggleAll();
    expect([...vm.selected].sort()).toEqual(['1', '2', '4']);
    gw.regs[1]!.reviewStatus = 1; // approved meanwhile by a colleague
    await vm.bulkApprove();
    expect(vm.bulk.dry?.decided.map((x) => x.name)).toEqual(['四号', '一号']);
    expect(vm.bulk.dry?.skipped).toEqual([
      { id: '2', name: '二号', reason: '当前状态（审核通过）不能进行此操作' },
    ]);
  });

  it('通过并下一条 approves the open one and opens the next 待审核 row of the list', async () => {
    const { gw, vm } = setup();
    await vm.open();
    await vm.turnSort(); // 一号, 二号, 四号
    await vm.drawer.open('1');
    await vm.drawer.approveAndNext();
    expect(gw.regs[0]!.reviewStatus).toBe(1);
    expect(vm.drawer.openId).toBe('2');
    expect(vm.drawer.reg.detail?.name).toBe('二号');
    expect(vm.drawer.reg.notice?.text).toBe('已通过 一号，这是下一条');
    // The list reloaded: 一号 left 待审核.
    expect(vm.rows.map((r) => r.id)).toEqual(['2', '4']);
    await vm.drawer.approveAndNext();
    expect(vm.drawer.openId).toBe('4');
    await vm.drawer.approveAndNext();
    expect(vm.drawer.openId).toBe('4');
    expect(vm.drawer.reg.notice?.text).toBe('已通过 四号，本页没有更多待审核的报名');
  });

  it('J / K step through the list; 驳回 reloads the list and keeps the drawer on the rejected one', async () => {
    const { gw, vm } = setup();
    await vm.open();
    await vm.drawer.open('4');
    await vm.drawer.step(1);
    expect(vm.drawer.openId).toBe('2');
    await vm.drawer.step(-1);
    expect(vm.drawer.openId).toBe('4');
    await vm.drawer.step(-1);
    expect(vm.drawer.openId).toBe('4');
    await vm.drawer.reject('证件照片不清晰');
    expect(gw.regs[3]!.reviewStatus).toBe(2);
    expect(vm.rows.map((r) => r.id)).toEqual(['2', '1']);
    expect(vm.drawer.openId).toBe('4');
    expect(await vm.drawer.approve()).toBe(false);
  });
});
