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

let bodies: Record<string, Record<string, unknown>[]> = {};
let role = 'admin';
let forms: unknown[] = [];
let earlierPlans: { planId: string; name: string; formVersion: number }[] = [];

beforeEach(() => {
  bodies = {};
  earlierPlans = [];
  role = 'admin';
  forms = [];
  server.use(
    // The region tree a region field's preview picks from (the student app's public endpoint).
    http.get('*/base/api/cities/tree', () =>
      ok([{ code: '330000', name: '浙江省', children: [{ code: '330100', name: '杭州市', children: [] }] }]),
    ),
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({ id: 's', orgId: 'o', name: '李校长', phone: '1', role, mustChangePassword: false });
        case 'forms/list':
          return ok(forms);
        case 'forms/save-draft':
          return ok({ templateId: 'form-1', updatedAt: '2026-08-01T08:00:00+08:00' });
        case 'forms/publish':
          return ok({
            templateId: 'form-1',
            version: 1,
            publishedAt: '2026-08-01T08:05:00+08:00',
            name: String(bodies['forms/save-draft']?.at(-1)?.name ?? ''),
            fields: bodies['forms/save-draft']?.at(-1)?.fields ?? [],
            logic: [],
            earlierPlans,
          });
        case 'forms/move-plans':
          return ok({
            version: body.version,
            moved: earlierPlans.filter((p) => (body.planIds as string[]).includes(p.planId)),
          });
        default:
          return refused(404, '未找到');
      }
    }),
  );
});

const renderAt = renderStaffApp;

const fieldNames = () =>
  within(screen.getByRole('list', { name: '字段列表' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);

describe('报名表设计 screen (msw, real adapter)', () => {
  it('builds a form with a conditional field, previews it, saves and publishes', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    expect(await screen.findByText('还没有报名表，点击“新建报名表”开始')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '新建报名表' }));
    // A new form starts with the two fields every registration carries.
    expect(fieldNames()).toEqual(['学生姓名', '证件号码']);

    await u.selectOptions(screen.getByLabelText('题型'), '下拉选择');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    let settings = screen.getByRole('group', { name: '字段设置：新选择题' });
    await u.clear(within(settings).getByLabelText('标题'));
    await u.type(within(settings).getByLabelText('标题'), '是否住校');
    await u.selectOptions(screen.getByLabelText('题型'), '单行文本');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    settings = screen.getByRole('group', { name: '字段设置：新问题' });
    await u.clear(within(settings).getByLabelText('标题'));
    await u.type(within(settings).getByLabelText('标题'), '宿舍要求');
    settings = screen.getByRole('group', { name: '字段设置：宿舍要求' });
    await u.click(within(settings).getByRole('checkbox', { name: /必填/ }));
    await u.selectOptions(within(settings).getByLabelText('当此字段'), '是否住校');
    expect(within(settings).getByLabelText('选择了')).toHaveValue('是');
    expect(screen.getByText(/当“是否住校”选“是”时显示/)).toBeInTheDocument();

    // The preview is the student form: the conditional field is hidden until 是 is chosen.
    const preview = screen.getByRole('region', { name: '预览（家长看到的报名表）' });
    expect(within(preview).getByText('是否住校')).toBeInTheDocument();
    expect(within(preview).queryByText('宿舍要求')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    const saved = bodies['forms/save-draft']![0]!;
    expect(saved.templateId).toBeUndefined();
    expect(saved.logic).toEqual([
      {
        id: 'show-field4',
        when: { prop: 'field3', op: 'eq', value: '是' },
        action: 'show',
        targets: ['field4'],
      },
    ]);
    expect((saved.fields as { prop: string; show: boolean }[]).map((f) => [f.prop, f.show])).toEqual([
      ['name', true],
      ['idNumber', true],
      ['field3', true],
      ['field4', false],
    ]);

    await u.click(screen.getByRole('button', { name: '发布新版本' }));
    expect(await screen.findByText(/已发布第1版/)).toBeInTheDocument();
    expect(bodies['forms/publish']).toEqual([{ templateId: 'form-1' }]);
    expect(screen.getByText(/第1版 · 2026-08-01 08:05 发布 · 4 个字段/)).toBeInTheDocument();
  });

  it('发布新版本 offers to move the plans on an earlier version; 改用 moves the ticked ones', async () => {
    earlierPlans = [
      { planId: 'p1', name: '秋季招生', formVersion: 1 },
      { planId: 'p2', name: '春季插班', formVersion: 1 },
    ];
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    await u.click(await screen.findByRole('button', { name: '新建报名表' }));
    await u.selectOptions(screen.getByLabelText('题型'), '多行文本');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    // The designer's preview shows 多行文本 as a multi-line box.
    const preview = screen.getByRole('region', { name: '预览（家长看到的报名表）' });
    expect(within(preview).getByLabelText('新问题').tagName).toBe('TEXTAREA');
    await u.click(screen.getByRole('button', { name: '发布新版本' }));
    const dialog = await screen.findByRole('dialog', { name: '招生计划改用第1版？' });
    expect(within(dialog).getByRole('checkbox', { name: '秋季招生（现用第1版）' })).toBeChecked();
    await u.click(within(dialog).getByRole('checkbox', { name: '春季插班（现用第1版）' }));
    await u.click(within(dialog).getByRole('button', { name: '改用第1版（1个计划）' }));
    expect(await screen.findByText('秋季招生 已改用第1版，家长报名时填写新版本')).toBeInTheDocument();
    expect(bodies['forms/move-plans']).toEqual([{ templateId: 'form-1', version: 1, planIds: ['p1'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reorders with the keyboard and refuses a child above its parent', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    await u.click(await screen.findByRole('button', { name: '新建报名表' }));
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    await u.selectOptions(screen.getByLabelText('题型'), '下拉选择');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    expect(fieldNames()).toEqual(['学生姓名', '证件号码', '新问题', '新选择题']);
    screen.getByRole('button', { name: '上移：新选择题' }).focus();
    await u.keyboard('{Enter}');
    expect(fieldNames()).toEqual(['学生姓名', '证件号码', '新选择题', '新问题']);
    // The condition: 新问题 shown when 新选择题 is 否; then moved above it.
    await u.click(screen.getByRole('button', { name: '设置：新问题' }));
    const settings = screen.getByRole('group', { name: '字段设置：新问题' });
    await u.selectOptions(within(settings).getByLabelText('当此字段'), '新选择题');
    await u.selectOptions(within(settings).getByLabelText('选择了'), '否');
    await u.click(screen.getByRole('button', { name: '上移：新问题' }));
    const problems = screen.getByRole('region', { name: '需要修改' });
    expect(problems).toHaveTextContent('条件字段“新选择题”须排在它控制的字段“新问题”之前');
    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先修改：条件字段“新选择题”须排在');
    expect(bodies['forms/save-draft']).toBeUndefined();
    // Deleting the parent frees the child.
    await u.click(screen.getByRole('button', { name: '删除：新选择题' }));
    expect(screen.queryByRole('region', { name: '需要修改' })).not.toBeInTheDocument();
    await waitFor(() => expect(fieldNames()).toEqual(['学生姓名', '证件号码', '新问题']));
  });

  it('every question type can be added and shows in the preview', { timeout: 60_000 }, async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    await u.click(await screen.findByRole('button', { name: '新建报名表' }));
    const kinds = [
      '单行文本',
      '多行文本',
      '下拉选择',
      '多项选择',
      '日期',
      '证件号码',
      '手机号',
      '附件上传',
      '手写签名',
      '省市区',
    ];
    for (const k of kinds) {
      await u.selectOptions(screen.getByLabelText('题型'), k);
      await u.click(screen.getByRole('button', { name: '添加字段' }));
    }
    expect(fieldNames()).toHaveLength(12);
    const preview = screen.getByRole('region', { name: '预览（家长看到的报名表）' });
    expect(within(preview).getByText('附件')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: /所在地区/ })).toHaveTextContent('请选择');
    expect(within(preview).getByText('家长签字')).toBeInTheDocument();
  });

  it('lists forms with their versions and the plans using them; 报到老师 has no menu entry', async () => {
    forms = [
      {
        templateId: 't1',
        name: '新生报名表',
        draftChanged: true,
        versions: [{ version: 2, publishedAt: '2026-08-01T08:00:00+08:00', fieldCount: 9 }],
        plans: [{ planId: 'p1', name: '秋季招生', formVersion: 2 }],
      },
    ];
    renderAt('/forms');
    expect(await screen.findByText('已发布第2版，草稿有未发布的修改')).toBeInTheDocument();
    expect(screen.getByText('使用中：秋季招生（第2版）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '报名表设计' })).toBeInTheDocument();
  });

  it('报到老师 is sent elsewhere', async () => {
    role = 'checkin';
    renderAt('/forms');
    await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(screen.queryByRole('link', { name: '报名表设计' })).not.toBeInTheDocument();
    expect(bodies['forms/list']).toBeUndefined();
  });
});
