import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

// 报名表设计, issue 26: 分组 (sections) in the designer and the preview; 从已有报名表复制.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (prop: string, label: string, section?: string) => ({
  prop,
  label,
  type: 'text',
  show: true,
  rules: [{ required: false }],
  ...(section ? { section } : {}),
});
const SOURCE = {
  templateId: 't1',
  draft: {
    name: '旧草稿',
    fields: [field('name', '学生姓名')],
    logic: [],
    updatedAt: '2026-08-01T08:00:00+08:00',
  },
  versions: [
    {
      version: 1,
      publishedAt: '2026-07-01T08:00:00+08:00',
      name: '2026新生报名表',
      fields: [
        field('name', '学生姓名', '学生'),
        field('idNumber', '证件号码', '学生'),
        field('school', '毕业学校', '学业'),
      ],
      logic: [],
    },
  ],
};
let bodies: Record<string, Record<string, unknown>[]> = {};

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
            name: '李老师',
            phone: '1',
            role: 'admissions',
            mustChangePassword: false,
          });
        case 'forms/list':
          return ok([
            {
              templateId: 't1',
              name: '2026新生报名表',
              draftChanged: true,
              versions: [{ version: 1, publishedAt: '2026-07-01T08:00:00+08:00', fieldCount: 3 }],
              plans: [],
            },
          ]);
        case 'forms/get':
          return ok(SOURCE);
        case 'forms/save-draft':
          return ok({ templateId: 'form-2', updatedAt: '2026-08-02T08:00:00+08:00' });
        default:
          return HttpResponse.json({ code: 404, msg: '未找到', data: null, success: false });
      }
    }),
  );
});

const renderAt = renderStaffApp;

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);

describe('报名表设计: sections and copy', () => {
  it('adds a titled section, moves a field across sections, and the preview shows the headings', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    await u.click(await screen.findByRole('button', { name: '新建报名表' }));
    await u.type(screen.getByLabelText('分组 1 标题'), '学生信息');
    await u.click(screen.getByRole('button', { name: '添加分组' }));
    expect(screen.getByText('此分组还没有字段，下面添加的字段将放入此分组。')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('分组 2 标题'));
    await u.type(screen.getByLabelText('分组 2 标题'), '家庭信息');
    await u.selectOptions(screen.getByLabelText('题型'), '手机号');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    await u.selectOptions(screen.getByLabelText('题型'), '单行文本');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    const second = () => screen.getByRole('list', { name: '字段列表：分组 2' });
    expect(names(second())).toEqual(['手机号', '新问题']);

    const preview = screen.getByRole('region', { name: '预览（家长看到的报名表）' });
    expect(within(preview).getByRole('heading', { name: '学生信息' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: '家庭信息' })).toBeInTheDocument();

    // Within a section, then across its top edge into the section above.
    await u.click(screen.getByRole('button', { name: '上移：新问题' }));
    expect(names(second())).toEqual(['新问题', '手机号']);
    await u.click(screen.getByRole('button', { name: '上移：新问题' }));
    expect(names(screen.getByRole('list', { name: '字段列表：分组 1' }))).toEqual([
      '学生姓名',
      '证件号码',
      '新问题',
    ]);
    expect(names(second())).toEqual(['手机号']);

    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    const saved = bodies['forms/save-draft']![0]!.fields as { prop: string; section?: string }[];
    expect(saved.map((f) => [f.prop, f.section])).toEqual([
      ['name', '学生信息'],
      ['idNumber', '学生信息'],
      ['field4', '学生信息'],
      ['field3', '家庭信息'],
    ]);

    // 删除分组: its fields join the section above; one untitled-looking section shows one list.
    await u.click(screen.getByRole('button', { name: '删除分组 2（字段并入上一分组）' }));
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: '字段列表' }))).toEqual([
        '学生姓名',
        '证件号码',
        '新问题',
        '手机号',
      ]),
    );
  });

  it('从已有报名表复制: the latest published version becomes a new, unsaved form', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/forms');
    await u.click(await screen.findByRole('button', { name: '从已有报名表复制' }));
    const choice = screen.getByRole('form', { name: '从已有报名表复制' });
    expect(within(choice).getByLabelText('复制哪个报名表')).toHaveValue('t1');
    await u.click(within(choice).getByRole('button', { name: '复制并开始设计' }));
    expect(await screen.findByDisplayValue('2026新生报名表（副本）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新建报名表' })).toBeInTheDocument();
    expect(names(screen.getByRole('list', { name: '字段列表：分组 2' }))).toEqual(['毕业学校']);
    expect(bodies['forms/get']).toEqual([{ templateId: 't1' }]);
    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    // Saved as a new form: no templateId, the source untouched.
    const saved = bodies['forms/save-draft']![0]!;
    expect(saved.templateId).toBeUndefined();
    expect(saved.name).toBe('2026新生报名表（副本）');
    expect((saved.fields as { prop: string }[]).map((f) => f.prop)).toEqual(['name', 'idNumber', 'school']);
  });
});
