import 'reflect-metadata';
import { act, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { BoardGateway } from '@domain/checkin-desk/board-gateway';
import { ContainerProvider } from '@ui/di';
import { boardOf, FakeBoardGateway } from './board-fixtures';
import { BoardPage } from './board-page';

// jsdom draws no canvas: chart.js is replaced by a recorder of the numbers each chart shows.
const drawn = vi.hoisted(() => new Map<string, number[]>());
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    data: { datasets: { data: number[] }[] };
    constructor(
      readonly canvas: HTMLCanvasElement,
      config: { data: { datasets: { data: number[] }[] } },
    ) {
      this.data = config.data;
      this.update();
    }
    update() {
      drawn.set(this.canvas.getAttribute('aria-describedby')!, this.data.datasets[0]!.data);
    }
    destroy() {}
  }
  return {
    Chart,
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    Legend: {},
    LinearScale: {},
    Tooltip: {},
  };
});

function renderBoard(gw: FakeBoardGateway) {
  const c = new Container();
  c.bind(BoardGateway).toConstantValue(gw);
  return render(
    <ContainerProvider container={c}>
      <BoardPage />
    </ContainerProvider>,
  );
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('到校看板', () => {
  it('shows totals, tables and the not-arrived list; a pushed board changes them without reload', async () => {
    const gw = new FakeBoardGateway();
    gw.next = boardOf(['w1']);
    renderBoard(gw);
    expect(await screen.findByTestId('board-arrived')).toHaveTextContent('1');
    expect(screen.getByTestId('board-total')).toHaveTextContent('3');
    expect(screen.getByTestId('board-missing')).toHaveTextContent('2');
    expect(screen.getByTestId('board-percent')).toHaveTextContent('33.3%');
    expect(cells(screen.getByRole('table', { name: '按班级到校人数' }))).toEqual([
      ['计算机1班', '1', '2', '50%'],
      ['数控1班', '0', '1', '0%'],
    ]);
    // The charts are images described by those tables.
    expect(screen.getByRole('img', { name: /各班级到校人数条形图/ })).toHaveAttribute(
      'aria-describedby',
      'board-classes',
    );
    await vi.waitFor(() => expect(drawn.get('board-classes')).toEqual([1, 0]));
    const list = screen.getByRole('list', { name: '未到校名单' });
    const li = within(list).getByRole('listitem', { name: '李四' });
    expect(within(li).getByRole('link', { name: /拨打李四的电话/ })).toHaveAttribute(
      'href',
      'tel:13800000002',
    );
    // 王五 left no phone: no link.
    expect(within(within(list).getByRole('listitem', { name: '王五' })).queryByRole('link')).toBeNull();

    act(() => gw.listener!.state('live'));
    expect(screen.getByRole('status', { name: '连接状态：实时' })).toBeInTheDocument();
    act(() => gw.listener!.board(boardOf(['w1', 'w2', 'w3'], '2026-11-23T09:02:03+08:00')));
    expect(screen.getByTestId('board-arrived')).toHaveTextContent('3');
    expect(screen.getByTestId('board-missing')).toHaveTextContent('0');
    expect(cells(screen.getByRole('table', { name: '报到环节进度' }))[0]).toEqual(['报到', '3', '3', '100%']);
    expect(screen.getByText('全部新生已到校')).toBeInTheDocument();
    expect(drawn.get('board-steps')).toEqual([3, 0]);
  });

  it('a failed read shows the error with 重试; an empty school says so', async () => {
    const gw = new FakeBoardGateway();
    gw.next = Object.assign(new Error('x'), { kind: 'server', code: 500, msg: '服务器繁忙，请稍后再试' });
    const { unmount } = renderBoard(gw);
    expect(await screen.findByRole('button', { name: /重试|重新加载/ })).toBeInTheDocument();
    unmount();
    const empty = new FakeBoardGateway();
    empty.next = {
      ...boardOf([]),
      total: 0,
      arrived: 0,
      byClass: [],
      byMajor: [],
      byPlan: [],
      notArrived: [],
    };
    renderBoard(empty);
    expect(await screen.findByText('暂无新生数据')).toBeInTheDocument();
    expect(empty.unsubscribed).toBe(0);
  });
});
