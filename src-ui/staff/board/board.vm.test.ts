import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_POLL_MS } from '@domain/checkin-desk/board';
import { boardOf, FakeBoardGateway } from './board-fixtures';
import { BoardVm } from './board.vm';

afterEach(() => vi.useRealTimers());

describe('BoardVm', () => {
  it('loads the board, then every pushed board updates the counts', async () => {
    const gw = new FakeBoardGateway();
    const vm = new BoardVm(gw);
    await vm.start();
    expect(vm.status).toBe('ready');
    expect(vm.totals).toEqual({ arrived: 0, total: 3, missing: 3, percent: 0 });
    gw.listener!.state('live');
    expect(vm.live).toBe('live');
    gw.listener!.board(boardOf(['w1', 'w3'], '2026-11-23T09:01:00+08:00'));
    expect(vm.totals).toEqual({ arrived: 2, total: 3, missing: 1, percent: 66.7 });
    expect(vm.classBars).toEqual({
      labels: ['计算机1班', '数控1班'],
      done: [1, 1],
      rest: [1, 0],
      doneLabel: '已到校',
      restLabel: '未到',
    });
    expect(vm.steps[0]).toMatchObject({ name: '报到', done: 2, total: 3, percent: 66.7 });
    expect(vm.notArrived.map((s) => s.name)).toEqual(['李四']);
    // An older board (a late answer) does not replace a newer one.
    vm.apply(boardOf([], '2026-11-23T09:00:30+08:00'));
    expect(vm.totals?.arrived).toBe(2);
    vm.stop();
    expect(gw.unsubscribed).toBe(1);
  });

  it('a failed first read shows the error; a pushed board still brings the page up', async () => {
    const gw = new FakeBoardGateway();
    gw.next = Object.assign(new Error('x'), { kind: 'network', msg: '网络错误，请检查网络后重试' });
    const vm = new BoardVm(gw);
    await vm.start();
    expect(vm.status).toBe('error');
    expect(vm.error).toMatch(/^网络错误/);
    gw.listener!.board(boardOf(['w2']));
    expect(vm.status).toBe('ready');
    expect(vm.totals?.arrived).toBe(1);
  });

  it('while the stream is down it polls; when the stream is back polling stops', async () => {
    vi.useFakeTimers();
    const gw = new FakeBoardGateway();
    const vm = new BoardVm(gw);
    await vm.start();
    expect(gw.loads).toBe(1);
    gw.listener!.state('reconnecting');
    expect(vm.live).toBe('polling');
    gw.next = boardOf(['w1'], '2026-11-23T09:05:00+08:00');
    await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
    expect(gw.loads).toBe(2);
    expect(vm.totals?.arrived).toBe(1);
    gw.next = new Error('offline');
    await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
    expect(vm.live).toBe('offline');
    expect(vm.totals?.arrived).toBe(1);
    gw.listener!.state('live');
    expect(vm.live).toBe('live');
    await vi.advanceTimersByTimeAsync(BOARD_POLL_MS * 3);
    expect(gw.loads).toBe(3);
    vm.stop();
  });

  it('an empty school shows the empty state (no classes)', async () => {
    const gw = new FakeBoardGateway();
    gw.next = { ...boardOf([]), total: 0, byClass: [], byMajor: [], byPlan: [], notArrived: [] };
    const vm = new BoardVm(gw);
    await vm.start();
    expect(vm.rows).toEqual([]);
  });
});
