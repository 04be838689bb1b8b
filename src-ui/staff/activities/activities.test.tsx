import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffActivity } from '@domain/staff/activities-gateway';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const bad = (msg: string) =>
  HttpResponse.json({ code: 400, msg, data: null, success: false }, { status: 400 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const activity = (over: Partial<StaffActivity> = {}): StaffActivity => ({
  id: 'act1',
  title: '校园开放日',
  place: '图书馆',
  description: '',
  startAt: '2026-09-10T09:00:00+08:00',
  endAt: '2026-09-10T12:00:00+08:00',
  signStart: '2026-09-01T09:00:00+08:00',
  signEnd: '2026-09-09T18:00:00+08:00',
  capacity: 2,
  signed: 2,
  audience: 'all',
  state: 'full',
  stateText: '已满',
  cancelledAt: null,
  cancelReason: null,
  ...over,
});
let bodies: Record<string, Record<string, unknown>[]> = {};
let list: StaffActivity[] = [];
let saveFails = false;
let role = 'admissions';

beforeEach(() => {
  bodies = {};
  list = [activity()];
  saveFails = false;
  role = 'admissions';
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({ id: 's', orgId: 'o', name: '王老师', phone: '1', role, mustChangePassword: false });
        case 'activities/list':
          return ok(list);
        case 'activities/cancel':
          list = [activity({ state: 'cancelled', stateText: '已取消' })];
          return ok({ activity: list[0], notified: 2 });
        case 'activities/create':
          return saveFails ? bad('活动结束时间须晚于开始时间') : ok(activity({ id: 'act2', signed: 0 }));
        case 'activities/signups':
          return ok({
            activity: list[0],
            rows: [
              {
                id: 'g1',
                name: '张家长',
                phone: body.unmask ? '13812345678' : '138****5678',
                remark: '',
                createdAt: '2026-09-02T10:00:00+08:00',
              },
            ],
          });
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('活动管理 (msw, real adapter)', () => {
  it('lists an activity with state and places; cancel names it and how many are told', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/activities');
    const nav = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(within(nav).getByRole('link', { name: '活动管理' })).toHaveAttribute('aria-current', 'page');
    const row = (await screen.findByText('校园开放日')).closest('tr')!;
    expect(within(row).getByText('已满')).toBeInTheDocument();
    expect(within(row).getByText('2 / 2')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: '取消活动 校园开放日' }));
    const sheet = await screen.findByRole('dialog', { name: '取消活动' });
    expect(sheet).toHaveTextContent(
      '确定取消活动“校园开放日”吗？取消后不能恢复，已报名的2人将收到取消通知。',
    );
    await u.type(within(sheet).getByLabelText(/取消原因/), '天气原因');
    await u.click(within(sheet).getByRole('button', { name: '确定取消活动' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已取消“校园开放日”，已通知2人');
    expect(bodies['activities/cancel']).toEqual([{ activityId: 'act1', reason: '天气原因' }]);
    await waitFor(() => expect(within(row).getByText('已取消')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /取消活动/ })).toBeNull();
    expect(within(row).queryByRole('link', { name: /编辑/ })).toBeNull();
  });

  it('shows the empty state when the school has no activity', async () => {
    list = [];
    renderAt('/activities');
    expect(await screen.findByText('还没有活动，点“新建活动”创建第一个')).toBeInTheDocument();
  });

  it('the editor checks the rules before sending, and a refused save keeps what was typed', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/activities/edit/new');
    const title = await screen.findByLabelText('活动名称');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写活动名称')).toBeInTheDocument();
    expect(screen.getByText('请选择活动开始时间')).toBeInTheDocument();
    expect(bodies['activities/create']).toBeUndefined();
    await u.type(title, '校园开放日');
    for (const [label, v] of [
      ['活动开始时间', '2026-09-10T09:00'],
      ['活动结束时间', '2026-09-10T08:00'],
      ['报名开始时间', '2026-09-01T09:00'],
      ['报名截止时间', '2026-09-09T18:00'],
    ] as const) {
      await u.clear(screen.getByLabelText(label));
      await u.type(screen.getByLabelText(label), v);
    }
    await u.type(screen.getByLabelText('名额'), '2');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('活动结束时间须晚于开始时间')).toBeInTheDocument();
    expect(bodies['activities/create']).toBeUndefined();
    // The server refuses (e.g. another rule): the notice says why and the form is as typed.
    saveFails = true;
    await u.clear(screen.getByLabelText('活动结束时间'));
    await u.type(screen.getByLabelText('活动结束时间'), '2026-09-10T12:00');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('活动结束时间须晚于开始时间');
    expect(bodies['activities/create']![0]).toMatchObject({
      title: '校园开放日',
      startAt: '2026-09-10T09:00:00+08:00',
      endAt: '2026-09-10T12:00:00+08:00',
      capacity: 2,
      audience: 'all',
    });
    expect(screen.getByLabelText('活动名称')).toHaveValue('校园开放日');
    expect(screen.getByLabelText('名额')).toHaveValue(2);
  });

  it('the sign-up list masks phones until the teacher asks to see them', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/activities/signups/act1');
    expect(await screen.findByText('138****5678')).toBeInTheDocument();
    await u.click(screen.getByText('显示完整手机号'));
    expect(await screen.findByText('13812345678')).toBeInTheDocument();
    expect(bodies['activities/signups']!.map((b) => b.unmask)).toEqual([false, true]);
  });

  it('a 报到老师 does not see 活动管理 and is sent back from it', async () => {
    role = 'checkin';
    const loc = renderAt('/activities');
    const nav = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(within(nav).queryByRole('link', { name: '活动管理' })).toBeNull();
    await waitFor(() => expect(loc.history!.at(-1)).not.toBe('/activities'));
    expect(bodies['activities/list']).toBeUndefined();
  });
});
