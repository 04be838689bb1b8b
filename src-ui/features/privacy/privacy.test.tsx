import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { Navigation } from '@domain/ports/navigation';
import { PrivacyGateway, type PrivacyNotice } from '@domain/ports/privacy-gateway';
import { Session } from '@domain/ports/session';
import { setup } from '@ui/testing/checkin-fixtures';
import { fakeSession } from '@ui/testing/fake-session';
import { user } from '@ui/testing/user';
import MyDataPage from './my-data-page';
import { PrivacyGate } from './privacy-gate';

const NOTICE: PrivacyNotice = {
  version: '2026.1',
  title: '个人信息保护告知',
  content: '<p>学校将收集学生的姓名与证件号码。</p>',
  acceptedAt: null,
};
const REQUEST = {
  id: 'dr1',
  status: 0 as const,
  statusText: '待学校处理',
  reason: '',
  decisionReason: null,
  createdAt: '2026-11-23T10:00:00+08:00',
  decidedAt: null,
};

function mount(ui: React.ReactElement, gw: Partial<PrivacyGateway>) {
  const assign = vi.fn();
  const { wrap, loc } = setup('/orientation/enrollment/details', (c) => {
    c.bind(PrivacyGateway).toConstantValue(gw as PrivacyGateway);
    c.bind(Session).toConstantValue(fakeSession({ token: 't', userInfo: { tenantId: '1001', orgId: 'o' } }));
    c.bind(Clock).toConstantValue({ now: () => new Date('2026-11-23T02:00:00Z') });
    c.bind(AppConfig).toConstantValue({ baseUrl: 'http://gw' } as unknown as AppConfig);
    c.bind(Navigation).toConstantValue({
      href: () => 'http://app/#/x',
      assign,
      replace: vi.fn(),
      reload: vi.fn(),
    } as unknown as Navigation);
  });
  return { ...render(wrap(ui)), loc, assign };
}

describe('个人信息保护告知 before personal data', () => {
  it('asks first; 同意并继续 without the box says so; ticked, it records the version and closes', async () => {
    const u = user();
    const accept = vi.fn(async (version: string) => ({ version, acceptedAt: '2026-11-23T10:00:00+08:00' }));
    mount(
      <PrivacyGate>
        <p>报名表</p>
      </PrivacyGate>,
      { notice: async () => NOTICE, accept },
    );
    const dialog = await screen.findByText('学校将收集学生的姓名与证件号码。');
    expect(dialog).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '同意并继续' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先勾选“我已阅读并同意”');
    expect(accept).not.toHaveBeenCalled();
    await u.click(screen.getByText('我已阅读并同意'));
    await u.click(screen.getByRole('button', { name: '同意并继续' }));
    expect(accept).toHaveBeenCalledWith('2026.1');
    await waitFor(() => expect(screen.queryByText('学校将收集学生的姓名与证件号码。')).toBeNull());
    expect(screen.getByText('报名表')).toBeInTheDocument();
  });

  it('an accepted notice is not shown again; 不同意 leaves for the home page', async () => {
    const u = user();
    const { unmount } = mount(
      <PrivacyGate>
        <p>报名表</p>
      </PrivacyGate>,
      { notice: async () => ({ ...NOTICE, acceptedAt: '2026-11-01T09:00:00+08:00' }) },
    );
    await screen.findByText('报名表');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: '同意并继续' })).toBeNull();
    unmount();
    const { loc } = mount(
      <PrivacyGate>
        <p>报名表</p>
      </PrivacyGate>,
      { notice: async () => NOTICE },
    );
    await u.click(await screen.findByRole('button', { name: '不同意' }));
    expect(loc.history?.at(-1)).toBe('/orientation/homepage/index');
  });

  it('a notice that arrives while a field has focus takes it away (its digit keyboard closes)', async () => {
    let answer!: (n: PrivacyNotice) => void;
    mount(
      <PrivacyGate>
        <input aria-label="证件号码" />
      </PrivacyGate>,
      { notice: () => new Promise<PrivacyNotice>((r) => (answer = r)) },
    );
    const field = screen.getByLabelText('证件号码');
    field.focus();
    expect(document.activeElement).toBe(field);
    answer(NOTICE);
    await screen.findByText('学校将收集学生的姓名与证件号码。');
    expect(document.activeElement).not.toBe(field);
  });
});

describe('个人信息 page', () => {
  it('shows the acceptance, exports the data and files one deletion request', async () => {
    const u = user();
    const requestDeletion = vi.fn(async (reason: string) => ({ ...REQUEST, reason }));
    const readableLink = vi.fn(async () => ({
      url: '/enrollment-manage-api/api/app/privacy/my-data.html?t=signed',
      expiresAt: '2026-11-23T10:10:00+08:00',
    }));
    const { assign } = mount(<MyDataPage />, {
      notice: async () => ({ ...NOTICE, acceptedAt: '2026-11-01T09:00:00+08:00' }),
      requests: async () => [],
      readableLink,
      myData: async () => ({
        exportedAt: '2026-11-23T10:00:00+08:00',
        account: { name: '张三', phone: '13800000000', hasWechat: true },
        registrations: [
          {
            id: 'r1',
            regNo: '202600017',
            planName: '2026年秋季普通招生',
            name: '张小明',
            idNumber: '110101201001010011',
            answers: {},
            reviewStatus: 0,
            feeStatus: 1,
            admissionStatus: 1,
            createdAt: '2026-11-20T10:00:00+08:00',
          },
        ],
        activities: [],
        acceptances: [],
      }),
      requestDeletion,
    });
    expect(await screen.findByText(/已同意 · 11月1日 09:00/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '查看并导出我的信息' }));
    expect(await screen.findByRole('status')).toHaveTextContent('共 1 条报名记录');
    expect(screen.getByText(/张小明 · 110101201001010011/)).toBeInTheDocument();
    expect(screen.getByLabelText('我的信息（JSON）', { selector: 'pre' })).toHaveTextContent(
      '110101201001010011',
    );
    // Beside the JSON, a readable page in Chinese (issue 23): a fresh signed link, opened on tap.
    expect(screen.getByRole('button', { name: '下载文件（JSON）' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '查看可打印版本' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://gw/enrollment-manage-api/api/app/privacy/my-data.html?t=signed',
      ),
    );
    expect(readableLink).toHaveBeenCalledTimes(1);
    await u.type(screen.getByLabelText('申请原因（选填）'), '不再就读');
    await u.click(screen.getByRole('button', { name: '申请删除我的信息' }));
    await u.click(await screen.findByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(requestDeletion).toHaveBeenCalledWith('不再就读'));
    expect(await screen.findByText('待学校处理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请删除我的信息' })).toBeNull();
  });
});
