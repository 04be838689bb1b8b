import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

// Issue 24 item 4: 操作日志 and 通知发送 speak Chinese about people, not identifiers.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let bodies: Record<string, unknown[]> = {};
const notice = (id: string, over: object) => ({
  id,
  kind: 'result.published',
  channel: 'wechat',
  channelText: '微信',
  status: 'pending',
  statusText: '待发送',
  recipient: '',
  recipientName: '张子涵',
  title: '录取结果已公布',
  body: '张子涵的录取结果已公布',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-07-01T01:00:00.000Z',
  heldUntil: '2026-07-01T01:00:00.000Z',
  createdAt: '2026-06-01T00:00:00.000Z',
  sentAt: null,
  ...over,
});

beforeEach(() => {
  bodies = {};
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
            name: '王校长',
            phone: '1',
            role: 'admin',
            mustChangePassword: false,
          });
        case 'audit/list':
          return ok({
            total: 1,
            rows: [
              {
                id: 1,
                staffId: 'staff_MyinEjOoLs7d6hE5',
                staffName: '李老师',
                role: 'admissions',
                at: '2026-06-01T02:00:00.000Z',
                action: 'registration.approve',
                target: 'reg_abc',
                targetName: '张子涵',
                ip: '10.0.0.1',
                details: {},
              },
            ],
          });
        case 'outbox/list':
          return ok({
            total: 2,
            rows: [
              notice('n1', {}),
              notice('n2', {
                kind: 'registration.rejected',
                channel: 'sms',
                channelText: '短信',
                recipient: '138****0000',
                status: 'failed',
                statusText: '发送失败',
                heldUntil: null,
                title: '报名被驳回',
              }),
            ],
          });
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('操作日志', () => {
  it('who by name and role, what in Chinese, on whom by name; the type filter is a list', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/audit');
    const table = await screen.findByRole('table', { name: '操作日志列表' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['李老师', '招生老师', '报名审核通过', '张子涵', '10.0.0.1', '-']);
    expect(table.textContent).not.toMatch(/staff_|reg_|registration\./);
    const filter = screen.getByRole('combobox', { name: '操作类型' });
    expect(within(filter).getByRole('option', { name: '撤销录取' })).toBeInTheDocument();
    await u.selectOptions(filter, 'admission.revoke');
    expect(bodies['audit/list']!.at(-1)).toMatchObject({ action: 'admission.revoke', page: 1 });
  });
});

describe('通知记录', () => {
  it('names the recipient and channel; a result notice before its time offers no 重新发送', async () => {
    renderAt('/outbox');
    const held = await screen.findByRole('listitem', { name: '录取结果已公布' });
    expect(held).toHaveTextContent('发送给 张子涵 · 微信');
    expect(held).toHaveTextContent('将于结果公布时间 2026-07-01 09:00 自动发送');
    expect(within(held).queryByRole('button', { name: '重新发送' })).toBeNull();
    const failed = screen.getByRole('listitem', { name: '报名被驳回' });
    expect(failed).toHaveTextContent('发送给 张子涵 · 短信 · 138****0000');
    expect(within(failed).getByRole('button', { name: '重新发送' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '通知列表' }).textContent).not.toMatch(/openid|u-\d/);
  });
});
