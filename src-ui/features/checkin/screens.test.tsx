import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { LocalStore, SessionStore } from '@domain/ports/storage';
import { CheckinGateway, type VerifyProcess } from '@domain/ports/checkin-gateway';
import CheckinHomePage from '@ui/features/checkin/home/checkin-home-page';
import MoreInfoPage from '@ui/features/checkin/notice/more-info-page';
import NoticePage from '@ui/features/checkin/notice/notice-page';
import ProcedurePage from '@ui/features/checkin/procedure/procedure-page';
import { fakeSession } from '@ui/testing/fake-session';
import { progressOf, served, setup, studentDetail } from '@ui/testing/checkin-fixtures';

const NOW = new Date('2026-08-20T02:00:00Z');

const detail = studentDetail;

const process = (over: Partial<VerifyProcess> = {}): VerifyProcess => ({
  ...progressOf('reported'),
  passToken: 'PASS.signed.token',
  passExpiresAt: '2026-08-21T02:00:00Z',
  ...over,
});

function mount(
  path: string,
  ui: React.ReactElement,
  api: Partial<Record<keyof CheckinGateway, unknown>>,
  local = new MemoryStore(),
) {
  const session = fakeSession({ token: 't', userInfo: { welcomeId: 'w-1001-02' } });
  const tab = new MemoryStore();
  const { wrap, loc } = setup(path, (c) => {
    c.bind(CheckinGateway).toConstantValue(api as unknown as CheckinGateway);
    c.bind(Session).toConstantValue(session);
    c.bind(LocalStore).toConstantValue(local);
    c.bind(SessionStore).toConstantValue(tab);
    c.bind(Clock).toConstantValue({ now: () => NOW });
    c.bind(AppConfig).toConstantValue({
      baseUrl: '',
      bases: { upload: 'http://gw/fileapi' },
    } as unknown as AppConfig);
  });
  const r = render(wrap(ui));
  return { ...r, local, tab, session, loc };
}

describe('check-in home', () => {
  it('lists the server’s steps with their state, offers the next action and says what is next', async () => {
    // Progress comes from the server (no device flag): notice read on another phone shows here too.
    const d = detail({ progress: progressOf('reported', 'noticeRead') });
    mount('/orientation/checkin/index', <CheckinHomePage />, {
      detail: vi.fn(async () => d),
      queryEnroll: vi.fn(),
    });
    const list = await screen.findByRole('list', { name: '报到进度' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.state)).toEqual(['done', 'done', 'next', 'todo', 'todo']);
    expect(items[1]).toHaveTextContent('已阅读');
    expect(items[2]).toHaveTextContent('未确认');
    expect(screen.getByRole('button', { name: '下一步：确认个人信息' })).toBeInTheDocument();
    expect(screen.getByText(/报到状态：\s*已读须知，下一步：确认个人信息/)).toBeInTheDocument();
    expect(screen.getByText('会计2601班')).toBeInTheDocument();
  });

  it('does not claim arrival while steps remain', async () => {
    const d = detail({ arrivedAt: 'y', progress: progressOf('reported', 'arrived') });
    mount('/orientation/checkin/index', <CheckinHomePage />, { detail: async () => d });
    expect(await screen.findByText(/报到状态：\s*已登记，下一步：阅读报到须知/)).toBeInTheDocument();
    expect(screen.queryByText('报到手续已全部完成')).toBeNull();
  });

  it('says when everything is done', async () => {
    const d = detail({
      confirmedAt: 'x',
      photoUrl: '/p.jpg',
      photoStatus: 1,
      arrivedAt: 'y',
      progress: progressOf('reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'),
    });
    mount('/orientation/checkin/index', <CheckinHomePage />, { detail: async () => d });
    expect(await screen.findByText('报到手续已全部完成')).toBeInTheDocument();
    expect(screen.getByText(/报到状态：\s*已到校/)).toBeInTheDocument();
  });

  it('a photo under review: 审核中 in the status and the step, the main button is no longer the upload (issue 23)', async () => {
    const d = detail({
      confirmedAt: 'x',
      photoUrl: '/p.jpg',
      photoStatus: 0,
      progress: progressOf('reported', 'noticeRead', 'confirmed'),
    });
    mount('/orientation/checkin/index', <CheckinHomePage />, { detail: async () => d });
    expect(await screen.findByRole('button', { name: '上传人脸照片：审核中' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步：上传人脸照片' })).toBeNull();
    expect(screen.getByText(/报到状态：\s*已确认信息，人脸照片审核中/)).toBeInTheDocument();
  });

  it('shows a retry when loading fails', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce({ kind: 'network', msg: '网络错误' })
      .mockResolvedValue(detail());
    mount('/orientation/checkin/index', <CheckinHomePage />, { detail: load });
    (await screen.findByRole('button', { name: '重试' })).click();
    expect(await screen.findByRole('list', { name: '报到进度' })).toBeInTheDocument();
  });
});

describe('notice and more info', () => {
  it('sanitises the notice, opens stored files in the viewer; 我已阅读 stores the read on the server', async () => {
    const content =
      '<p>欢迎<img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="/fileapi/files/f1?exp=1&sig=s">入学须知.pdf</a>';
    const readNotice = vi.fn(async () => ({
      noticeReadAt: '2026-08-20T10:00:00+08:00',
      progress: progressOf('reported', 'noticeRead'),
    }));
    const { container, local, loc } = mount('/orientation/checkin/details', <NoticePage />, {
      document: async () => ({ title: '新生入学须知', content, updatedAt: '2026-07-31T20:00:00+08:00' }),
      readNotice,
    });
    expect(await screen.findByText('新生入学须知')).toBeInTheDocument();
    expect(screen.getByText('更新于 2026年7月31日')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('script')).toBeNull();
    const link = screen.getByRole('link', { name: '入学须知.pdf' });
    expect(link.getAttribute('href')).toBe(
      'http://gw/fileapi/viewer?url=' + encodeURIComponent('/fileapi/files/f1?exp=1&sig=s'),
    );
    // Opening the notice is not reading it, and nothing is kept on the device.
    expect(readNotice).not.toHaveBeenCalled();
    (await screen.findByRole('button', { name: '我已阅读，下一步' })).click();
    await vi.waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/checkin/confirm'));
    expect(readNotice).toHaveBeenCalledTimes(1);
    expect(local.get('checkinNoticeRead:w-1001-02')).toBeNull();
  });

  it('a failed 我已阅读 says so and stays on the notice', async () => {
    const { loc } = mount('/orientation/checkin/details', <NoticePage />, {
      document: async () => ({ title: '须知', content: '<p>欢迎</p>', updatedAt: '' }),
      readNotice: () => Promise.reject({ kind: 'network', msg: '网络错误' }),
    });
    (await screen.findByRole('button', { name: '我已阅读，下一步' })).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(loc.history).toEqual(['/orientation/checkin/details']);
  });

  it('shows an empty state for an empty notice', async () => {
    mount('/orientation/checkin/details', <NoticePage />, {
      document: async () => ({ title: '', content: ' ', updatedAt: '' }),
    });
    expect(await screen.findByText('学校暂未发布新生须知')).toBeInTheDocument();
  });

  it('notice and more info show the load error with a retry that loads again', async () => {
    const document = vi
      .fn()
      .mockRejectedValueOnce({ kind: 'network', msg: '网络错误' })
      .mockResolvedValue({ title: '新生入学须知', content: '<p>欢迎</p>', updatedAt: '' });
    const notice = mount('/orientation/checkin/details', <NoticePage />, { document });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    (await screen.findByRole('button', { name: '重试' })).click();
    expect(await screen.findByText('新生入学须知')).toBeInTheDocument();
    notice.unmount();
    const moreMessage = vi
      .fn()
      .mockRejectedValueOnce({ kind: 'network', msg: '网络错误' })
      .mockResolvedValue({ items: [{ label: '报到地点', value: '东门' }] });
    mount('/orientation/checkin/moreinfos', <MoreInfoPage />, { moreMessage });
    (await screen.findByRole('button', { name: '重试' })).click();
    expect(await screen.findByText('东门')).toBeInTheDocument();
    expect(moreMessage).toHaveBeenCalledTimes(2);
  });

  it('lists more information, and an empty state without any', async () => {
    mount('/orientation/checkin/moreinfos', <MoreInfoPage />, {
      moreMessage: async () => ({
        items: [
          { label: '报到地点', value: '学校东门迎新点' },
          { label: '空', value: '' },
        ],
      }),
    });
    expect(await screen.findByText('学校东门迎新点')).toBeInTheDocument();
    expect(screen.queryByText('空')).toBeNull();
  });
});

describe('procedure QR pass', () => {
  it('shows the steps, the QR and its expiry in China time, and keeps the pass for offline use', async () => {
    const { local } = mount('/orientation/checkin/procedure', <ProcedurePage />, {
      verifyProcess: async () => process(),
    });
    expect(await screen.findByTestId('pass-qr')).toBeInTheDocument();
    expect(screen.getByTestId('pass-expiry')).toHaveTextContent('有效期至 8月21日 10:00');
    expect(JSON.parse(local.get('checkinPass:w-1001-02')!).process.passToken).toBe('PASS.signed.token');
  });

  it('a pass valid to the end of the report day reads 23:59, and a morning copy still shows offline later that day', async () => {
    const local = new MemoryStore();
    const endOfDay = process({ passExpiresAt: '2026-08-20T15:59:59.000Z' });
    // Saved at 08:00 China time, shown offline at 10:00 (NOW): long past the old 10-minute life.
    local.set(
      'checkinPass:w-1001-02',
      JSON.stringify({ process: endOfDay, savedAt: NOW.getTime() - 2 * 3_600_000 }),
    );
    mount(
      '/orientation/checkin/procedure',
      <ProcedurePage />,
      { verifyProcess: () => Promise.reject({ kind: 'network', msg: '网络错误' }) },
      local,
    );
    expect(await screen.findByTestId('pass-qr')).toBeInTheDocument();
    expect(screen.getByTestId('pass-expiry')).toHaveTextContent('有效期至 8月20日 23:59');
  });

  it('with no network shows the saved pass and says so', async () => {
    const local = new MemoryStore();
    local.set(
      'checkinPass:w-1001-02',
      JSON.stringify({ process: process(), savedAt: NOW.getTime() - 60_000 }),
    );
    mount(
      '/orientation/checkin/procedure',
      <ProcedurePage />,
      { verifyProcess: () => Promise.reject({ kind: 'network', msg: '网络错误' }) },
      local,
    );
    expect(await screen.findByTestId('pass-qr')).toBeInTheDocument();
    expect(
      await screen.findByText(/当前网络不可用，显示的是 8月20日 09:59 保存的报到码/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pass-saved')).toHaveTextContent('保存于 8月20日 09:59');
  });

  it('the steps read the server’s photo state (审核中); a pass saved by an older version shows 状态获取中, never 未通过', async () => {
    const reviewing = served(progressOf('reported', 'noticeRead', 'confirmed'), 'reviewing');
    const r = mount('/orientation/checkin/procedure', <ProcedurePage />, {
      verifyProcess: async () => process(reviewing),
    });
    const row = async () =>
      within(await screen.findByRole('list', { name: '报到进度' }))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes('上传人脸照片'))!;
    expect(await row()).toHaveTextContent('审核中');
    r.unmount();
    const local = new MemoryStore();
    const old = {
      ...progressOf('reported', 'noticeRead', 'confirmed'),
      shown: undefined,
      face: undefined,
      photo: undefined,
    };
    local.set(
      'checkinPass:w-1001-02',
      JSON.stringify({ process: process(old), savedAt: NOW.getTime() - 60_000 }),
    );
    mount(
      '/orientation/checkin/procedure',
      <ProcedurePage />,
      { verifyProcess: () => Promise.reject({ kind: 'network', msg: '网络错误' }) },
      local,
    );
    expect(await row()).toHaveTextContent('状态获取中');
    expect(screen.queryByText(/未通过|未上传/)).toBeNull();
  });

  it('an expired saved pass is not shown offline', async () => {
    const local = new MemoryStore();
    local.set(
      'checkinPass:w-1001-02',
      JSON.stringify({ process: process({ passExpiresAt: '2026-08-20T01:00:00Z' }), savedAt: 1 }),
    );
    mount(
      '/orientation/checkin/procedure',
      <ProcedurePage />,
      { verifyProcess: () => Promise.reject({ kind: 'network', msg: '网络错误' }) },
      local,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(screen.queryByTestId('pass-qr')).toBeNull();
    expect(local.get('checkinPass:w-1001-02')).toBeNull();
  });
});
