import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { NoticeSend } from '@domain/staff/notices-gateway';
import { ContainerProvider } from '@ui/di';
import { createStaffContainer } from '../../../src/staff/container';
import { StaffApp } from '../app/staff-app';
import { DRAFT_KEY } from './mass-notice.vm';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const refuse = (msg: string) => HttpResponse.json({ code: 422, msg, data: null, success: false });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const plan = {
  id: 'p1',
  name: '2026年秋季招生',
  batch: '',
  resultsPublishAt: null,
  resultsPublished: false,
  counts: { pending: 1, approved: 2, rejected: 0, admitted: 0 },
};
const quota = (used = 0) => ({ used, limit: 5, resetsAt: '2026-09-01T00:00:00+08:00' });
const sendRow = (over: Partial<NoticeSend> = {}): NoticeSend => ({
  id: 'mn1',
  createdAt: '2026-08-30T10:00:00+08:00',
  staffName: '王老师',
  planName: plan.name,
  filter: 'approved',
  filterText: '审核通过',
  audience: 'applicants',
  scopeText: '审核通过',
  title: '开学须知',
  body: '请按时报到',
  count: 2,
  ...over,
});
let bodies: Record<string, Record<string, unknown>[]> = {};
let sends: NoticeSend[] = [];
let sendFails: string | null = null;
let used = 0;
let historyFails = false;

beforeEach(() => {
  bodies = {};
  sends = [];
  sendFails = null;
  used = 0;
  historyFails = false;
  sessionStorage.clear();
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({
            id: 's',
            orgId: 'o',
            name: '王老师',
            phone: '1',
            role: 'admissions',
            mustChangePassword: false,
          });
        case 'plans/list':
          return ok([plan]);
        case 'notices/history':
          return historyFails
            ? HttpResponse.json(
                { code: 500, msg: '服务器繁忙，请稍后再试', data: null, success: false },
                { status: 500 },
              )
            : ok({
                sends,
                quota: quota(used),
                roster: { majors: [{ value: 'm1', label: '计算机应用' }], classes: ['计算机2701班'] },
              });
        case 'notices/preview':
          if (body.audience === 'students')
            return ok({
              count: 1,
              recipients: [{ name: '林导入', phone: '139****0030', channel: 'sms', channelText: '短信' }],
              excluded: [],
              quota: quota(used),
            });
          return ok(
            body.filter === 'rejected'
              ? { count: 0, recipients: [], excluded: [], quota: quota(used) }
              : {
                  count: 2,
                  recipients: [
                    { name: '张三', phone: '139****0001', channel: 'sms', channelText: '短信' },
                    { name: '李四', phone: '', channel: 'wechat', channelText: '微信订阅消息' },
                  ],
                  excluded: [{ reason: '已申请删除个人信息', count: 1 }],
                  quota: quota(used),
                },
          );
        case 'notices/send': {
          if (sendFails) return refuse(sendFails);
          const repeated = sends.some((s) => s.id === `mn-${String(body.requestId)}`);
          const row = sendRow({ id: `mn-${String(body.requestId)}`, title: String(body.title) });
          if (!repeated) {
            sends = [row, ...sends];
            used++;
          }
          return ok({ send: row, repeated, quota: quota(used) });
        }
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

function renderAt(path: string) {
  let t: string | null = 'tok';
  const gw = {
    baseUrl: 'http://localhost',
    tokens: { get: () => t, set: (v: string | null) => void (t = v) },
  };
  const loc = memoryLocation({ path, record: true });
  const view = render(
    <ContainerProvider container={createStaffContainer(gw)}>
      <StaffApp hook={loc.hook} />
    </ContainerProvider>,
  );
  return view;
}

describe('群发通知 (msw, real adapter)', () => {
  it('previews the recipients, confirms naming the count, sends once and lists the send', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/notices');
    const nav = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(within(nav).getByRole('link', { name: '群发通知' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('还没有群发记录')).toBeInTheDocument();
    // The only plan is chosen; 审核通过 is the first filter offered after 全部.
    expect(screen.getByLabelText('报名状态')).toHaveValue('approved');
    const table = await screen.findByRole('region', { name: '收件人列表' });
    expect(within(table).getByText('139****0001')).toBeInTheDocument();
    expect(within(table).getByText('微信订阅消息')).toBeInTheDocument();
    expect(screen.getByText(/将发送给/)).toHaveTextContent('将发送给 2 人');
    expect(screen.getByText('不发送：已申请删除个人信息 1人')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    expect(await screen.findByText('请填写通知标题')).toBeInTheDocument();
    expect(bodies['notices/send']).toBeUndefined();
    await u.type(screen.getByLabelText('通知标题'), '开学须知');
    await u.type(screen.getByLabelText('通知内容'), '请于9月1日到校报到。');
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    const dialog = await screen.findByRole('dialog', { name: '确认发送' });
    expect(dialog).toHaveTextContent('确定向2人发送这条通知吗？');
    expect(dialog).toHaveTextContent('报名状态：审核通过');
    await u.click(within(dialog).getByRole('button', { name: '确定发送' }));
    expect(await screen.findByText('已发送给2人')).toBeInTheDocument();
    expect(bodies['notices/send']).toHaveLength(1);
    expect(bodies['notices/send']![0]).toMatchObject({
      planId: 'p1',
      filter: 'approved',
      title: '开学须知',
      body: '请于9月1日到校报到。',
    });
    expect(String(bodies['notices/send']![0]!.requestId).length).toBeGreaterThanOrEqual(8);
    // The history lists it; the form is empty for the next message, with a new request id.
    const history = screen.getByRole('region', { name: '群发记录' });
    await waitFor(() => expect(within(history).getByText('开学须知')).toBeInTheDocument());
    expect(screen.getByLabelText('通知标题')).toHaveValue('');
    const kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!);
    expect(kept.requestId).not.toBe(bodies['notices/send']![0]!.requestId);
  });

  it('keeps the draft across a reload and after a refused send, and retries with the same request id', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderAt('/notices');
    await screen.findByRole('region', { name: '收件人列表' });
    await u.type(screen.getByLabelText('通知标题'), '缴费提醒');
    await u.type(screen.getByLabelText('通知内容'), '请尽快缴费。');
    first.unmount();
    renderAt('/notices');
    expect(await screen.findByLabelText('通知标题')).toHaveValue('缴费提醒');
    expect(screen.getByLabelText('通知内容')).toHaveValue('请尽快缴费。');
    await screen.findByRole('region', { name: '收件人列表' });
    sendFails = '今天已群发5次，已达每日上限，北京时间2026-09-01 00:00后可再发送';
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: '确认发送' })).getByRole('button', {
        name: '确定发送',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '已达每日上限，北京时间2026-09-01 00:00后可再发送',
    );
    expect(screen.getByLabelText('通知标题')).toHaveValue('缴费提醒');
    sendFails = null;
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: '确认发送' })).getByRole('button', {
        name: '确定发送',
      }),
    );
    expect(await screen.findByText('已发送给2人')).toBeInTheDocument();
    const ids = bodies['notices/send']!.map((b) => b.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('new students on the roster by class (issue 34 item 10): previewed, confirmed and sent to them', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/notices');
    await screen.findByRole('region', { name: '收件人列表' });
    await u.selectOptions(screen.getByLabelText('收件人'), '新生名单的新生');
    expect(screen.queryByLabelText('招生计划')).toBeNull();
    await u.selectOptions(screen.getByLabelText('班级'), '计算机2701班');
    const table = await screen.findByRole('region', { name: '收件人列表' });
    expect(await within(table).findByText('林导入')).toBeInTheDocument();
    expect(bodies['notices/preview']!.at(-1)).toEqual({ audience: 'students', className: '计算机2701班' });
    await u.type(screen.getByLabelText('通知标题'), '报到提醒');
    await u.type(screen.getByLabelText('通知内容'), '请按时到校。');
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    const dialog = await screen.findByRole('dialog', { name: '确认发送' });
    expect(dialog).toHaveTextContent('确定向1人发送这条通知吗？');
    expect(dialog).toHaveTextContent('收件人：新生名单 · 计算机2701班');
    await u.click(within(dialog).getByRole('button', { name: '确定发送' }));
    await screen.findByText('已发送给2人');
    expect(bodies['notices/send']![0]).toMatchObject({
      audience: 'students',
      className: '计算机2701班',
      title: '报到提醒',
    });
    expect(bodies['notices/send']![0]).not.toHaveProperty('planId');
  });

  it('an empty filter says so and does not open the dialog', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/notices');
    await screen.findByRole('region', { name: '收件人列表' });
    await u.selectOptions(screen.getByLabelText('报名状态'), '已驳回');
    expect(await screen.findByText('没有符合条件的收件人，请换一个报名状态')).toBeInTheDocument();
    await u.type(screen.getByLabelText('通知标题'), '标题');
    await u.type(screen.getByLabelText('通知内容'), '内容');
    await u.click(screen.getByRole('button', { name: '发送通知' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('没有可以接收通知的报名人');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a used-up day: the refusal names when it resets and 发送通知 is disabled', async () => {
    used = 5;
    renderAt('/notices');
    expect(
      await screen.findByText('今天已群发5次，已达每日上限，北京时间2026-09-01 00:00后可再发送'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送通知' })).toBeDisabled();
  });

  it('a failed load shows the error with 重试', async () => {
    historyFails = true;
    renderAt('/notices');
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});
