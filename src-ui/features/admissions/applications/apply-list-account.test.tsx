import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application } from '@ui/testing/application-fixture';
import { Session } from '@domain/ports/session';
import ApplyListPage from '@ui/features/admissions/applications/apply-list-page';
import { gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

const PATH = { path: '/orientation/enrollment/applylist' };
const reg = application({ reviewStatus: 0, amount: 0, editable: false });
const withList = () => gateways((g) => g.applications.on('list', () => [reg]));

describe('my applications: the account actions', () => {
  it('退出登录 revokes the session on the server, then clears the local session', async () => {
    const http = withList();
    http.applications.on('logout', async () => {});
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.container.get<Session>(Session).token()).toBeNull());
    expect(http.applications.calledWith('logout')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: '去登录' })).toBeInTheDocument();
    expect(screen.queryByText('2026年秋季高一新生')).toBeNull();
  });

  it('still logs out locally when the server call fails', async () => {
    const h = setupHarness(withList(), PATH);
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.container.get<Session>(Session).token()).toBeNull());
    expect(h.toasts).toEqual([]);
  });

  it('offers 绑定手机号 in WeChat only, leading to the platform bind page', async () => {
    const h = setupHarness(withList(), PATH);
    const r = renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '绑定手机号' }));
    expect(h.assigned[0]).toMatch(/\/platform\/bind\?tenantId=t1&orgId=o1&redirect=/);
    r.unmount();
    const browser = setupHarness(withList(), {
      ...PATH,
      runtime: { environment: 'h5', miniappWebview: false },
    });
    renderScreen(ApplyListPage, browser);
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定手机号' })).toBeNull();
  });
});
