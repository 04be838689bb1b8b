import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffArticle } from '@domain/staff/cms-gateway';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const article = (over: Partial<StaffArticle> = {}): StaffArticle => ({
  id: 'n1',
  type: 'news',
  title: '秋季招生简章',
  summary: '欢迎报考',
  author: '招生办',
  content: '<p><strong>重要</strong>通知</p>',
  coverFileId: null,
  coverUrl: null,
  attachments: [],
  publishAt: '2026-09-01T09:00:00+08:00',
  pinned: true,
  state: 'draft',
  stateText: '草稿',
  updatedAt: '2026-09-01T09:00:00+08:00',
  ...over,
});
let bodies: Record<string, Record<string, unknown>[]> = {};
let list: StaffArticle[] = [];

beforeEach(() => {
  bodies = {};
  list = [article()];
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
        case 'cms/list':
          return ok(list.filter((a) => a.type === (body.type ?? 'news')));
        case 'cms/get':
          return ok(list[0]);
        case 'cms/publish':
          return ok(article({ state: 'published', stateText: '已发布' }));
        case 'cms/unpublish':
          return ok(article({ state: 'offline', stateText: '已下线' }));
        case 'cms/delete':
          return ok({ id: body.articleId });
        case 'cms/create':
          return ok(article({ id: 'n2', title: String(body.title) }));
        case 'cms/upload':
          return ok({
            fileId: 'f1',
            name: 'a.png',
            size: 10,
            type: 'image/png',
            url: '/fileapi/files/f1?exp=1&sig=s',
          });
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderAt = renderStaffApp;

describe('新闻公告 (msw, real adapter)', () => {
  it('lists a draft with 置顶; 发布 then 删除 each ask first and name the item', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/cms');
    const nav = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(within(nav).getByRole('link', { name: '新闻公告' })).toHaveAttribute('aria-current', 'page');
    const row = (await screen.findByText('秋季招生简章')).closest('tr')!;
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    expect(within(row).getByText('置顶')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /下线/ })).toBeNull();

    await u.click(within(row).getByRole('button', { name: '发布 秋季招生简章' }));
    const sheet = await screen.findByRole('dialog', { name: '发布新闻公告' });
    expect(sheet).toHaveTextContent('确定发布“秋季招生简章”吗？发布后考生和家长即可在首页看到。');
    expect(bodies['cms/publish']).toBeUndefined();
    await u.click(within(sheet).getByRole('button', { name: '确定发布' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已发布“秋季招生简章”');
    expect(bodies['cms/publish']).toEqual([{ articleId: 'n1' }]);
    await waitFor(() => expect(within(row).getByText('已发布')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: '下线 秋季招生简章' })).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: '删除 秋季招生简章' }));
    const del = await screen.findByRole('dialog', { name: '删除新闻公告' });
    expect(del).toHaveTextContent('删除后不能恢复');
    await u.click(within(del).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(screen.queryByText('秋季招生简章')).toBeNull());
    expect(bodies['cms/delete']).toEqual([{ articleId: 'n1' }]);
  });

  it('documents are their own list, in the route (an editor comes back to it); an empty one says so', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const loc = renderAt('/cms');
    await screen.findByText('秋季招生简章');
    await u.click(screen.getByRole('button', { name: '文档' }));
    expect(await screen.findByText('还没有文档')).toBeInTheDocument();
    expect(loc.history?.at(-1)).toBe('/cms/of/document');
    expect(screen.getByRole('button', { name: '文档' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodies['cms/list']!.at(-1)).toEqual({ type: 'document' });
    await u.click(screen.getByRole('link', { name: '上传文档' }));
    await u.click(await screen.findByRole('link', { name: /返回/ }));
    expect(await screen.findByText('还没有文档')).toBeInTheDocument();
    expect(loc.history?.at(-1)).toBe('/cms/of/document');
  });

  it('the editor: title required, rich text with an uploaded image, 置顶, saved and published', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const loc = renderAt('/cms/edit/new-news');
    const title = await screen.findByLabelText('标题');
    expect(screen.getByRole('toolbar', { name: '正文格式' })).toBeInTheDocument();
    for (const b of ['加粗', '大标题', '小标题', '项目列表', '编号列表', '插入链接', '插入图片'])
      expect(screen.getByRole('button', { name: b })).toBeInTheDocument();
    // The publish time starts at now, in China time.
    expect((screen.getByLabelText('发布时间（北京时间）') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d$/,
    );

    await u.click(screen.getByRole('button', { name: '保存并发布' }));
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();
    expect(bodies['cms/create']).toBeUndefined();

    await u.type(title, '开放日通知');
    const body = screen.getByRole('textbox', { name: '正文' });
    await u.click(body);
    await u.keyboard('欢迎家长到校参观');
    await u.upload(screen.getByLabelText('选择正文图片'), new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(body.querySelector('img')).not.toBeNull());
    expect(body.querySelector('img')!.getAttribute('src')).toBe('/fileapi/files/f1?exp=1&sig=s');
    await u.click(screen.getByLabelText(/置顶/));
    await u.click(screen.getByRole('button', { name: '保存并发布' }));
    await waitFor(() => expect(bodies['cms/publish']).toEqual([{ articleId: 'n2' }]));
    expect(bodies['cms/create']![0]).toMatchObject({
      type: 'news',
      title: '开放日通知',
      pinned: true,
      coverFileId: null,
    });
    expect(String(bodies['cms/create']![0]!.content)).toContain('欢迎家长到校参观');
    expect(String(bodies['cms/create']![0]!.content)).toContain(
      '<img src="/fileapi/files/f1?exp=1&amp;sig=s"',
    );
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/cms/of/news'));
  });

  it('a cover that is not an image is refused next to its button without uploading', async () => {
    renderAt('/cms/edit/new-news');
    await screen.findByLabelText('标题');
    const u = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    await u.upload(
      screen.getByLabelText('上传封面'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('封面请选择 JPG、PNG 或 WebP 图片')).toBeInTheDocument();
    expect(bodies['cms/upload']).toBeUndefined();
  });

  it('editing opens the stored item with its body in the editor', async () => {
    renderAt('/cms/edit/n1');
    expect(await screen.findByLabelText('标题')).toHaveValue('秋季招生简章');
    expect(screen.getByRole('textbox', { name: '正文' }).innerHTML).toBe('<p><strong>重要</strong>通知</p>');
    expect(screen.getByLabelText(/置顶/)).toBeChecked();
    expect(bodies['cms/get']).toEqual([{ articleId: 'n1' }]);
  });
});
