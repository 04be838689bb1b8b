import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { LAST_ADMIN_REFUSAL, type StaffAccount } from '@domain/staff/accounts';
import { ContainerProvider } from '@ui/di';
import { createStaffContainer } from '../../../src/staff/container';
import { StaffApp } from '../app/staff-app';

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const fail = (code: number, msg: string, status = 200) =>
  HttpResponse.json({ code, msg, data: null, success: false }, { status });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const account = (
  id: string,
  name: string,
  role: StaffAccount['role'],
  extra: Partial<StaffAccount> = {},
) => ({
  id,
  name,
  phone: `1380000000${id.slice(-1)}`,
  role,
  disabled: false,
  mustChangePassword: false,
  lastLoginAt: '2026-11-25T09:00:00+08:00',
  actions: id === 's1' ? ['resetPassword', 'changeRole'] : ['resetPassword', 'changeRole', 'disable'],
  ...extra,
});
let accounts: ReturnType<typeof account>[] = [];
let bodies: Record<string, unknown[]> = {};
let listAnswer: 'ok' | 'error' = 'ok';

beforeEach(() => {
  accounts = [account('s1', '王校长', 'admin'), account('s2', '张老师', 'admissions')];
  bodies = {};
  listAnswer = 'ok';
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, string>;
      (bodies[path] ??= []).push(body);
      const target = accounts.find((a) => a.id === body.staffId);
      switch (path) {
        case 'me':
          return ok({
            id: 's1',
            orgId: 'o',
            name: '王校长',
            phone: '1',
            role: 'admin',
            mustChangePassword: false,
          });
        case 'staff/list':
          return listAnswer === 'ok' ? ok(accounts) : fail(500, '服务器繁忙，请稍后再试', 500);
        case 'staff/create':
          accounts.push(
            account('s3', body.name!, body.role as StaffAccount['role'], { mustChangePassword: true }),
          );
          return ok({ id: 's3', password: 'One-Time-Pw1' });
        case 'staff/disable':
          Object.assign(target!, { disabled: true, actions: ['enable'] });
          return ok(null);
        case 'staff/reset-password':
          return ok({ password: 'Reset-Pw-777' });
        case 'staff/change-role':
          // The server's rule: 王校长 is the only administrator.
          return target!.id === 's1' ? fail(422, LAST_ADMIN_REFUSAL) : ok(null);
        default:
          return fail(404, '接口不存在', 404);
      }
    }),
  );
});

function renderAccounts() {
  let t: string | null = 'tok';
  const gw = {
    baseUrl: 'http://localhost',
    tokens: { get: () => t, set: (v: string | null) => void (t = v) },
  };
  render(
    <ContainerProvider container={createStaffContainer(gw)}>
      <StaffApp hook={memoryLocation({ path: '/accounts' }).hook} />
    </ContainerProvider>,
  );
}

describe('账号管理 (msw, real adapter)', () => {
  it('lists the accounts as cards on a phone with exactly the actions the server sent', async () => {
    renderAccounts();
    const list = await screen.findByRole('list', { name: '账号列表' });
    const me = within(list).getByRole('listitem', { name: '王校长的账号' });
    expect(within(me).getByText('学校管理员')).toBeTruthy();
    expect(within(me).getByText('在用')).toBeTruthy();
    expect(within(me).queryByRole('button', { name: '停用' })).toBeNull();
    const teacher = within(list).getByRole('listitem', { name: '张老师的账号' });
    expect(within(teacher).getByRole('button', { name: '停用' })).toBeTruthy();
    expect(within(teacher).getByText('手机号 13800000002')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '工作台菜单' }).textContent).toContain('账号管理');
  });

  it('新建账号: name, phone, role; the one-time password is shown once with a warning and a copy button', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAccounts();
    await screen.findByRole('list', { name: '账号列表' });
    await u.click(screen.getByRole('button', { name: '新建账号' }));
    const form = await screen.findByRole('form', { name: '新建账号' });
    await u.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByRole('alert').textContent).toBe('请填写姓名');
    await u.type(within(form).getByLabelText('姓名'), '赵老师');
    await u.type(within(form).getByLabelText('手机号'), '1390000');
    await u.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入正确的手机号');
    await u.type(within(form).getByLabelText('手机号'), '0001');
    await u.click(within(form).getByRole('radio', { name: /报到老师/ }));
    await u.click(within(form).getByRole('button', { name: '创建' }));

    const shown = await screen.findByRole('dialog', { name: '账号已创建' });
    expect(bodies['staff/create']).toEqual([{ name: '赵老师', phone: '13900000001', role: 'checkin' }]);
    expect(within(shown).getByLabelText('一次性密码').textContent).toBe('One-Time-Pw1');
    expect(within(shown).getByRole('note').textContent).toContain('只显示这一次');
    expect(within(shown).getByRole('button', { name: '复制密码' })).toBeTruthy();
    await u.click(within(shown).getByRole('button', { name: '我已记下，关闭' }));
    await waitFor(() => expect(screen.queryByText('One-Time-Pw1')).toBeNull());
    const row = await screen.findByRole('listitem', { name: '赵老师的账号' });
    expect(within(row).getByText('待改密')).toBeTruthy();
  });

  it('停用 and 重置密码 are confirmed with the person’s name', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAccounts();
    const teacher = await screen.findByRole('listitem', { name: '张老师的账号' });
    await u.click(within(teacher).getByRole('button', { name: '停用' }));
    const ask = await screen.findByRole('dialog', { name: '停用账号' });
    expect(ask.textContent).toContain('确定停用「张老师」的账号？');
    await u.click(within(ask).getByRole('button', { name: '取消' }));
    expect(bodies['staff/disable']).toBeUndefined();

    await u.click(within(teacher).getByRole('button', { name: '停用' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: '停用账号' })).getByRole('button', {
        name: '确定停用',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('已停用「张老师」的账号');
    const after = await screen.findByRole('listitem', { name: '张老师的账号' });
    await waitFor(() => expect(within(after).getByText('已停用')).toBeTruthy());
    expect(within(after).getByRole('button', { name: '启用' })).toBeTruthy();

    const me = screen.getByRole('listitem', { name: '王校长的账号' });
    await u.click(within(me).getByRole('button', { name: '重置密码' }));
    const reset = await screen.findByRole('dialog', { name: '重置密码' });
    expect(reset.textContent).toContain('「王校长」');
    await u.click(within(reset).getByRole('button', { name: '确定重置' }));
    const shown = await screen.findByRole('dialog', { name: '密码已重置' });
    expect(within(shown).getByLabelText('一次性密码').textContent).toBe('Reset-Pw-777');
  });

  it('修改角色 of the last administrator: the server’s refusal is shown clearly', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAccounts();
    const me = await screen.findByRole('listitem', { name: '王校长的账号' });
    await u.click(within(me).getByRole('button', { name: '修改角色' }));
    const ask = await screen.findByRole('dialog', { name: '修改角色' });
    expect(ask.textContent).toContain('为「王校长」选择新的角色');
    const confirm = within(ask).getByRole('button', { name: '确定修改' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await u.click(within(ask).getByRole('radio', { name: /招生老师/ }));
    await u.click(within(ask).getByRole('button', { name: '确定修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_ADMIN_REFUSAL);
    expect(bodies['staff/change-role']).toEqual([{ staffId: 's1', role: 'admissions' }]);
  });

  it('shows an error state with 重试 when the list fails', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    listAnswer = 'error';
    renderAccounts();
    await screen.findByText('服务器繁忙，请稍后再试');
    listAnswer = 'ok';
    await u.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByRole('list', { name: '账号列表' })).toBeTruthy();
  });
});
