import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { FakeStaffGateway, row } from '../testing/fake-gateway';
import { QueueVm } from './queue.vm';

function setup(n = 12) {
  const gw = new FakeStaffGateway();
  gw.regs = Array.from({ length: n }, (_, i) => row(String(i + 1)));
  gw.regs.push(row('x', { reviewStatus: 1, name: '已过' }));
  return { gw, vm: new QueueVm(gw) };
}

describe('QueueVm', () => {
  it('loads plans and the 待审核 queue', async () => {
    const { gw, vm } = setup();
    await vm.open();
    expect(vm.status).toBe('ready');
    expect(vm.plans).toHaveLength(1);
    expect(vm.total).toBe(12);
    expect(gw.named('registrations')[0]!.args[0]).toEqual({
      review: 'pending',
      sort: 'submittedDesc',
      page: 1,
      pageSize: 20,
    });
    expect(vm.counts).toEqual({ pending: 12, approved: 1, rejected: 0 });
  });

  it('only rows the server offers 通过 on can be ticked; no 批量通过 when none does', async () => {
    const { gw, vm } = setup(3);
    gw.regs[1]!.actions = ['reject'];
    await vm.open();
    expect(vm.selectable.map((r) => r.id).sort()).toEqual(['1', '3']);
    expect(vm.canBulk).toBe(true);
    vm.toggle('2');
    expect(vm.selected.has('2')).toBe(false);
    vm.toggleAll();
    expect([...vm.selected].sort()).toEqual(['1', '3']);
    // A role that may not approve: the server sends no actions, so nothing can be ticked.
    gw.me_.role = 'checkin';
    await vm.load();
    expect(vm.selectable).toEqual([]);
    expect(vm.canBulk).toBe(false);
  });

  it('filters by plan, status and search, back to page 1', async () => {
    const { gw, vm } = setup(25);
    await vm.open();
    await vm.setPage(2);
    expect(vm.rows).toHaveLength(5);
    await vm.setReview('approved');
    expect(vm.filter.page).toBe(1);
    expect(vm.rows.map((r) => r.name)).toEqual(['已过']);
    await vm.setReview('pending');
    await vm.setPlan('p1');
    vm.setSearch('学生7');
    expect(vm.hint).toBe('按姓名搜索');
    await vm.applySearch();
    expect(vm.rows.map((r) => r.id)).toEqual(['7']);
    expect(gw.named('registrations').at(-1)!.args[0]).toEqual({
      planId: 'p1',
      review: 'pending',
      q: '学生7',
      sort: 'submittedDesc',
      page: 1,
      pageSize: 20,
    });
    vm.setSearch('13800001111');
    expect(vm.hint).toBe('按手机号搜索');
  });

  it('shows the error text when the list fails', async () => {
    const { gw, vm } = setup();
    gw.failNext.registrations = '暂无权限';
    await vm.open();
    expect(vm.status).toBe('error');
    expect(vm.error).toBe('暂无权限');
  });

  it('bulk approve: a dry run first (nothing changes), then batches with progress', async () => {
    const { gw, vm } = setup(12);
    await vm.open();
    await vm.bulk.start(null);
    expect(vm.bulk.error).toBe('请先选择招生计划');
    await vm.bulk.start('p1');
    expect(vm.bulk.step).toBe('confirm');
    expect(vm.bulk.summary).toBe('将通过 12 条报名');
    expect(gw.regs.filter((r) => r.reviewStatus === 1)).toHaveLength(1);
    const seen: string[] = [];
    const run = vm.bulk.confirm();
    seen.push(vm.bulk.progressText);
    await run;
    expect(vm.bulk.step).toBe('done');
    expect(vm.bulk.progressText).toBe('已通过 12 / 12');
    expect(vm.bulk.percent).toBe(100);
    // 12 ids in batches of 5: three real calls after the dry run, each with explicit ids.
    const real = gw.named('bulkApprove').filter((c) => !(c.args[0] as { dryRun: boolean }).dryRun);
    expect(real.map((c) => (c.args[0] as { registrationIds: string[] }).registrationIds.length)).toEqual([
      5, 5, 2,
    ]);
    expect(gw.regs.filter((r) => r.reviewStatus === 1)).toHaveLength(13);
    expect(seen[0]).toBe('已通过 0 / 12');
  });

  it('bulk approve counts a failed batch as failed and runs the rest', async () => {
    const { gw, vm } = setup(7);
    await vm.open();
    await vm.bulk.start('p1');
    gw.failNext.bulkApprove = '服务异常';
    await vm.bulk.confirm();
    expect(vm.bulk.progressText).toBe('已通过 2 / 7，失败 5');
  });

  it('bulk approve over the ticked rows only (explicit ids in the dry run)', async () => {
    const { gw, vm } = setup(4);
    await vm.open();
    vm.toggle('2');
    vm.toggle('3');
    expect(vm.allSelected).toBe(false);
    await vm.bulkApprove();
    expect(gw.named('bulkApprove')[0]!.args[0]).toEqual({
      planId: 'p1',
      registrationIds: ['2', '3'],
      dryRun: true,
    });
    expect(vm.bulk.summary).toBe('将通过 2 条报名');
    await vm.bulk.confirm();
    expect(gw.regs.filter((r) => r.reviewStatus === 1).map((r) => r.id)).toEqual(['2', '3', 'x']);
    // The list reloads after the run and the selection is cleared.
    await vi.waitFor(() => expect(vm.selected.size).toBe(0));
    vm.toggleAll();
    expect(vm.allSelected).toBe(true);
    expect(vm.selected.size).toBe(2);
  });
});
