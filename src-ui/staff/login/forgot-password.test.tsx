import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { ContainerProvider } from '@ui/di';
import { createStaffContainer } from '../../../src/staff/container';
import { StaffApp } from '../app/staff-app';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const fail = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null, success: false });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let bodies: Record<string, unknown[]> = {};
beforeEach(() => {
  bodies = {};
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, string>;
      (bodies[path] ??= []).push(body);
      if (path === 'forgot-password/send') return ok({ resendAfterS: 60 });
      if (path === 'forgot-password/reset')
        return body.code === '123456' ? ok(null) : fail(422, '验证码不正确，还可尝试 4 次');
      return fail(404, '接口不存在');
    }),
  );
});

describe('忘记密码 on the staff login', () => {
  it('school + phone → code → code and new password → back to 登录 with the phone filled in', async () => {
    const u = userEvent.setup();
    const gw = { baseUrl: 'http://localhost', tokens: { get: () => null, set: () => {} } };
    render(
      <ContainerProvider container={createStaffContainer(gw)}>
        <StaffApp orgId="100101" hook={memoryLocation({ path: '/queue' }).hook} />
      </ContainerProvider>,
    );
    const login = await screen.findByRole('form', { name: '登录' });
    await u.type(within(login).getByLabelText('手机号'), '13500000001');
    await u.click(within(login).getByRole('button', { name: '忘记密码？' }));

    const form = await screen.findByRole('form', { name: '忘记密码' });
    expect((within(form).getByLabelText('学校编号') as HTMLInputElement).value).toBe('100101');
    await u.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(bodies['forgot-password/send']).toEqual([{ orgId: '100101', phone: '13500000001' }]);
    expect((await within(form).findByRole('status')).textContent).toContain('验证码已发送');
    expect(
      within(form)
        .getByRole('button', { name: /秒后可重新获取/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    await u.type(within(form).getByLabelText('验证码'), '654321');
    await u.type(within(form).getByLabelText('新密码'), 'New-pass-2026');
    await u.type(within(form).getByLabelText('确认新密码'), 'New-pass-2027');
    await u.click(within(form).getByRole('button', { name: '重置密码' }));
    expect(within(form).getByRole('alert').textContent).toBe('两次输入的新密码不一致');
    await u.clear(within(form).getByLabelText('确认新密码'));
    await u.type(within(form).getByLabelText('确认新密码'), 'New-pass-2026');
    await u.click(within(form).getByRole('button', { name: '重置密码' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('验证码不正确，还可尝试 4 次');
    await u.clear(within(form).getByLabelText('验证码'));
    await u.type(within(form).getByLabelText('验证码'), '123456');
    await u.click(within(form).getByRole('button', { name: '重置密码' }));
    await within(form).findByText('密码已重置，请用新密码登录。');
    await u.click(within(form).getByRole('button', { name: '返回登录' }));

    const back = await screen.findByRole('form', { name: '登录' });
    expect((within(back).getByLabelText('手机号') as HTMLInputElement).value).toBe('13500000001');
    expect(within(back).getByRole('status').textContent).toBe('密码已重置，请用新密码登录。');
    expect(bodies['forgot-password/reset']!.at(-1)).toEqual({
      orgId: '100101',
      phone: '13500000001',
      code: '123456',
      newPassword: 'New-pass-2026',
    });
  });
});
