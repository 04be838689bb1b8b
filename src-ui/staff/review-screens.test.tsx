import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faceState, photoRowActions, type StaffRoleName } from '@domain/journeys';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let bodies: Record<string, unknown[]> = {};
let role: StaffRoleName = 'admin';
const photo = (id: string) => ({
  welcomeId: id,
  name: `新生${id}`,
  studentNo: `S${id}`,
  photoStatus: 0,
  photoText: '待审核',
  rejectReason: null,
  url: `/fileapi/${id}.jpg`,
});
let photos = [photo('1'), photo('2')];

beforeEach(() => {
  bodies = {};
  role = 'admin';
  photos = [photo('1'), photo('2')];
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({ id: 's', orgId: 'o', name: '李老师', phone: '1', role, mustChangePassword: false });
        case 'photos/list':
          return ok({
            total: photos.length,
            // Each row with what the role may do now, as the server sends it.
            rows: photos
              .filter((p) => p.photoStatus === 0)
              .map((p) => ({ ...p, actions: photoRowActions(faceState(true, p.photoStatus), role) })),
            counts: { pending: photos.filter((p) => p.photoStatus === 0).length, approved: 0, rejected: 0 },
          });
        case 'photos/review': {
          const p = photos.find((x) => x.welcomeId === body.welcomeId)!;
          p.photoStatus = body.approve ? 1 : 2;
          return ok({
            welcomeId: p.welcomeId,
            photoStatus: p.photoStatus,
            rejectReason: body.reason ?? null,
            actions: photoRowActions(faceState(true, p.photoStatus), role),
          });
        }
        case 'outbox/list':
          return ok({
            total: 1,
            rows: [
              {
                id: 'n1',
                kind: 'registration.rejected',
                channel: 'dev',
                status: 'failed',
                statusText: '发送失败',
                recipient: '138****0000',
                title: '报名未通过',
                body: '您的报名未通过审核，原因：证件照不清晰',
                attempts: 5,
                lastError: '网关超时',
                nextAttemptAt: null,
                createdAt: '2026-06-01T00:00:00Z',
                sentAt: null,
              },
            ],
          });
        case 'outbox/resend':
          return ok({
            id: 'n1',
            kind: 'registration.rejected',
            channel: 'dev',
            status: 'sent',
            statusText: '已发送',
            recipient: '138****0000',
            title: '报名未通过',
            body: '您的报名未通过审核，原因：证件照不清晰',
            attempts: 6,
            lastError: null,
            nextAttemptAt: null,
            createdAt: '2026-06-01T00:00:00Z',
            sentAt: '2026-06-01T01:00:00Z',
          });
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('review screens (msw, real adapter)', () => {
  it('face photos in a grid: reject one with a reason, approve the other', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/photos');
    const grid = await screen.findByRole('list', { name: '照片列表' });
    const first = within(grid).getByRole('listitem', { name: '新生1的照片' });
    expect(within(first).getByAltText('新生1的人脸照片')).toHaveAttribute('src', '/fileapi/1.jpg');
    await u.click(within(first).getByRole('button', { name: '驳回' }));
    const sheet = await screen.findByRole('dialog', { name: '驳回新生1的人脸照片' });
    expect(within(sheet).getByRole('button', { name: '确认驳回' })).toBeDisabled();
    await u.type(within(sheet).getByLabelText('原因'), '背景不是纯色');
    await u.click(within(sheet).getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByRole('status')).toHaveTextContent('照片已驳回');
    expect(bodies['photos/review']![0]).toEqual({ welcomeId: '1', approve: false, reason: '背景不是纯色' });
    expect(within(grid).queryByRole('listitem', { name: '新生1的照片' })).toBeNull();
    await u.click(within(grid).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('照片已通过')).toBeInTheDocument();
    expect(bodies['photos/review']![1]).toEqual({ welcomeId: '2', approve: true });
  });

  it('a 报到老师 sees only 人脸照片, 现场报到, 到校看板, 新生名单, 报到导出 and 通知记录; a screen of another role sends them back', async () => {
    role = 'checkin';
    const loc = renderAt('/queue');
    const nav = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['人脸照片', '现场报到', '到校看板', '新生名单', '报到导出', '通知记录']);
    await screen.findByRole('list', { name: '照片列表' });
    expect(loc.history?.at(-1)).toBe('/photos');
    expect(bodies['registrations/list']).toBeUndefined();
  });

  it('the outbox shows a failed notice and 重新发送 sends it again', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/outbox');
    const list = await screen.findByRole('list', { name: '通知列表' });
    expect(within(list).getByText('发送失败')).toBeInTheDocument();
    expect(within(list).getByText('失败原因：网关超时')).toBeInTheDocument();
    await u.click(within(list).getByRole('button', { name: '重新发送' }));
    expect(await within(list).findByText('已发送')).toBeInTheDocument();
    expect(bodies['outbox/resend']).toEqual([{ id: 'n1' }]);
  });
});
