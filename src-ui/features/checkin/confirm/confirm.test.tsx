import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import { Clock } from '@domain/ports/clock';
import { Notifier } from '@domain/ports/notifier';
import { Session } from '@domain/ports/session';
import { LocalStore } from '@domain/ports/storage';
import { CheckinGateway, type CheckinSetting, type StudentDetail } from '@domain/ports/checkin-gateway';
import ConfirmInfoPage from '@ui/features/checkin/confirm/confirm-page';
import { DraftStore } from '@ui/drafts/draft-store';
import { fakeSession } from '@ui/testing/fake-session';
import { setup, studentDetail } from '@ui/testing/checkin-fixtures';

const detail = (over: Partial<StudentDetail> = {}): StudentDetail =>
  studentDetail({
    welcomeId: 'w-1',
    ticketNo: 't',
    majorId: 'm',
    dormitory: '',
    party: '',
    reportedAt: null,
    version: 3,
    ...over,
  });
const setting = (over: Partial<CheckinSetting> = {}): CheckinSetting => ({
  editableFields: ['phone', 'nation', 'regionCode', 'address', 'emergencyContact', 'emergencyPhone'],
  allowEditAfterConfirm: true,
  requirePhoto: true,
  reportStart: '',
  reportEnd: '',
  photo: { maxBytes: 1, minWidth: 1, minHeight: 1, maxWidth: 1, maxHeight: 1, types: [] },
  ...over,
});
const regions = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }],
  },
  {
    code: '440000',
    name: '广东省',
    children: [
      {
        code: '440300',
        name: '深圳市',
        children: [
          { code: '440305', name: '南山区' },
          { code: '440306', name: '宝安区' },
        ],
      },
    ],
  },
];

/** The form's later rows render after its first screen (issue 28): wait for all of them. */
const wholeForm = () =>
  waitFor(() => expect(document.querySelector('.zs-dynamic-form')).toHaveAttribute('aria-busy', 'false'));

function mount(api: Partial<Record<keyof CheckinGateway, unknown>>, local = new MemoryStore()) {
  const full = {
    detail: vi.fn(async () => detail()),
    setting: vi.fn(async () => setting()),
    regions: vi.fn(async () => regions),
    options: vi.fn(async () => [
      { value: '01', label: '汉族' },
      { value: '02', label: '蒙古族' },
    ]),
    updateInfo: vi.fn(async (_body: unknown) => ({ version: 4, confirmedAt: 'now' })),
  };
  Object.assign(full, api);
  const toast = vi.fn();
  const { wrap, loc } = setup('/orientation/checkin/confirm', (c) => {
    c.bind(CheckinGateway).toConstantValue(full as unknown as CheckinGateway);
    c.bind(LocalStore).toConstantValue(local);
    c.bind(Clock).toConstantValue({ now: () => new Date('2026-08-20T02:00:00Z') });
    c.bind(Notifier).toConstantValue({ toast, error: toast });
    c.bind(DraftStore).toSelf();
    c.bind(Session).toConstantValue(fakeSession({ userInfo: { welcomeId: 'w-1' } }));
  });
  const r = render(wrap(<ConfirmInfoPage />));
  return { ...r, api: full, loc, local, toast };
}

// jsdom has no layout: scrolling to the first error is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('confirm information', () => {
  it('shows fixed fields disabled and only the editable ones open, per getSetting', async () => {
    mount({ setting: async () => setting({ editableFields: ['phone'] }) });
    expect(await screen.findByDisplayValue('会计事务')).toHaveAttribute('readonly');
    await wholeForm();
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('家庭住址')).toHaveAttribute('readonly');
  });

  it('pre-fills neither 民族 nor 政治面貌 and refuses to confirm until both are chosen (issue 34 item 21)', async () => {
    const { api } = mount({
      detail: async () =>
        detail({
          nation: '',
          party: '',
          phone: '13800138000',
          regionCode: '440305',
          address: '深圳市南山区科技园',
          emergencyContact: '王建国',
          emergencyPhone: '13900139000',
        }),
      setting: async () =>
        setting({
          editableFields: [
            'phone',
            'nation',
            'party',
            'regionCode',
            'address',
            'emergencyContact',
            'emergencyPhone',
          ],
        }),
    });
    await wholeForm();
    expect(await screen.findByRole('button', { name: /民族/ })).toHaveTextContent('请选择');
    expect(screen.getByRole('button', { name: /政治面貌/ })).toHaveTextContent('请选择');
    expect(screen.queryByText('汉族')).toBeNull();
    expect(screen.queryByText('群众')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认信息无误并提交' }));
    expect(api.updateInfo).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['请选择民族', '请选择政治面貌']));
  });

  it('leaves out the national-list fields the school does not collect (报到设置)', async () => {
    mount({
      setting: async () => setting({ editableFields: ['phone'], hiddenFields: ['nation', 'hkType'] }),
    });
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
    await wholeForm();
    expect(screen.queryByText('民族')).toBeNull();
    expect(screen.queryByText('户口性质')).toBeNull();
    expect(screen.getByText('政治面貌')).toBeInTheDocument();
  });

  // Typing two phone numbers with user-event is slow on a shared 2-core machine.
  it(
    'validates before the call, then sends the editable values, the area code and the version',
    { timeout: 20_000 },
    async () => {
      const { api, loc, toast } = mount({
        detail: async () =>
          detail({ regionCode: '440305', address: '深圳市南山区科技园', emergencyContact: '王建国' }),
      });
      await userEvent.click(await screen.findByRole('button', { name: '确认信息无误并提交' }));
      expect(api.updateInfo).not.toHaveBeenCalled();
      expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
      await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
      await userEvent.type(screen.getByLabelText('紧急联系电话'), '13900139000');
      await userEvent.click(screen.getByRole('button', { name: '确认信息无误并提交' }));
      await waitFor(() => expect(api.updateInfo).toHaveBeenCalled());
      expect(api.updateInfo.mock.calls[0]![0]).toEqual({
        confirm: true,
        version: 3,
        phone: '13800138000',
        nation: '01',
        regionCode: '440305',
        address: '深圳市南山区科技园',
        emergencyContact: '王建国',
        emergencyPhone: '13900139000',
      });
      expect(toast).toHaveBeenCalledWith('信息已确认');
      await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/checkin/index'));
    },
  );

  it('inputs fit (issue 14): the ID number on a full-width row, phones type=tel checked on blur, pickers 请选择, fixed fields read-only', async () => {
    mount({ setting: async () => setting({ editableFields: ['phone', 'emergencyPhone', 'stuType'] }) });
    const id = await screen.findByLabelText('身份证号');
    await wholeForm();
    expect(id).toHaveValue('110105********1824');
    expect(id).toHaveAttribute('readonly');
    expect(id.closest('.zs-field-wide-row')).not.toBeNull();
    // The school's fields share the kit's one read-only look (tinted row, a lock named 不可修改).
    for (const label of ['姓名', '身份证号', '学号', '录取专业', '家庭住址']) {
      const item = screen.getByText(label).closest('.adm-list-item') as HTMLElement;
      expect(item).toHaveClass('zs-field-locked');
      expect(within(item).getByRole('img', { name: '不可修改' })).toBeInTheDocument();
    }
    const phone = screen.getByLabelText('手机号');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('maxlength', '11');
    expect(screen.getByLabelText('紧急联系电话')).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '1380');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号格式不正确');
    await userEvent.type(phone, '0138000');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // An editable picker with nothing chosen says 请选择; a locked one says 未填写 and has no arrow.
    expect(screen.getByRole('button', { name: /学生类别/ })).toHaveTextContent('请选择');
    const region = screen.getByRole('button', { name: /户籍所在地/ });
    expect(region).toHaveAttribute('aria-disabled', 'true');
    expect(region).not.toHaveTextContent('请选择');
  });

  it('shows the region as its three levels', async () => {
    mount({ detail: async () => detail({ regionCode: '440305' }) });
    const cell = (await screen.findByText('户籍所在地')).closest('[data-field-key]') as HTMLElement;
    expect(within(cell).getByText('广东省 深圳市 南山区')).toBeInTheDocument();
  });

  it('saves a draft as the user types and restores it after a reload', async () => {
    const local = new MemoryStore();
    const first = mount({}, local);
    await userEvent.type(await screen.findByLabelText('家庭住址'), '朝阳路1号');
    first.unmount();
    mount({}, local);
    expect(await screen.findByDisplayValue('朝阳路1号')).toBeInTheDocument();
    expect(screen.getByText('已恢复上次未提交的内容')).toBeInTheDocument();
  });

  it('is read-only once confirmed when the school does not allow edits after confirming', async () => {
    mount({
      detail: async () => detail({ confirmedAt: '2026-08-19' }),
      setting: async () => setting({ allowEditAfterConfirm: false }),
    });
    expect(await screen.findByText('你已确认信息，学校设置为确认后不可修改。')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /提交|保存/ })).toBeNull();
  });

  it('on a version conflict reloads and keeps what the student typed', async () => {
    const updateInfo = vi.fn().mockRejectedValueOnce({ kind: 'server', code: 409, msg: '冲突' });
    const { api } = mount({
      updateInfo,
      detail: vi.fn(async () =>
        detail({
          regionCode: '440305',
          address: 'a',
          emergencyContact: '王建国',
          emergencyPhone: '13900139000',
        }),
      ),
    });
    await userEvent.type(await screen.findByLabelText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '确认信息无误并提交' }));
    expect(await screen.findByText('信息已在其他设备修改，已重新加载，请核对后再提交')).toBeInTheDocument();
    expect(api.detail).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
  });
});

describe('arrival plan (studentReport)', () => {
  it('is asked once confirmed, within the reporting window, and sent to studentReport', async () => {
    const studentReport = vi.fn(async (_b: unknown) => ({
      arriveMode: 'parent',
      arriveDate: '2026-08-29',
      companions: 2,
      trafficNo: '',
      savedAt: '2026-08-20T02:00:00Z',
    }));
    mount({
      detail: async () => detail({ confirmedAt: '2026-08-19' }),
      setting: async () => setting({ reportStart: '2026-08-28', reportEnd: '2026-09-05' }),
      studentReport,
    });
    const section = await screen.findByRole('region', { name: '到校信息登记' });
    await userEvent.click(within(section).getByRole('button', { name: '提交到校信息' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('请选择到校方式');
    await userEvent.click(within(section).getByText('家长陪同'));
    const date = within(section).getByLabelText('预计到校日期');
    await userEvent.type(date, '2026-09-10');
    await userEvent.click(within(section).getByRole('button', { name: '提交到校信息' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      '请选择 2026-08-28 至 2026-09-05 之间的日期',
    );
    await userEvent.clear(date);
    await userEvent.type(date, '2026-08-29');
    await userEvent.click(within(section).getByRole('button', { name: '提交到校信息' }));
    await waitFor(() =>
      expect(studentReport).toHaveBeenCalledWith({
        arriveMode: 'parent',
        arriveDate: '2026-08-29',
        companions: 0,
      }),
    );
    expect(await within(section).findByText('到校信息已登记')).toBeInTheDocument();
  });

  it('is not asked before the details are confirmed', async () => {
    mount({ setting: async () => setting({ reportStart: '2026-08-28', reportEnd: '2026-09-05' }) });
    await screen.findByRole('button', { name: '确认信息无误并提交' });
    expect(screen.queryByRole('region', { name: '到校信息登记' })).toBeNull();
  });
});
