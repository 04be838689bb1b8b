import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { RosterGateway } from '@domain/roster/gateway';
import { PlacementGateway } from '@domain/roster/placement-gateway';
import { can } from '@domain/staff/roles';
import { ContainerProvider } from '@ui/di';
import { StaffSessionVm } from '../session.vm';
import { FakePlacementGateway, record } from './placement-fakes';
import { FakeRosterGateway, student } from './roster-fakes';
import { RosterPage } from './roster-page';
import { mergeTyped } from './student-edit.vm';

function renderRoster(roster: FakeRosterGateway, placement: FakePlacementGateway) {
  const c = new Container();
  c.bind(RosterGateway).toConstantValue(roster);
  c.bind(PlacementGateway).toConstantValue(placement);
  c.bind(StaffSessionVm).toConstantValue({
    can: (a: Parameters<typeof can>[1]) => can('admin', a),
  } as StaffSessionVm);
  return render(
    <ContainerProvider container={c}>
      <RosterPage />
    </ContainerProvider>,
  );
}
const u = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('分班 / 分宿 screen', () => {
  it('adds two classes and a room, saves, previews by major balanced by sex, then writes', async () => {
    const user = u();
    const gw = new FakePlacementGateway();
    renderRoster(new FakeRosterGateway(), gw);
    await user.click(await screen.findByRole('button', { name: '分班 / 分宿' }));
    expect(await screen.findByText('还没有班级，请添加。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加班级' }));
    await user.click(screen.getByRole('button', { name: '添加班级' }));
    const names = screen.getAllByRole('textbox', { name: '班级名称' });
    await user.type(names[0]!, '计算机1班');
    // A preview before saving is refused; a duplicate name is caught before the server.
    await user.type(names[1]!, '计算机1班');
    await user.click(screen.getByRole('button', { name: '保存班级和宿舍' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('班级名称“计算机1班”重复');
    await user.clear(names[1]!);
    await user.type(names[1]!, '计算机2班');
    const caps = screen.getAllByRole('spinbutton', { name: '人数上限' });
    await user.clear(caps[0]!);
    await user.type(caps[0]!, '2');
    await user.click(screen.getByRole('button', { name: '添加宿舍' }));
    await user.type(screen.getByRole('textbox', { name: '宿舍名称' }), '1号楼101');
    await user.click(screen.getByRole('button', { name: '预览分配结果' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先保存班级和宿舍');
    await user.click(screen.getByRole('button', { name: '保存班级和宿舍' }));
    expect(await screen.findByRole('status')).toHaveTextContent('班级和宿舍已保存');
    expect(gw.classes.map((c) => [c.name, c.capacity])).toEqual([
      ['计算机1班', 2],
      ['计算机2班', 45],
    ]);

    await user.click(screen.getByRole('button', { name: '预览分配结果' }));
    const preview = await screen.findByRole('table', { name: '分配预览' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(gw.calls.filter((c) => c.name === 'assign').map((c) => c.args[1])).toEqual([true]);
    expect(gw.students.every((s) => !s.className)).toBe(true);
    await user.click(screen.getByRole('button', { name: '确认分配' }));
    expect(await screen.findByRole('table', { name: '分配结果' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已分配 3 人');
    // Balanced: the two men and the woman spread over both classes.
    const by = (c: string) => gw.students.filter((s) => s.className === c).map((s) => s.sex);
    expect(by('计算机1班').length + by('计算机2班').length).toBe(3);
    expect(by('计算机1班')).toContain('0');
    expect(by('计算机2班')).toContain('0');
  });
});

describe('分班 / 分宿 per 入学年份', () => {
  it('opens on the current year; a class added in 2027 is not in 2026; assigning in 2027 leaves 2026’s students', async () => {
    const user = u();
    const gw = new FakePlacementGateway();
    gw.classes = [{ name: '一班', capacity: 50, majorId: '' }];
    renderRoster(new FakeRosterGateway(), gw);
    await user.click(await screen.findByRole('button', { name: '分班 / 分宿' }));
    const picker = await screen.findByRole('combobox', { name: '入学年份' });
    expect(picker).toHaveValue('2026');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2027级', '2026级（本届）']);
    await user.selectOptions(picker, '2027');
    expect(await screen.findByText('还没有班级，请添加。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加班级' }));
    await user.type(screen.getByRole('textbox', { name: '班级名称' }), '一班');
    // Unsaved edits keep the year until saved.
    await user.selectOptions(picker, '2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('请先保存班级和宿舍，再切换入学年份');
    await user.click(screen.getByRole('button', { name: '保存班级和宿舍' }));
    expect(await screen.findByRole('status')).toHaveTextContent('班级和宿舍已保存');
    expect(gw.calls.at(-1)).toMatchObject({ name: 'setup', args: [2027] });
    await user.click(screen.getByRole('button', { name: '预览分配结果' }));
    expect(await screen.findByText('没有需要分配的学生。')).toBeInTheDocument();
    expect(
      gw.calls.filter((c) => c.name === 'assign').map((c) => (c.args[0] as { year: number }).year),
    ).toEqual([2027]);
    await user.selectOptions(picker, '2026');
    expect(await screen.findByText(/2026级：未分班 3 人/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('textbox', { name: '班级名称' }).map((i) => (i as HTMLInputElement).value),
    ).toEqual(['一班']);
    expect(gw.allStudents.every((s) => !s.className)).toBe(true);
  });
});

describe('修改学生信息 and 放弃入学', () => {
  it('按导入名单的“班级”列: lists an unknown class, creates the missing one on confirm', async () => {
    const user = u();
    const gw = new FakePlacementGateway();
    gw.classes = [{ name: '计算机1班', capacity: 1, majorId: '' }];
    gw.imported = {
      w1: { className: '计算机1班' },
      w2: { className: '计算机9班' },
      w3: { className: '计算机9班' },
    };
    renderRoster(new FakeRosterGateway(), gw);
    await user.click(await screen.findByRole('button', { name: '分班 / 分宿' }));
    await user.click(await screen.findByRole('radio', { name: '按导入名单的“班级”列' }));
    expect(screen.queryByRole('checkbox', { name: '男女均衡' })).toBeNull();
    // Without creating: the two rows naming 计算机9班 are listed, nothing else moves but 李明轩.
    await user.click(screen.getByRole('checkbox', { name: '新建名单中缺少的班级' }));
    await user.click(screen.getByRole('button', { name: '预览分配结果' }));
    const preview = await screen.findByRole('table', { name: '分配预览' });
    expect(within(preview).getAllByText('班级“计算机9班”尚未建立')).toHaveLength(2);
    expect(within(preview).getByRole('row', { name: /李明轩/ })).toHaveTextContent('计算机1班');
    // Creating: the preview says what will be made; confirm makes it and places both.
    await user.click(screen.getByRole('checkbox', { name: '新建名单中缺少的班级' }));
    await user.click(screen.getByRole('button', { name: '预览分配结果' }));
    expect(await screen.findByText('确认后将新建：计算机9班')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认分配' }));
    expect(await screen.findByText('已新建：计算机9班')).toBeInTheDocument();
    expect(gw.classes.map((c) => [c.name, c.capacity, c.majorId])).toEqual([
      ['计算机1班', 1, ''],
      ['计算机9班', 2, 'm1'],
    ]);
    expect(gw.students.map((s) => s.className)).toEqual(['计算机1班', '计算机9班', '计算机9班']);
    const last = gw.calls.filter((c) => c.name === 'assign').at(-1)!;
    expect(last.args).toEqual([expect.objectContaining({ source: 'import', createMissing: true }), false]);
  });

  it('a stale save says so in Chinese, reloads the stored values and keeps what was typed', async () => {
    const user = u();
    const roster = new FakeRosterGateway();
    roster.students = [student(1, { welcomeId: 'w1', name: '李明轩' })];
    const gw = new FakePlacementGateway();
    renderRoster(roster, gw);
    await user.click((await screen.findAllByRole('button', { name: '修改 李明轩' }))[0]!);
    const phone = await screen.findByRole('textbox', { name: '手机号' });
    await user.clear(phone);
    await user.type(phone, '13911112222');
    await user.type(screen.getByRole('textbox', { name: '修改原因' }), '家长来电');
    // Meanwhile another tab saves a new address.
    gw.otherSave({ address: '上海市黄浦区' });
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该学生信息已被其他老师修改');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13911112222');
    expect(screen.getByRole('textbox', { name: '家庭地址' })).toHaveValue('上海市黄浦区');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByRole('status')).toHaveTextContent('学生信息已保存');
    expect(gw.stored).toMatchObject({ phone: '13911112222', address: '上海市黄浦区', version: 5 });
    const saves = gw.calls.filter((c) => c.name === 'saveStudent');
    expect(saves.map((c) => c.args[1])).toEqual([3, 4]);
    expect(saves[1]!.args[3]).toBe('家长来电');

    // 放弃入学 needs a reason; then the page says so and offers the undo.
    await user.click(screen.getByRole('button', { name: '标记放弃入学' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请填写放弃入学的原因');
    await user.type(screen.getByRole('textbox', { name: '放弃原因' }), '已选择复读');
    await user.click(screen.getByRole('button', { name: '标记放弃入学' }));
    expect(await screen.findByText(/已放弃入学：已选择复读/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤销放弃入学' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已撤销放弃入学');
    expect(gw.stored.withdrawn).toBe(false);
  });

  it('mergeTyped keeps only the fields this person changed', () => {
    const loaded = record();
    const typed = { ...loaded, phone: '13911112222' };
    const current = { ...loaded, address: '新地址', phone: '13800000009' };
    const strip = ({
      welcomeId: _w,
      idNumber: _i,
      className: _c,
      dormitory: _d,
      version: _v,
      withdrawn: _x,
      withdrawReason: _r,
      ...f
    }: typeof loaded) => f;
    expect(mergeTyped(strip(loaded), strip(typed), strip(current))).toEqual({
      ...strip(current),
      phone: '13911112222',
    });
  });
});
