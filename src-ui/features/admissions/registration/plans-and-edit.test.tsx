import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RegistrationConfirmPage from '@ui/features/admissions/registration/confirm-page';
import PlanListPage from '@ui/features/admissions/plans/plan-list-page';
import RegistrationPage from '@ui/features/admissions/registration/registration-page';
import { FakeGateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';
import { ID, plan, registrationGateways } from '@ui/testing/registration-fixtures';

describe('plan list', () => {
  it('shows places left, fee and dates, and marks full and closed plans without a register button', async () => {
    const plans = [
      { ...plan('open', 5), id: 'P1', name: '普通招生' },
      { ...plan('full', 0), id: 'P2', name: '中外合作班' },
      { ...plan('closed', 12), id: 'P3', name: '春季插班' },
    ];
    const http = new FakeGateways();
    http.admissions.on('planPage', () => ({ list: plans, total: 3, pageNo: 1, pageSize: 10 }));
    const h = setupHarness(http, { path: '/orientation/enrollment/index' });
    renderScreen(PlanListPage, h);
    const open = await screen.findByRole('article', { name: '普通招生' });
    expect(open).toHaveTextContent('5 / 100');
    expect(open).toHaveTextContent('¥50.00');
    expect(open).toHaveTextContent(/5月1日 09:00 – (2026年)?8月1日 17:00/);
    const full = screen.getByRole('article', { name: '中外合作班' });
    expect(within(full).getByText('名额已满')).toBeInTheDocument();
    expect(within(full).queryByRole('link', { name: '立即报名' })).toBeNull();
    expect(within(screen.getByRole('article', { name: '春季插班' })).getByText('已结束')).toBeInTheDocument();
    await user().click(within(open).getByRole('link', { name: '立即报名' }));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/details?planId=P1');
  });

  it('a plan this applicant registered for says 已报名 · 查看进度 instead of 立即报名', async () => {
    const http = new FakeGateways();
    http.admissions.on('planPage', () => ({
      list: [
        { ...plan('open', 5), id: 'P1', name: '普通招生' },
        { ...plan('open', 5), id: 'P2', name: '艺术特长班' },
      ],
      total: 2,
      pageNo: 1,
      pageSize: 10,
    }));
    http.enrollment.on('myRegisteredPlans', () => ['P1']);
    const h = setupHarness(http, { path: '/orientation/enrollment/index' });
    renderScreen(PlanListPage, h);
    const mine = await screen.findByRole('article', { name: '普通招生' });
    await user().click(await within(mine).findByRole('link', { name: '已报名 · 查看进度' }));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/applylist');
    expect(within(mine).queryByRole('link', { name: '立即报名' })).toBeNull();
    const other = screen.getByRole('article', { name: '艺术特长班' });
    expect(within(other).getByRole('link', { name: '立即报名' })).toBeInTheDocument();
  });
});

describe('edit and resubmit', () => {
  const existing = { name: '赵六', idNumber: ID };

  it('loads the saved answers and resubmits them as an update, not a new registration', async () => {
    const http = registrationGateways();
    http.enrollment
      .on('savedRegistration', (id) => (id === 'R9' ? { answers: existing, rejectReason: null } : null))
      .on('updateRegistration', (registrationId) => ({ registrationId, regNo: '202600009' }));
    const h = setupHarness(http, {
      path: '/orientation/enrollment/details',
      search: 'planId=P1&registrationId=R9',
    });
    const r = renderScreen(RegistrationPage, h);
    expect(await screen.findByLabelText('姓名')).toHaveValue('赵六');
    await user().clear(screen.getByLabelText('姓名'));
    await user().type(screen.getByLabelText('姓名'), '赵小六');
    expect(h.local.get('draft:registration-edit:R9')).toContain('赵小六');
    r.unmount();
    h.location.navigate('/orientation/enrollment/confirm?planId=P1&registrationId=R9');
    renderScreen(RegistrationConfirmPage, h);
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('修改已提交')).toBeInTheDocument();
    expect(http.enrollment.calledWith('registerStudent')).toHaveLength(0);
    const [registrationId, sent] = http.enrollment.calledWith('updateRegistration')[0]!;
    expect(registrationId).toBe('R9');
    expect(sent.name).toBe('赵小六');
    await waitFor(() => expect(h.local.get('draft:registration-edit:R9')).toBeNull());
    expect(screen.queryByRole('region', { name: '驳回原因' })).toBeNull();
  });

  it('修改报名信息 shows no empty box before the saved answers arrive (they load beside the form)', async () => {
    let answer!: (v: { answers: typeof existing; rejectReason: null }) => void;
    const http = registrationGateways();
    http.enrollment.on('savedRegistration', () => new Promise((r) => (answer = r)));
    const h = setupHarness(http, {
      path: '/orientation/enrollment/details',
      search: 'planId=P1&registrationId=R9',
    });
    renderScreen(RegistrationPage, h);
    await waitFor(() => expect(http.enrollment.calledWith('savedRegistration')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    // The form is not up yet: nothing to type into that the answers would then overwrite.
    expect(screen.queryByLabelText('姓名')).toBeNull();
    answer({ answers: existing, rejectReason: null });
    expect(await screen.findByLabelText('姓名')).toHaveValue('赵六');
  });

  it('修改并重新提交 on a rejected registration: the reason stands at the top of the form, draft or not (issue 23)', async () => {
    const http = registrationGateways();
    http.enrollment.on('savedRegistration', () => ({
      answers: existing,
      rejectReason: '户籍证明照片不清晰',
    }));
    const h = setupHarness(http, {
      path: '/orientation/enrollment/details',
      search: 'planId=P1&registrationId=R9',
    });
    const r = renderScreen(RegistrationPage, h);
    const reason = await screen.findByRole('region', { name: '驳回原因' });
    expect(reason).toHaveTextContent('驳回原因：户籍证明照片不清晰');
    // At the top: before the plan and the form in reading order.
    const form = await screen.findByRole('region', { name: '报名信息' });
    expect(reason.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user().type(screen.getByLabelText('姓名'), '改');
    r.unmount();
    // Coming back to a draft of the correction: the reason is still there.
    renderScreen(RegistrationPage, h);
    expect(await screen.findByRole('region', { name: '驳回原因' })).toHaveTextContent('户籍证明照片不清晰');
    expect(await screen.findByLabelText('姓名')).toHaveValue('赵六改');
  });
});

describe('anonymous applicant', () => {
  it('offers login; an upload before login goes to the login page with the draft and the picked file kept, uploaded on return', async () => {
    const h = setupHarness(registrationGateways(), {
      path: '/orientation/enrollment/details',
      search: 'planId=P1',
      token: null,
    });
    renderScreen(RegistrationPage, h);
    await user().type(await screen.findByLabelText('姓名'), '钱七');
    expect(
      screen.getByText('报名需先登录，上传附件或提交时将跳转登录，已填写的内容和选择的文件会自动保存'),
    ).toBeInTheDocument();
    await user().upload(
      screen.getByTestId('upload-input-files'),
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(h.assigned[0]).toMatch(/^\/platform\/login\?/));
    expect(h.http.uploads).toHaveLength(0);
    expect(h.local.get('draft:registration:P1')).toContain('钱七');
    // Issue 23 defect 10: the picked file is kept with the draft and goes into its field after the login.
    expect(h.local.get('draft:registration:P1')).toContain('"keptFiles"');
    cleanup();
    const back = setupHarness(h.http, { path: '/orientation/enrollment/details', search: 'planId=P1' });
    back.local.set('draft:registration:P1', h.local.get('draft:registration:P1')!);
    renderScreen(RegistrationPage, back);
    expect(await screen.findByText('登录前选择的 1 个文件已上传')).toBeInTheDocument();
    expect(await screen.findByText('a.pdf')).toBeInTheDocument();
    expect(h.http.uploads.map((files) => files.map((f) => f.name))).toEqual([['a.pdf']]);
    expect(screen.getByLabelText('姓名')).toHaveValue('钱七');
    const saved = back.local.get('draft:registration:P1')!;
    expect(saved).not.toContain('"keptFiles"');
    expect(saved).toContain('"fileId":"F1-0"');
  });

  it('in the mini-program, logs in before the form is shown (never in the middle of it)', async () => {
    const h = setupHarness(registrationGateways(), {
      path: '/orientation/enrollment/details',
      search: 'planId=P1',
      token: null,
      runtime: { environment: 'wx', miniappWebview: true },
    });
    renderScreen(RegistrationPage, h);
    expect(await screen.findByText('正在前往登录，登录后即可填写报名信息')).toBeInTheDocument();
    expect(h.assigned[0]).toMatch(/^\/platform\/login\?/);
    expect(screen.queryByLabelText('姓名')).toBeNull();
    cleanup();
    const back = setupHarness(registrationGateways(), {
      path: '/orientation/enrollment/details',
      search: 'planId=P1',
      runtime: { environment: 'wx', miniappWebview: true },
    });
    renderScreen(RegistrationPage, back);
    expect(await screen.findByLabelText('姓名')).toBeInTheDocument();
    expect(back.assigned).toHaveLength(0);
    expect(screen.queryByText(/报名需先登录/)).toBeNull();
  });
});
