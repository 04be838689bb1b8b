import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { RosterGateway } from '@domain/roster/gateway';
import { PlacementGateway } from '@domain/roster/placement-gateway';
import { CorrectionsGateway, type RemovedStudent } from '@domain/staff/corrections-gateway';
import { can } from '@domain/staff/roles';
import { ContainerProvider } from '@ui/di';
import { StaffSessionVm } from '../session.vm';
import { FakePlacementGateway } from './placement-fakes';
import { FakeRosterGateway, student } from './roster-fakes';
import { RosterPage } from './roster-page';

// Issue 36 item 4 on 新生名单: 更正身份证号 (checked before it is sent), 删除 with a reason and a
// confirmation, 已删除 with 恢复.
class FakeCorrections implements CorrectionsGateway {
  calls: { name: string; args: unknown[] }[] = [];
  removed: RemovedStudent[] = [
    {
      welcomeId: 'w9',
      name: '赵子轩',
      idNumber: '110101********1234',
      entryYear: 2026,
      reason: '重复导入',
      removedAt: '2026-08-01T02:00:00.000Z',
      removedBy: '王校长',
      restorableUntil: '2026-08-31T02:00:00.000Z',
    },
  ];
  registrationForm(): never {
    throw new Error('not used');
  }
  correctRegistration(): never {
    throw new Error('not used');
  }
  async correctIdNumber(welcomeId: string, idNumber: string, reason: string) {
    this.calls.push({ name: 'correctIdNumber', args: [welcomeId, idNumber, reason] });
    return { idNumber: `${idNumber.slice(0, 6)}********${idNumber.slice(-4)}` };
  }
  async removeStudent(welcomeId: string, reason: string) {
    this.calls.push({ name: 'removeStudent', args: [welcomeId, reason] });
    return { restorableUntil: '2026-09-01T02:00:00.000Z' };
  }
  async removedStudents() {
    return [...this.removed];
  }
  async regions() {
    return [];
  }
  async restoreStudent(welcomeId: string) {
    this.calls.push({ name: 'restoreStudent', args: [welcomeId] });
    this.removed = this.removed.filter((r) => r.welcomeId !== welcomeId);
  }
}

function renderRoster(fix: FakeCorrections) {
  const roster = new FakeRosterGateway();
  roster.students = [student(1, { welcomeId: 'w1', name: '李明轩' })];
  const c = new Container();
  c.bind(RosterGateway).toConstantValue(roster);
  c.bind(PlacementGateway).toConstantValue(new FakePlacementGateway());
  c.bind(CorrectionsGateway).toConstantValue(fix);
  c.bind(StaffSessionVm).toConstantValue({
    can: (a: Parameters<typeof can>[1]) => can('admin', a),
  } as StaffSessionVm);
  render(
    <ContainerProvider container={c}>
      <RosterPage />
    </ContainerProvider>,
  );
}
const first17 = '11010120090315231';
const GOOD = first17 + idCheckDigit(first17);
const BAD = first17 + (idCheckDigit(first17) === '0' ? '1' : '0');

describe('新生名单 corrections (issue 36 item 4)', () => {
  it('更正身份证号: a wrong check digit is said at once; a valid one is sent with its reason', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const fix = new FakeCorrections();
    renderRoster(fix);
    await u.click((await screen.findAllByRole('button', { name: '修改 李明轩' }))[0]!);
    const box = await screen.findByRole('group', { name: '更正身份证号' });
    const input = within(box).getByRole('textbox', { name: '正确的身份证号' });
    await u.type(input, BAD);
    expect(within(box).getByRole('alert')).toHaveTextContent('身份证号校验位不正确');
    await u.type(within(box).getByRole('textbox', { name: '更正原因' }), '录入错误');
    expect(within(box).getByRole('button', { name: '更正身份证号' })).toBeDisabled();
    await u.clear(input);
    await u.type(input, GOOD);
    await u.click(within(box).getByRole('button', { name: '更正身份证号' }));
    expect(fix.calls).toEqual([{ name: 'correctIdNumber', args: ['w1', GOOD, '录入错误'] }]);
    expect(await screen.findByText(/身份证号已更正为/)).toBeInTheDocument();
  });

  it('删除 needs a reason and a confirmation, then goes back to the list', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const fix = new FakeCorrections();
    renderRoster(fix);
    await u.click((await screen.findAllByRole('button', { name: '修改 李明轩' }))[0]!);
    const box = await screen.findByRole('group', { name: '删除' });
    expect(within(box).getByRole('button', { name: '删除该学生' })).toBeDisabled();
    await u.type(within(box).getByRole('textbox', { name: '删除原因' }), '重复导入');
    await u.click(within(box).getByRole('button', { name: '删除该学生' }));
    const confirm = within(box).getByRole('group', { name: '确认删除' });
    expect(confirm).toHaveTextContent('确定删除 李明轩？');
    await u.click(within(confirm).getByRole('button', { name: '确认删除' }));
    expect(fix.calls).toEqual([{ name: 'removeStudent', args: ['w1', '重复导入'] }]);
    expect(await screen.findByRole('table', { name: '新生名单表' })).toBeInTheDocument();
  });

  it('已删除 lists who, when, by whom and why; 恢复 takes the row back', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const fix = new FakeCorrections();
    renderRoster(fix);
    await u.click(await screen.findByRole('button', { name: '已删除' }));
    const item = await screen.findByRole('listitem', { name: '赵子轩' });
    expect(item).toHaveTextContent('原因：重复导入');
    expect(item).toHaveTextContent('由王校长删除');
    await u.click(within(item).getByRole('button', { name: '恢复 赵子轩' }));
    expect(fix.calls).toEqual([{ name: 'restoreStudent', args: ['w9'] }]);
    expect(await screen.findByText('已恢复：赵子轩')).toBeInTheDocument();
    expect(await screen.findByText('近30天没有删除的新生')).toBeInTheDocument();
  });
});
