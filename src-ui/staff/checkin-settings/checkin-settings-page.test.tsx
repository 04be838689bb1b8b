import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RosterGateway } from '@domain/roster/gateway';
import {
  type CheckinExportFilter,
  CheckinExportsGateway,
  type CheckinSettings,
  CheckinSettingsGateway,
  type CheckinSettingsSave,
} from '@domain/staff/checkin-settings';
import { can } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';
import { ContainerProvider } from '@ui/di';
import { StaffSessionVm } from '../session.vm';
import { FakeRosterGateway } from '../roster/roster-fakes';
import { CheckinExportsPage } from '../checkin-exports/checkin-exports-page';
import { CheckinSettingsPage } from './checkin-settings-page';

const settings = (): CheckinSettings => ({
  notice: { title: '新生入学须知', content: '<p>欢迎</p>', updatedAt: '2026-01-01T00:00:00.000Z' },
  window: { reportStart: '2026-08-28', reportEnd: '2026-09-05' },
  fields: { editableFields: ['phone', 'address'], allowEditAfterConfirm: false, hiddenFields: [] },
  photo: { requirePhoto: true, allowOnsite: true },
  place: { address: '', mapUrl: '', transport: '' },
  options: {
    stuTypes: [{ value: '1', label: '应届初中毕业生' }],
    dayGoTypes: [
      { value: '1', label: '走读' },
      { value: '2', label: '住校' },
    ],
  },
  desk: {
    steps: [
      { key: 'arrive', name: '报到' },
      { key: 'fee', name: '缴费核验' },
    ],
  },
});

class FakeCheckinSettings implements CheckinSettingsGateway {
  saves: CheckinSettingsSave[] = [];
  failLoad = false;
  failNext: string | null = null;
  state = settings();
  async settings() {
    if (this.failLoad) throw { kind: 'network', msg: '网络错误' };
    return structuredClone(this.state);
  }
  async save(input: CheckinSettingsSave) {
    this.saves.push(structuredClone(input));
    if (this.failNext) {
      const msg = this.failNext;
      this.failNext = null;
      throw { kind: 'server', code: 400, msg };
    }
    Object.assign(this.state, structuredClone(input));
    return structuredClone(this.state);
  }
}

function renderWith(page: React.ReactNode, bind: (c: Container) => void, role: StaffRole = 'admin') {
  const c = new Container();
  bind(c);
  c.bind(StaffSessionVm).toConstantValue({
    can: (a: Parameters<typeof can>[1]) => can(role, a),
  } as StaffSessionVm);
  return render(<ContainerProvider container={c}>{page}</ContainerProvider>);
}
const renderSettings = (gw: FakeCheckinSettings) =>
  renderWith(<CheckinSettingsPage />, (c) => c.bind(CheckinSettingsGateway).toConstantValue(gw));
const section = (name: string) => screen.getByRole('form', { name });

describe('报到设置', () => {
  it('loads every section with what the students see now', async () => {
    renderSettings(new FakeCheckinSettings());
    expect(await screen.findByLabelText('须知标题')).toHaveValue('新生入学须知');
    for (const s of [
      '报到须知',
      '报到时间',
      '可修改信息',
      '人脸照片',
      '报到地点',
      '选项列表',
      '现场办理环节',
    ])
      expect(section(s)).toBeInTheDocument();
    expect(screen.getByLabelText('报到开始日期')).toHaveValue('2026-08-28');
    expect(screen.getByRole('checkbox', { name: /^须上传人脸照片/ })).toBeChecked();
    expect(within(section('可修改信息')).getByRole('checkbox', { name: '家庭住址' })).toBeChecked();
    expect(within(section('可修改信息')).getByRole('checkbox', { name: '民族' })).not.toBeChecked();
    // 报到 cannot be deleted; other steps can.
    expect(screen.queryByRole('button', { name: '删除环节 1' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除环节 2' })).toBeInTheDocument();
  });

  it('shows the error state with a retry when the load fails', async () => {
    const gw = new FakeCheckinSettings();
    gw.failLoad = true;
    renderSettings(gw);
    expect(await screen.findByText(/网络/)).toBeInTheDocument();
    gw.failLoad = false;
    await userEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByLabelText('须知标题')).toHaveValue('新生入学须知');
  });

  it('refuses a window that ends before it starts, keeps it after a failed save, then saves it', async () => {
    const gw = new FakeCheckinSettings();
    renderSettings(gw);
    const end = await screen.findByLabelText('报到结束日期');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-08-01');
    await userEvent.click(screen.getByRole('button', { name: '保存报到时间' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('报到开始日期不能晚于结束日期');
    expect(gw.saves).toHaveLength(0);

    await userEvent.clear(end);
    await userEvent.type(end, '2026-09-02');
    gw.failNext = '服务器开小差';
    await userEvent.click(screen.getByRole('button', { name: '保存报到时间' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器开小差');
    expect(screen.getByLabelText('报到结束日期')).toHaveValue('2026-09-02');

    await userEvent.click(screen.getByRole('button', { name: '保存报到时间' }));
    expect(await screen.findByRole('status')).toHaveTextContent('报到时间已保存');
    expect(gw.saves.at(-1)).toEqual({ window: { reportStart: '2026-08-28', reportEnd: '2026-09-02' } });
  });

  it('saves the face photo switch, the editable fields and the place, one section at a time', async () => {
    const gw = new FakeCheckinSettings();
    renderSettings(gw);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^须上传人脸照片/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存人脸照片' }));
    expect(gw.saves.at(-1)).toEqual({ photo: { requirePhoto: false, allowOnsite: true } });
    // 到校现场核验 can be turned off.
    await userEvent.click(screen.getByRole('checkbox', { name: /^允许到校现场核验/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存人脸照片' }));
    expect(gw.saves.at(-1)).toEqual({ photo: { requirePhoto: false, allowOnsite: false } });

    await userEvent.click(within(section('可修改信息')).getByRole('checkbox', { name: '民族' }));
    await userEvent.click(within(section('可修改信息')).getByRole('checkbox', { name: '手机号' }));
    await userEvent.click(screen.getByRole('button', { name: '保存可修改信息' }));
    expect(gw.saves.at(-1)).toEqual({
      fields: { editableFields: ['address', 'nation'], allowEditAfterConfirm: false, hiddenFields: [] },
    });
    // 民族 not collected: gone from the editable list and saved as hidden.
    await userEvent.click(within(section('可修改信息')).getByRole('checkbox', { name: '不采集民族' }));
    expect(within(section('可修改信息')).queryByRole('checkbox', { name: '民族' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存可修改信息' }));
    expect(gw.saves.at(-1)).toEqual({
      fields: { editableFields: ['address'], allowEditAfterConfirm: false, hiddenFields: ['nation'] },
    });

    await userEvent.type(screen.getByLabelText('报到地址'), ' 东门体育馆 ');
    await userEvent.type(screen.getByLabelText('地图链接'), 'map.example.cn');
    await userEvent.click(screen.getByRole('button', { name: '保存报到地点' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('地图链接须以 http:// 或 https:// 开头');
    await userEvent.clear(screen.getByLabelText('地图链接'));
    await userEvent.type(screen.getByLabelText('地图链接'), 'https://map.example.cn/1');
    await userEvent.click(screen.getByRole('button', { name: '保存报到地点' }));
    expect(gw.saves.at(-1)).toEqual({
      place: { address: '东门体育馆', mapUrl: 'https://map.example.cn/1', transport: '' },
    });
  });

  it('edits the option lists and desk steps with their checks', async () => {
    const gw = new FakeCheckinSettings();
    renderSettings(gw);
    await userEvent.click(await screen.findByRole('button', { name: '添加学生类别' }));
    await userEvent.click(screen.getByRole('button', { name: '保存选项列表' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请填写学生类别的选项名称');
    await userEvent.type(screen.getByLabelText('学生类别 2 名称'), '自主招生');
    await userEvent.click(screen.getByRole('button', { name: '保存选项列表' }));
    expect(gw.saves.at(-1)!.options!.stuTypes).toEqual([
      { value: '1', label: '应届初中毕业生' },
      { value: '2', label: '自主招生' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: '添加环节' }));
    await userEvent.type(screen.getByLabelText('环节 3 名称'), '领取校服');
    await userEvent.click(screen.getByRole('button', { name: '上移环节 3' }));
    await userEvent.click(screen.getByRole('button', { name: '删除环节 3' }));
    await userEvent.click(screen.getByRole('button', { name: '保存现场办理环节' }));
    expect(gw.saves.at(-1)).toEqual({
      desk: {
        steps: [
          { key: 'arrive', name: '报到' },
          { key: 'step3', name: '领取校服' },
        ],
      },
    });

    // Who may mark 领取校服: 报到老师 only; none left is refused before sending.
    const roles = screen.getByRole('group', { name: '环节 2 可办理角色' });
    await userEvent.click(within(roles).getByRole('checkbox', { name: '学校管理员' }));
    await userEvent.click(screen.getByRole('button', { name: '保存现场办理环节' }));
    expect(gw.saves.at(-1)!.desk!.steps[1]).toEqual({ key: 'step3', name: '领取校服', roles: ['checkin'] });
    await userEvent.click(within(roles).getByRole('checkbox', { name: '报到老师' }));
    const saves = gw.saves.length;
    await userEvent.click(screen.getByRole('button', { name: '保存现场办理环节' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请为“领取校服”选择至少一个可办理的角色');
    expect(gw.saves).toHaveLength(saves);
  });

  it('a school without a window is told the students read 报到时间待学校通知', async () => {
    const gw = new FakeCheckinSettings();
    gw.state.window = { reportStart: '', reportEnd: '' };
    renderSettings(gw);
    expect(await screen.findByText(/尚未设置报到时间/)).toHaveTextContent('报到时间待学校通知');
  });
});

class FakeExports implements CheckinExportsGateway {
  calls: [string, CheckinExportFilter][] = [];
  async xlsx(f: CheckinExportFilter) {
    this.calls.push(['xlsx', f]);
    return { filename: '报到数据_2026-08-30.xlsx', blob: new Blob(['x']) };
  }
  async photos(f: CheckinExportFilter) {
    this.calls.push(['photos', f]);
    return { filename: '人脸照片_2026-08-30.zip', blob: new Blob(['x']) };
  }
}

describe('报到导出', () => {
  afterEach(() => vi.restoreAllMocks());
  const renderExports = (gw: FakeExports, role: StaffRole) =>
    renderWith(
      <CheckinExportsPage />,
      (c) => {
        c.bind(CheckinExportsGateway).toConstantValue(gw);
        c.bind(RosterGateway).toConstantValue(new FakeRosterGateway());
      },
      role,
    );

  it('exports by major and class; 学校管理员 may ask for full numbers, photos never carry that flag', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const gw = new FakeExports();
    renderExports(gw, 'admin');
    const major = await screen.findByLabelText('专业');
    const firstMajor = within(major).getAllByRole('option')[1]!;
    await userEvent.selectOptions(major, firstMajor);
    await userEvent.click(screen.getByRole('checkbox', { name: /导出完整证件号和手机号/ }));
    await userEvent.click(screen.getByRole('button', { name: '导出报到数据（Excel）' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已导出 报到数据_2026-08-30.xlsx');
    expect(gw.calls[0]).toEqual(['xlsx', { majorId: (firstMajor as HTMLOptionElement).value, unmask: true }]);
    await userEvent.click(screen.getByRole('button', { name: '导出人脸照片（zip）' }));
    expect(gw.calls[1]).toEqual(['photos', { majorId: (firstMajor as HTMLOptionElement).value }]);
  });

  it('报到老师 exports masked only (no unmask choice)', async () => {
    renderExports(new FakeExports(), 'checkin');
    await screen.findByLabelText('专业');
    expect(screen.queryByRole('checkbox', { name: /完整证件号/ })).toBeNull();
  });
});
