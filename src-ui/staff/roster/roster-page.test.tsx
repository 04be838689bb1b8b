import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { RosterGateway } from '@domain/roster/gateway';
import { can } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';
import { ContainerProvider } from '@ui/di';
import { StaffSessionVm } from '../session.vm';
import { FakeRosterGateway, student } from './roster-fakes';
import { RosterPage } from './roster-page';
import { rosterQuery } from './roster.vm';

function renderRoster(gw: FakeRosterGateway, role: StaffRole = 'admin') {
  const c = new Container();
  c.bind(RosterGateway).toConstantValue(gw);
  c.bind(StaffSessionVm).toConstantValue({
    can: (a: Parameters<typeof can>[1]) => can(role, a),
  } as StaffSessionVm);
  return render(
    <ContainerProvider container={c}>
      <RosterPage />
    </ContainerProvider>,
  );
}

describe('新生名单 (view model through the screen)', () => {
  it('lists, filters by arrival, searches and pages; the request leaves out empty filters', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const gw = new FakeRosterGateway();
    gw.students[0] = student(1, { arrived: true, step: 'arrived', stepText: '已到校' });
    renderRoster(gw);
    const table = await screen.findByRole('table', { name: '新生名单表' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('共 25 人')).toBeInTheDocument();
    expect(gw.calls.find((c) => c.name === 'list')!.args[0]).toEqual({ page: 1, pageSize: 20 });

    await u.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 2 页，共 25 条')).toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: '是否到校' }), '已到校');
    expect(gw.calls.at(-1)!.args[0]).toEqual({ arrived: true, page: 1, pageSize: 20 });
    expect(await screen.findByText('共 1 人')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '新生列表' })).getByText('已到校')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: '清除筛选' }));
    await u.type(screen.getByRole('searchbox'), '新生2');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    expect(gw.calls.at(-1)!.args[0]).toEqual({ q: '新生2', page: 1, pageSize: 20 });

    gw.students = [];
    await u.selectOptions(screen.getByRole('combobox', { name: '专业' }), '计算机应用');
    expect(await screen.findByText('没有符合条件的新生')).toBeInTheDocument();
    expect(
      rosterQuery(
        { q: ' ', planId: '', majorId: '', className: '', step: 'arrived', arrived: 'no' },
        3,
        true,
      ),
    ).toEqual({ step: 'arrived', arrived: false, page: 3, pageSize: 20, unmask: true });
  });

  it('shows the error with a retry, and 报到老师 gets no write buttons', async () => {
    const gw = new FakeRosterGateway();
    gw.fail = '服务暂时不可用';
    renderRoster(gw, 'checkin');
    expect(await screen.findByText('服务暂时不可用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入名单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '从录取生成' })).toBeNull();
  });

  it('imports: template, a file with an error listed by row and column (nothing to confirm), then a good file', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const gw = new FakeRosterGateway();
    renderRoster(gw);
    await u.click(await screen.findByRole('button', { name: '导入名单' }));
    await u.click(screen.getByRole('button', { name: '已有名单文件，直接上传' }));
    const input = screen.getByLabelText(/选择 Excel 文件/);
    await u.upload(input, new File(['x'], 'bad.xlsx'));
    const errors = await screen.findByRole('table', { name: '错误列表' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('第 3 行身份证号身份证号校验位不正确');
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(gw.calls.some((c) => c.name === 'commit')).toBe(false);

    await u.upload(input, new File(['x'], 'good.xlsx'));
    await u.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('4. 导入完成')).toBeInTheDocument();
    expect(gw.calls.at(-1)).toEqual({ name: 'commit', args: ['good.xlsx'] });
    await u.click(screen.getByRole('button', { name: '查看新生名单' }));
    expect(await screen.findByRole('table', { name: '新生名单表' })).toBeInTheDocument();
  });

  it('generates: a plan is required, the dry run lists create and skip with reasons, then confirm', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const gw = new FakeRosterGateway();
    renderRoster(gw);
    await u.click(await screen.findByRole('button', { name: '从录取生成' }));
    await u.click(await screen.findByRole('button', { name: '预览生成结果' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择招生计划');
    await u.click(screen.getByRole('checkbox', { name: '2026级秋季招生' }));
    await u.click(screen.getByRole('button', { name: '预览生成结果' }));
    const list = await screen.findByRole('list', { name: '预览列表' });
    expect(list).toHaveTextContent('周欣妍新增');
    expect(list).toHaveTextContent('已在名单中，信息无变化');
    expect(gw.calls.at(-1)).toEqual({ name: 'generate', args: [['p1'], true] });
    await u.click(screen.getByRole('button', { name: '确认生成' }));
    expect(await screen.findByRole('list', { name: '生成结果' })).toBeInTheDocument();
    expect(gw.calls.at(-1)).toEqual({ name: 'generate', args: [['p1'], false] });

    await u.click(screen.getByRole('button', { name: '字段对应设置' }));
    await u.selectOptions(screen.getByRole('combobox', { name: '手机号' }), '不导入');
    await u.click(screen.getByRole('button', { name: '保存字段对应' }));
    expect(gw.calls.at(-1)).toMatchObject({ name: 'saveMapping', args: [{ phone: '', name: 'name' }] });
    expect(await screen.findByText('字段对应已保存')).toBeInTheDocument();
  });
});
