import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const refused = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null, success: false });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const plan = (over: object = {}) => ({
  id: 'p1',
  name: '2027年秋季普通招生',
  state: 'open',
  quota: 200,
  taken: 12,
  fee: 15050,
  startAt: '2026-08-01T08:00:00+08:00',
  endAt: '2026-09-30T17:00:00+08:00',
  resultsPublishAt: '2026-10-10T09:00:00+08:00',
  templateId: 'tpl',
  formName: '新生报名表',
  formVersion: 1,
  draft: false,
  counts: { pending: 3, approved: 9, rejected: 0 },
  decided: 0,
  description: '',
  batch: '',
  grade: '',
  payAtRegistration: false,
  majorIds: [],
  contact: '',
  ...over,
});
let plans: ReturnType<typeof plan>[] = [];
let bodies: Record<string, Record<string, unknown>[]> = {};
let failSave: string | null = null;
let role = 'admissions';

beforeEach(() => {
  plans = [plan()];
  bodies = {};
  failSave = null;
  role = 'admissions';
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({ id: 's', orgId: 'o', name: '王老师', phone: '1', role, mustChangePassword: false });
        case 'plans/setup-list':
          return ok(plans);
        case 'plans/options':
          return ok({
            majors: [{ id: 'm1', name: '计算机应用' }],
            forms: [
              {
                templateId: 'tpl',
                name: '新生报名表',
                draftChanged: false,
                versions: [
                  { version: 1, publishedAt: '2026-08-01T08:00:00+08:00', fieldCount: 14 },
                  { version: 2, publishedAt: '2026-08-20T08:00:00+08:00', fieldCount: 15 },
                ],
                plans: [],
              },
            ],
          });
        case 'plans/create': {
          if (failSave) return refused(400, failSave);
          const made = plan({ ...body, id: `p${plans.length + 1}`, state: 'notStarted', taken: 0 });
          plans.push(made);
          return ok(made);
        }
        case 'plans/get':
          return ok(plans.find((x) => x.id === body.planId));
        case 'plans/save': {
          if (failSave) return refused(422, failSave);
          const i = plans.findIndex((x) => x.id === body.planId);
          plans[i] = plan({ ...plans[i], ...body, id: body.planId });
          return ok(plans[i]);
        }
        case 'plans/copy': {
          const from = plans.find((x) => x.id === body.planId)!;
          const made = plan({
            ...from,
            id: `p${plans.length + 1}`,
            name: `${from.name}（复制）`,
            state: 'closed',
            draft: true,
            resultsPublishAt: null,
            taken: 0,
          });
          plans.push(made);
          return ok(made);
        }
        case 'plans/close': {
          const p = plans.find((x) => x.id === body.planId)!;
          p.state = 'closed';
          return ok(p);
        }
        default:
          return refused(404, '未找到');
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('招生计划 screen (msw, real adapter)', () => {
  it('lists plans with the journey’s state label, fee in yuan and form version; closes one', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/plans');
    const table = await screen.findByRole('table', { name: '招生计划列表' });
    const row = within(table).getByRole('row', { name: /2027年秋季普通招生/ });
    expect(within(row).getByText('报名中')).toBeInTheDocument();
    expect(within(row).getByText('150.5 元')).toBeInTheDocument();
    expect(within(row).getByText('12 / 200')).toBeInTheDocument();
    expect(within(row).getByText('新生报名表 第1版')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: '关闭：2027年秋季普通招生' }));
    expect(await screen.findByText('已关闭', { selector: '[role=status]' })).toBeInTheDocument();
    expect(bodies['plans/close']).toEqual([{ planId: 'p1' }]);
    expect(within(row).getByRole('button', { name: '重新开放：2027年秋季普通招生' })).toBeInTheDocument();
  });

  it('creates a plan in China time and fen; a refused save keeps everything typed', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/plans');
    await u.click(await screen.findByRole('button', { name: '新建计划' }));
    const form = await screen.findByRole('form', { name: '新建招生计划' });
    const field = (name: string) => within(form).getByLabelText(name);
    await u.type(field('计划名称'), '2027年春季招生');
    await u.type(field('招生人数'), '80');
    await u.type(field('报名开始时间（北京时间）'), '2026-09-01T08:00');
    await u.type(field('报名截止时间（北京时间）'), '2026-09-30T17:00');
    await u.type(field('结果公布时间（北京时间）'), '2026-09-20T09:00');
    await u.clear(field('报名费（元）'));
    await u.type(field('报名费（元）'), '99.9');
    await u.click(within(form).getByRole('checkbox', { name: '计算机应用' }));
    // The newest published version is chosen for a new plan.
    expect(field('报名表版本')).toHaveValue('2');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('结果公布时间须晚于报名截止时间');
    expect(bodies['plans/create']).toBeUndefined();

    await u.clear(field('结果公布时间（北京时间）'));
    await u.type(field('结果公布时间（北京时间）'), '2026-10-10T09:00');
    failSave = '报名表不存在';
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('报名表不存在');
    expect(field('计划名称')).toHaveValue('2027年春季招生');
    expect(field('报名费（元）')).toHaveValue('99.9');

    failSave = null;
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(bodies['plans/create']!.at(-1)).toMatchObject({
      name: '2027年春季招生',
      quota: 80,
      startAt: '2026-09-01T08:00:00+08:00',
      endAt: '2026-09-30T17:00:00+08:00',
      resultsPublishAt: '2026-10-10T09:00:00+08:00',
      fee: 9990,
      majorIds: ['m1'],
      templateId: 'tpl',
      formVersion: 2,
      payAtRegistration: false,
    });
    expect(await screen.findByText('已保存：2027年春季招生')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('未开始')).toBeInTheDocument();
  }, 40_000);

  it('once the results are out, the publication time may only move earlier (the journeys’ rule)', async () => {
    // Published an hour ago (the real clock), sign-up ended before that.
    const hour = 3600_000;
    const iso = (ms: number) => new Date(ms + 8 * hour).toISOString().slice(0, 16);
    const published = Date.now() - hour;
    plans = [
      plan({
        startAt: `${iso(published - 48 * hour)}:00+08:00`,
        endAt: `${iso(published - 24 * hour)}:00+08:00`,
        resultsPublishAt: `${iso(published)}:30+08:00`,
        decided: 4,
      }),
    ];
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/plans');
    const table = await screen.findByRole('table', { name: '招生计划列表' });
    await u.click(within(table).getByRole('button', { name: '编辑：2027年秋季普通招生' }));
    const form = await screen.findByRole('form', { name: '编辑招生计划' });
    expect(
      within(form).getByText('录取结果已公布，公布时间只能提前，不能改晚（否则家长已看到的结果会被隐藏）'),
    ).toBeInTheDocument();
    const field = within(form).getByLabelText('结果公布时间（北京时间）');
    await u.clear(field);
    await u.type(field, iso(published + 24 * hour));
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('公布时间只能提前，不能改晚');
    expect(bodies['plans/save']).toBeUndefined();

    // Left as it was, the stored time goes back to the second (not re-judged against the rule).
    await u.clear(field);
    await u.type(field, iso(published));
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies['plans/save']).toHaveLength(1));
    expect(bodies['plans/save']![0]).toMatchObject({ resultsPublishAt: `${iso(published)}:30+08:00` });
  });

  it('a passed publication time with no decision made is not locked: nobody has seen a result', async () => {
    const hour = 3600_000;
    const iso = (ms: number) => new Date(ms + 8 * hour).toISOString().slice(0, 16);
    const published = Date.now() - hour;
    plans = [
      plan({
        startAt: `${iso(published - 48 * hour)}:00+08:00`,
        endAt: `${iso(published - 24 * hour)}:00+08:00`,
        resultsPublishAt: `${iso(published)}:30+08:00`,
        decided: 0,
      }),
    ];
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/plans');
    const table = await screen.findByRole('table', { name: '招生计划列表' });
    await u.click(within(table).getByRole('button', { name: '编辑：2027年秋季普通招生' }));
    const form = await screen.findByRole('form', { name: '编辑招生计划' });
    expect(within(form).queryByText(/公布时间只能提前/)).not.toBeInTheDocument();
    const field = within(form).getByLabelText('结果公布时间（北京时间）');
    await u.clear(field);
    await u.type(field, iso(published + 24 * hour));
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies['plans/save']).toHaveLength(1));
  });

  it('复制 makes a closed draft without a publication time; 批次 and 年级 are saved with the plan', async () => {
    plans = [plan({ batch: '2027年第一批次', grade: '2027级', description: '<p>面向应届生</p>' })];
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/plans');
    const table = await screen.findByRole('table', { name: '招生计划列表' });
    await u.click(within(table).getByRole('button', { name: '复制：2027年秋季普通招生' }));
    const form = await screen.findByRole('form', { name: '编辑招生计划' });
    expect(within(form).getByRole('note')).toHaveTextContent('这是复制出的草稿：家长看不到');
    // No time carried over, so the "only earlier" rule does not apply to the copy.
    expect(within(form).getByLabelText('结果公布时间（北京时间）')).toHaveValue('');
    expect(within(form).queryByText(/公布时间只能提前/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('批次')).toHaveValue('2027年第一批次');
    expect(within(form).getByRole('textbox', { name: '计划说明' })).toHaveTextContent('面向应届生');
    await u.clear(within(form).getByLabelText('年级'));
    await u.type(within(form).getByLabelText('年级'), '2028级');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('请填写报名开始、截止和结果公布时间');
    await u.type(within(form).getByLabelText('结果公布时间（北京时间）'), '2026-10-12T09:00');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies['plans/save']).toHaveLength(1));
    expect(bodies['plans/save']![0]).toMatchObject({
      planId: 'p2',
      batch: '2027年第一批次',
      grade: '2028级',
      description: '<p>面向应届生</p>',
      resultsPublishAt: '2026-10-12T09:00:00+08:00',
    });
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /（复制）/ });
    expect(within(row).getByText('草稿（未公开）')).toBeInTheDocument();
  }, 40_000);

  it('shows the empty state when the school has no plan', async () => {
    plans = [];
    renderAt('/plans');
    expect(await screen.findByText('还没有招生计划，点击“新建计划”开始')).toBeInTheDocument();
  });

  it('报到老师 is sent elsewhere', async () => {
    role = 'checkin';
    renderAt('/plans');
    await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(screen.queryByRole('link', { name: '招生计划' })).not.toBeInTheDocument();
    expect(bodies['plans/setup-list']).toBeUndefined();
  });
});
