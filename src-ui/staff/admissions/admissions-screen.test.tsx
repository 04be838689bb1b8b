import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@domain/staff/types';
import { asServed, row } from '../testing/fake-gateway';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let bodies: Record<string, unknown[]> = {};
let regs = [row('1')];
/** The role the server computes each row's `actions` for (a role that may not decide: none). */
let role: StaffRole = 'admissions';
const future = new Date(Date.now() + 86400_000).toISOString();

beforeEach(() => {
  bodies = {};
  role = 'admissions';
  regs = [
    row('1', { reviewStatus: 1, feeStatus: 3, name: '张三' }),
    row('2', { reviewStatus: 1, feeStatus: 5, name: '李四' }),
    row('3', { reviewStatus: 1, feeStatus: 3, name: '王五' }),
  ];
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      const moved = (id: string, admissionStatus: number) => {
        const r = regs.find((x) => x.id === id)!;
        r.admissionStatus = admissionStatus;
        const { actions } = asServed(r, role, false);
        return ok({
          id,
          reviewStatus: 1,
          feeStatus: r.feeStatus,
          admissionStatus,
          voucherStatus: null,
          actions,
        });
      };
      switch (path) {
        case 'me':
          return ok({
            id: 's',
            orgId: 'o',
            name: '李老师',
            phone: '1',
            role: 'admissions',
            mustChangePassword: false,
          });
        case 'plans/list':
          return ok([
            {
              id: 'p1',
              name: '2026级新生报名',
              batch: '',
              resultsPublishAt: future,
              resultsPublished: false,
              counts: { pending: 0, approved: 3, rejected: 0, admitted: 0 },
            },
          ]);
        case 'registrations/list':
          return ok({ total: regs.length, rows: regs.map((r) => asServed(r, role, false)) });
        case 'admissions/decide':
          return moved(String(body.registrationId), Number(body.status));
        case 'admissions/undo':
          return moved(String(body.registrationId), 1);
        case 'admissions/bulk': {
          const ids = body.registrationIds as string[];
          const picked = regs.filter((r) => ids.includes(r.id));
          const decided = picked.filter((r) => r.feeStatus !== 5).map((r) => ({ id: r.id, name: r.name }));
          const skipped = picked
            .filter((r) => r.feeStatus === 5)
            .map((r) => ({ id: r.id, name: r.name, reason: '已退费' }));
          if (!body.dryRun) for (const d of decided) regs.find((r) => r.id === d.id)!.admissionStatus = 3;
          return ok({ count: decided.length, decided, skipped, dryRun: body.dryRun });
        }
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('录取管理 (msw, real adapter)', () => {
  it('录取 asks first, naming the applicant; 撤销决定 before publication; a refunded one says why', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/admissions');
    const zhang = await screen.findByRole('listitem', { name: '张三' });
    const list = screen.getByRole('list', { name: '录取列表' });
    expect(
      within(within(list).getByRole('listitem', { name: '李四' })).getByText('不能录取：已退费'),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByRole('listitem', { name: '李四' })).queryByRole('button', { name: '录取' }),
    ).toBeNull();

    await u.click(within(zhang).getByRole('button', { name: '录取' }));
    const dialog = await screen.findByRole('dialog', { name: '确认录取' });
    expect(dialog).toHaveTextContent('确定录取 张三（2026级新生报名');
    expect(dialog).toHaveTextContent('结果公布前可以撤销这个决定');
    expect(bodies['admissions/decide']).toBeUndefined();
    await u.click(within(dialog).getByRole('button', { name: '确认录取' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已录取：张三');
    expect(bodies['admissions/decide']).toEqual([{ registrationId: '1', status: 3 }]);
    expect(within(zhang).getByText('已录取')).toBeInTheDocument();

    await u.click(within(zhang).getByRole('button', { name: '撤销决定' }));
    expect(await screen.findByText('已撤销对 张三 的决定')).toBeInTheDocument();
    expect(bodies['admissions/undo']).toEqual([{ registrationId: '1' }]);
    expect(within(zhang).getByRole('button', { name: '录取' })).toBeInTheDocument();
  });

  it('bulk only on ticked rows: the dialog lists the names and the skipped with the reason', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/admissions');
    await screen.findByRole('listitem', { name: '张三' });
    expect(screen.getByRole('button', { name: '批量录取' })).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: '选择 张三' }));
    await u.click(screen.getByRole('checkbox', { name: '选择 李四' }));
    expect(screen.getByText('已选 2 人')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '批量录取' }));
    const dialog = await screen.findByRole('dialog', { name: '确认录取' });
    expect(
      within(within(dialog).getByRole('list', { name: '将录取' }))
        .getAllByRole('listitem')
        .map((x) => x.textContent),
    ).toEqual(['张三']);
    expect(within(dialog).getByRole('list', { name: '跳过' })).toHaveTextContent('李四：已退费');
    // Only the ticked rows that offer 录取 go to the server; 李四 is skipped with the server's reason.
    expect(bodies['admissions/bulk']).toEqual([
      { planId: 'p1', registrationIds: ['1'], status: 3, dryRun: true },
    ]);
    await u.click(within(dialog).getByRole('button', { name: '确认录取 1 人' }));
    expect(await screen.findByText('已录取 1 人，跳过 1 人')).toBeInTheDocument();
    expect(bodies['admissions/bulk']![1]).toEqual({
      planId: 'p1',
      registrationIds: ['1'],
      status: 3,
      dryRun: false,
    });
    expect(regs.map((r) => r.admissionStatus)).toEqual([3, 1, 1]);
  });

  it('a row offers exactly its actions: none sent, no button for it', async () => {
    // 王五 could be decided by the states, but the server offers only 不录取 on it.
    regs[2]!.actions = ['decline'];
    renderAt('/admissions');
    const wang = await screen.findByRole('listitem', { name: '王五' });
    expect(within(wang).getByRole('button', { name: '不录取' })).toBeInTheDocument();
    for (const name of ['录取', '预录取', '撤销决定', '撤销录取'])
      expect(within(wang).queryByRole('button', { name })).toBeNull();
    const zhang = screen.getByRole('listitem', { name: '张三' });
    expect(within(zhang).getByRole('button', { name: '录取' })).toBeInTheDocument();
  });

  it('a role the server offers nothing to sees no decision, no tick box and no bulk button', async () => {
    // The server computes by role: for one that may not decide, every row comes with no actions.
    role = 'checkin';
    renderAt('/admissions');
    await screen.findByRole('listitem', { name: '张三' });
    const list = screen.getByRole('list', { name: '录取列表' });
    for (const name of ['录取', '预录取', '不录取', '撤销决定', '撤销录取'])
      expect(within(list).queryByRole('button', { name })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    for (const name of ['批量录取', '批量预录取', '批量不录取'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
