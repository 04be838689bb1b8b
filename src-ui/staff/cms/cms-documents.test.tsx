import 'reflect-metadata';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

// 文档 (issue 26 item 4): PDF, images and office files; checked by count, size and first bytes before uploading.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let uploads = 0;
// What the server answers for each upload in turn (the test's files, in order).
const names = ['报名登记表.docx', '校园.png', ...Array.from({ length: 8 }, (_, i) => `表${i + 3}.docx`)];
beforeEach(() => {
  uploads = 0;
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      if (path === 'me')
        return ok({
          id: 's',
          orgId: 'o',
          name: '王老师',
          phone: '1',
          role: 'admissions',
          mustChangePassword: false,
        });
      if (path === 'cms/upload') {
        uploads += 1;
        return ok({
          fileId: `f${uploads}`,
          name: names[uploads - 1] ?? 'x',
          size: 8,
          type: 'application/octet-stream',
          url: `/fileapi/files/f${uploads}?exp=1&sig=s`,
        });
      }
      return HttpResponse.json({ code: 404, msg: '未找到', data: null, success: false });
    }),
  );
});

const renderAt = renderStaffApp;

const zip = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('上传文档: office files and images', () => {
  it('uploads a Word file and an image; a renamed file and the 11th file are refused without uploading', async () => {
    renderAt('/cms/edit/new-document');
    await screen.findByLabelText('标题');
    const u = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    const input = screen.getByLabelText('上传文件');
    await u.upload(input, new File([zip()], '报名登记表.docx'));
    await u.upload(input, new File([png()], '校园.png', { type: 'image/png' }));
    const files = await screen.findByRole('button', { name: '移除 校园.png' });
    expect(files).toBeInTheDocument();
    expect(screen.getByText('报名登记表.docx')).toBeInTheDocument();
    expect(uploads).toBe(2);

    // A PDF renamed .xlsx: its first bytes say otherwise.
    await u.upload(input, new File(['%PDF-1.7'], '名额表.xlsx'));
    expect(
      await screen.findByText('“名额表.xlsx”的内容与文件类型不符，请检查后重新选择'),
    ).toBeInTheDocument();
    await u.upload(input, new File(['hello'], '说明.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText(/仅支持 PDF、JPG、PNG、WebP 图片和 Word、Excel、PowerPoint 文件/),
    ).toBeInTheDocument();
    expect(uploads).toBe(2);

    for (let i = 3; i <= 10; i++) await u.upload(input, new File([zip()], `表${i}.docx`));
    // The tenth is listed once its upload has answered (choosing a file does not wait for it).
    await screen.findByRole('button', { name: '移除 表10.docx' });
    expect(uploads).toBe(10);
    await u.upload(input, new File([zip()], '表11.docx'));
    expect(await screen.findByText('最多10个文件')).toBeInTheDocument();
    expect(uploads).toBe(10);
  });
});
