import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const refused = (msg: string) => HttpResponse.json({ code: 409, msg, data: null, success: false });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HASH = 'a'.repeat(64);
const SEED = 'b'.repeat(64);
const groups = [
  { id: 'g1', name: '第一类：户籍+学区', places: 1 },
  { id: 'g2', name: '第二类' },
];
const rows = [
  { regNo: '202700001', name: '赵晓明', groupId: 'g1' },
  { regNo: '202700002', name: '钱思雨', groupId: 'g1' },
  { regNo: '202700003', name: '孙子涵', groupId: 'g2' },
];
type Stage = 'open' | 'closed' | 'committed' | 'drawn';
let stage: Stage = 'closed';
let bodies: Record<string, Record<string, unknown>[]> = {};
let failDraw: string | null = null;
let wide = false;

const drawRecord = () => ({
  planId: 'p1',
  planName: '2027年秋季摇号招生',
  schoolName: '示范学校',
  algorithm: 'zs-draw-v1',
  seedHash: HASH,
  places: 2,
  groups,
  entries: rows.map(({ regNo, groupId }) => ({ regNo, groupId })),
  committedAt: '2027-06-01T09:00:00+08:00',
  observer: '王公证员',
  committedBy: '李老师',
  seed: stage === 'drawn' ? SEED : null,
  drawnAt: stage === 'drawn' ? '2027-06-02T10:00:00+08:00' : null,
  drawnBy: stage === 'drawn' ? '李老师' : null,
  order:
    stage === 'drawn'
      ? [
          { regNo: '202700002', groupId: 'g1', key: 'k', rank: 1, admitted: true, waitlist: null },
          { regNo: '202700003', groupId: 'g2', key: 'k', rank: 2, admitted: true, waitlist: null },
          { regNo: '202700001', groupId: 'g1', key: 'k', rank: 3, admitted: false, waitlist: 1 },
        ]
      : null,
});
const view = () => ({
  planId: 'p1',
  planName: '2027年秋季摇号招生',
  places: 2,
  groups,
  endAt: '2027-05-31T17:00:00+08:00',
  windowClosed: stage !== 'open',
  confirmHours: 48,
  publicPath: '/zhxy/mobile/recruit/?tenantId=t&orgId=o#/orientation/homepage/lottery?planId=p1',
  rows: rows.map((r, i) => ({
    registrationId: `r${i}`,
    regNo: r.regNo,
    name: r.name,
    groupId: r.groupId,
    state: stage !== 'drawn' ? 'pending' : i === 0 ? 'offered' : i === 1 ? 'declined' : 'won',
    stateText: stage !== 'drawn' ? '待摇号' : i === 0 ? '候补递补：已中签' : i === 1 ? '已放弃' : '已中签',
    rank: null,
    deadline: stage === 'drawn' && i !== 1 ? '2027-06-04T10:00:00+08:00' : null,
  })),
  draw: stage === 'committed' || stage === 'drawn' ? drawRecord() : null,
});

beforeEach(() => {
  stage = 'closed';
  bodies = {};
  failDraw = null;
  wide = false;
  window.matchMedia = ((q: string) => ({
    matches: wide && q.includes('1024'),
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
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
            name: '李老师',
            phone: '1',
            role: 'admissions',
            mustChangePassword: false,
          });
        case 'lottery/plans':
          return ok([
            { planId: 'p1', name: '2027年秋季摇号招生', stage: stage === 'drawn' ? 'drawn' : 'open' },
          ]);
        case 'lottery/get':
          return ok(view());
        case 'lottery/commit':
          stage = 'committed';
          return ok(view());
        case 'lottery/draw':
          // Another tab drew meanwhile: refused, and the state now is drawn.
          if (failDraw) return ((stage = 'drawn'), refused(failDraw));
          stage = 'drawn';
          return ok(view());
        default:
          return HttpResponse.json({ code: 404, msg: '未找到', data: null, success: false });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('摇号 screen (msw, real adapter)', () => {
  it('publishes the commitment, draws with the observer named, shows the result and the offers', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/lottery');
    await screen.findByText('已截止待公示承诺');
    await u.type(screen.getByLabelText('监督人（公证员或家长代表）姓名'), '王公证员');
    await u.click(screen.getByRole('button', { name: '公示摇号名单' }));
    await screen.findByText('承诺已公示');
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开摇号公示页（任何人可复核）' })).toHaveAttribute(
      'href',
      '/zhxy/mobile/recruit/?tenantId=t&orgId=o#/orientation/homepage/lottery?planId=p1',
    );
    expect(bodies['lottery/commit']).toEqual([{ planId: 'p1', observer: '王公证员' }]);
    // The draw asks once more: it cannot be undone.
    await u.click(screen.getByRole('button', { name: '开始摇号' }));
    const ask = screen.getByRole('alertdialog', { name: '确认摇号' });
    await u.click(within(ask).getByRole('button', { name: '确定摇号' }));
    await screen.findByText('已摇号');
    expect(bodies['lottery/draw']).toEqual([{ planId: 'p1', observer: '王公证员' }]);
    expect(screen.getByText(SEED)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('摇号完成：中签 2 人');
    // A phone: the result as a list, in the published order.
    const list = screen.getByRole('list', { name: '摇号结果' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('第 1 位202700002钱思雨中签'),
      expect.stringContaining('第 2 位202700003孙子涵中签'),
      expect.stringContaining('第 3 位202700001赵晓明候补 1'),
    ]);
    const offers = screen.getByRole('list', { name: '候补递补' });
    expect(within(offers).getByText('赵晓明')).toBeInTheDocument();
    expect(
      within(offers).getByText(/请于 6月4日 10:00 前确认入学|请于 2027年6月4日 10:00 前确认入学/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始摇号' })).toBeNull();
  });

  it('a wide screen shows the result as a table; a refused draw says why and shows the state now', async () => {
    wide = true;
    stage = 'committed';
    failDraw = '已摇号，摇号结果不能重新生成、撤销或修改';
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/lottery');
    await u.click(await screen.findByRole('button', { name: '开始摇号' }));
    await u.click(screen.getByRole('button', { name: '确定摇号' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('已摇号，摇号结果不能重新生成、撤销或修改');
    await waitFor(() => expect(bodies['lottery/get']?.length).toBe(2));
    const table = await screen.findByRole('table', { name: '摇号结果' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('202700002')).toBeInTheDocument();
    expect(within(first).getByText('第一类：户籍+学区')).toBeInTheDocument();
    expect(within(first).getByText('中签')).toBeInTheDocument();
    expect(within(table).getByText('候补 1')).toBeInTheDocument();
  });

  it('no lottery plan: the empty state says where to set one; a failed load offers 重试', async () => {
    server.use(http.post('*/staff-api/lottery/plans', () => ok([])));
    renderAt('/lottery');
    expect(await screen.findByText(/还没有报名后摇号的招生计划/)).toBeInTheDocument();
  });

  it('a failed plan load shows the error with 重试', async () => {
    server.use(
      http.post('*/staff-api/lottery/get', () =>
        HttpResponse.json({ code: 404, msg: '招生计划不存在', data: null, success: false }),
      ),
    );
    renderAt('/lottery');
    expect(await screen.findByText('招生计划不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
