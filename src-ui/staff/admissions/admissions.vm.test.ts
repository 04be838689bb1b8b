import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultPublished } from '@domain/journeys';
import { FakeStaffGateway, row } from '../testing/fake-gateway';
import { AdmissionsVm } from './admissions.vm';

const paid = { reviewStatus: 1, feeStatus: 3 } as const;

async function opened(gw: FakeStaffGateway, publishAt: string | null = null) {
  gw.plans_[0]!.resultsPublishAt = publishAt;
  gw.plans_[0]!.resultsPublished = resultPublished(publishAt ? new Date(publishAt) : null, gw.now());
  const vm = new AdmissionsVm(gw);
  await vm.open();
  return vm;
}

/** 录取管理 open on a fake clock at 2026-06-10 00:00 UTC, its plan to be published at `publishAt`. */
async function watching(publishAt: string, regs: ReturnType<typeof row>[] = []) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-06-10T00:00:00Z'));
  const gw = new FakeStaffGateway();
  gw.regs = regs;
  return { gw, vm: await opened(gw, publishAt) };
}

afterEach(() => vi.useRealTimers());

describe('AdmissionsVm (issue 24)', () => {
  it('a decision waits for the confirmation that names the applicant, then 撤销决定 before publication', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', { ...paid, name: '张三' })];
    const vm = await opened(gw, '2026-07-01T01:00:00Z');
    expect(vm.published).toBe(false);
    vm.ask('admit', vm.rows[0]!);
    expect(gw.named('admit')).toHaveLength(0);
    expect(vm.pending).toMatchObject({ kind: 'one', decision: 'admit', row: { name: '张三' } });
    vm.cancel();
    expect(vm.pending).toBeNull();
    vm.ask('admit', vm.rows[0]!);
    await vm.confirm();
    expect(gw.named('admit')[0]!.args).toEqual(['1', 3]);
    expect(vm.rows[0]!.admissionStatus).toBe(3);
    expect(vm.notice).toEqual({ text: '已录取：张三', ok: true });
    expect(vm.pending).toBeNull();
    await vm.undo(vm.rows[0]!);
    expect(vm.rows[0]!.admissionStatus).toBe(1);
    expect(vm.notice).toEqual({ text: '已撤销对 张三 的决定', ok: true });
    vm.ask('decline', vm.rows[0]!);
    await vm.confirm();
    expect(gw.named('admit')[1]!.args).toEqual(['1', 4]);
    expect(vm.notice?.text).toBe('已不录取：张三');
  });

  it('bulk only on the ticked rows: the dry run lists names and the skipped with the reason', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { ...paid, name: '甲' }),
      row('2', { ...paid, name: '乙', feeStatus: 5 }),
      row('3', { ...paid, name: '丙', feeStatus: 1 }),
      row('4', { ...paid, name: '丁' }),
    ];
    const vm = await opened(gw, '2026-07-01T01:00:00Z');
    await vm.askBulk('admit');
    expect(vm.notice).toEqual({ text: '请先勾选报名', ok: false });
    vm.toggle('1', true);
    vm.toggle('2', true);
    vm.toggle('3', true);
    await vm.askBulk('admit');
    // Only the ticked rows whose `actions` offer 录取 go to the server's dry run.
    expect(gw.named('bulkAdmit')[0]!.args[0]).toMatchObject({
      registrationIds: ['1'],
      dryRun: true,
    });
    expect(vm.pending).toMatchObject({
      kind: 'bulk',
      dry: {
        decided: [{ id: '1', name: '甲' }],
        skipped: [
          { name: '乙', reason: '已退费' },
          { name: '丙', reason: '未缴费（该计划需缴费）' },
        ],
      },
    });
    await vm.confirm();
    // Only the listed, decidable ones are sent; 丁 was never ticked.
    expect(gw.named('bulkAdmit')[1]!.args[0]).toMatchObject({
      registrationIds: ['1'],
      status: 3,
      dryRun: false,
    });
    expect(gw.regs.map((r) => r.admissionStatus)).toEqual([3, 1, 1, 1]);
    expect(vm.notice?.text).toBe('已录取 1 人，跳过 2 人');
    expect(vm.selected).toEqual([]);
  });

  it('each row offers exactly its `actions`: a move brings the new ones; none sent offers nothing', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { ...paid, name: '张三' }),
      row('2', { ...paid, name: '李四', actions: ['decline'] }),
    ];
    const vm = await opened(gw);
    const [zhang, li] = vm.rows;
    expect(['admit', 'preAdmit', 'decline', 'undo'].map((a) => vm.offers(zhang!, a as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // 李四: the states would allow 录取, but the server offers only 不录取.
    expect(vm.offers(li!, 'admit')).toBe(false);
    expect(vm.offers(li!, 'decline')).toBe(true);
    vm.ask('admit', zhang!);
    await vm.confirm();
    expect(vm.rows[0]!.actions).toEqual(['undo']);
    expect(vm.offers(vm.rows[0]!, 'admit')).toBe(false);
    // 李四 ticked alone for 批量录取: skipped without asking the server.
    vm.toggle('2', true);
    await vm.askBulk('admit');
    expect(gw.named('bulkAdmit')).toHaveLength(0);
    expect(vm.pending).toMatchObject({
      kind: 'bulk',
      dry: { count: 0, decided: [], skipped: [{ name: '李四', reason: '当前状态不能录取' }] },
    });
  });

  it('a role the server offers nothing to: no decision, no tick, no bulk decision', async () => {
    const gw = new FakeStaffGateway();
    gw.me_.role = 'checkin';
    gw.regs = [row('1', paid), row('2', { ...paid, feeStatus: 5 })];
    const vm = await opened(gw);
    expect(vm.rows.every((r) => r.actions?.length === 0)).toBe(true);
    expect(vm.canTick).toBe(false);
    expect(['admit', 'preAdmit', 'decline'].map((d) => vm.bulkOffered(d as never))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('select all on the page, and a new plan or search clears the selection', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', paid), row('2', paid)];
    const vm = await opened(gw);
    vm.toggleAll(true);
    expect(vm.allOnPageSelected).toBe(true);
    vm.toggle('2', false);
    expect(vm.selected).toEqual(['1']);
    await vm.applySearch();
    expect(vm.selected).toEqual([]);
  });

  it('after publication: 撤销录取 with a reason; the text says what can still be done', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', { ...paid, name: '张三', admissionStatus: 3 })];
    const vm = await opened(gw, '2026-06-01T01:00:00Z');
    expect(vm.published).toBe(true);
    expect(vm.publishedText).toBe('结果已于 2026-06-01 09:00 公布：如需更改，请撤销录取并说明原因');
    vm.askRevoke(vm.rows[0]!);
    await vm.confirm('材料造假');
    expect(gw.named('revokeAdmission')[0]!.args).toEqual(['1', '材料造假']);
    expect(vm.rows[0]).toMatchObject({ admissionStatus: 5, admissionReason: '材料造假' });
    expect(vm.notice?.text).toBe('已撤销录取：张三（已通知报名人）');
  });

  it('publishes at a China time', async () => {
    const gw = new FakeStaffGateway();
    const vm = await opened(gw);
    expect(vm.publishedText).toBe('录取结果尚未公布：报名人看不到任何决定（公布前可撤销决定）');
    expect(vm.published).toBe(false);
    await vm.publish();
    expect(vm.notice).toEqual({ text: '请选择公布时间', ok: false });
    vm.setPublishAt('2026-07-01T09:00');
    await vm.publish();
    expect(gw.named('publishResults')[0]!.args).toEqual(['p1', '2026-07-01T09:00:00+08:00']);
    expect(vm.publishedText).toBe('结果公布时间：2026-07-01 09:00（公布前可撤销决定）');
  });

  it('立即公布 asks first, then publishes by the server clock; the plan reads published', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [row('1', { ...paid, name: '张三', admissionStatus: 3 })];
    const vm = await opened(gw);
    expect(vm.rows[0]!.actions).toEqual(['undo']);
    vm.askPublishNow();
    expect(vm.pending).toEqual({ kind: 'publishNow' });
    expect(gw.named('publishResults')).toHaveLength(0);
    vm.cancel();
    vm.askPublishNow();
    await vm.confirm();
    expect(gw.named('publishResults')[0]!.args).toEqual(['p1', null]);
    expect(vm.published).toBe(true);
    expect(vm.notice).toEqual({ text: '录取结果已公布：报名人现在可以查询', ok: true });
    expect(vm.pending).toBeNull();
    // Published: the rows come again with what the server offers now (撤销录取, no 撤销决定).
    expect(vm.rows[0]!.actions).toEqual(['revoke']);
    expect(vm.status).toBe('ready');
  });

  it('定时公布: when the set time passes with the screen open, the plan and rows are read again', async () => {
    const { gw, vm } = await watching('2026-06-10T00:01:00Z', [
      row('1', { ...paid, name: '张三', admissionStatus: 3 }),
    ]);
    expect(vm.rows[0]!.actions).toEqual(['undo']);
    const reads = () => gw.named('registrations').length;
    const before = reads();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(gw.named('plans')).toHaveLength(1);
    // The server's clock passes the time: it now says published, and offers 撤销录取.
    gw.now = () => new Date('2026-06-10T00:01:01Z');
    gw.plans_[0]!.resultsPublished = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(gw.named('plans')).toHaveLength(2);
    expect(vm.published).toBe(true);
    expect(reads()).toBe(before + 1);
    expect(vm.rows[0]!.actions).toEqual(['revoke']);
    // Closed screens ask nothing more.
    vm.close();
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(gw.named('plans')).toHaveLength(2);
  });

  it('定时公布: a server that still says 未公布 at the time is asked again; a closed screen is not', async () => {
    const { gw, vm } = await watching('2026-06-10T00:00:30Z');
    await vi.advanceTimersByTimeAsync(31_000);
    expect(gw.named('plans')).toHaveLength(2);
    expect(vm.published).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gw.named('plans')).toHaveLength(3);
    vm.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(gw.named('plans')).toHaveLength(3);
  });

  it('定时公布: a screen closed while the plan is being read again asks nothing more', async () => {
    const { gw, vm } = await watching('2026-06-10T00:00:30Z');
    let answer: () => void = () => {};
    const plans = gw.plans.bind(gw);
    gw.plans = () => {
      const read = plans();
      return new Promise((done) => (answer = () => done(read)));
    };
    await vi.advanceTimersByTimeAsync(31_000);
    vm.close();
    answer();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(gw.named('plans')).toHaveLength(2);
  });

  it('预览录取通知书: the first admitted applicant listed, another on choice; none admitted says so', async () => {
    const gw = new FakeStaffGateway();
    gw.regs = [
      row('1', { ...paid, name: '张三' }),
      row('2', { ...paid, name: '李四', admissionStatus: 3 }),
      row('3', { ...paid, name: '王五', admissionStatus: 3 }),
    ];
    const vm = await opened(gw);
    expect(vm.admittedRows.map((r) => r.name)).toEqual(['李四', '王五']);
    await vm.previewLetter();
    expect(vm.pending).toMatchObject({
      kind: 'letter',
      registrationId: '2',
      letter: { title: '录取通知书', body: '李四同学：恭喜你被我校2026级新生报名录取。' },
    });
    await vm.previewLetter('3');
    expect(vm.pending).toMatchObject({ kind: 'letter', letter: { name: '王五' } });
    await vm.confirm();
    expect(vm.pending).toBeNull();
    expect(gw.named('publishResults')).toHaveLength(0);

    const none = new FakeStaffGateway();
    none.regs = [row('1', { ...paid, name: '张三' })];
    const empty = await opened(none);
    await empty.previewLetter();
    expect(empty.pending).toBeNull();
    expect(empty.notice?.text).toContain('还没有已录取的学生');
  });
});
