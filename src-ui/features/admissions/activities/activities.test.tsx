import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityInfo } from '@domain/use-cases/admissions/enrollment-gateway';
import ActivityListPage from '@ui/features/admissions/activities/activity-list-page';
import ActivitySignPage from '@ui/features/admissions/activities/activity-sign-page';
import { FakeGateways, failure, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';
import { signupOffer, type SignupFacts } from '@domain/journeys/activity-signup';

type Item = Omit<ActivityInfo, 'offer'>;
/** The server's facts for an activity and a person (the fake server offers by journeys signupOffer). */
const facts = (a: Item, joined: boolean): SignupFacts => ({
  activity: a.state,
  left: a.left,
  joined,
  audienceRefused: false,
  beforeSignEnd: a.state !== 'ended',
});

const activity = (
  id: string,
  over: Partial<{ state: 'open' | 'full' | 'ended' | 'notStarted'; left: number; title: string }> = {},
): ActivityInfo => {
  const a = item(id, over);
  return { ...a, offer: signupOffer(facts(a, false)) };
};
const item = (
  id: string,
  over: Partial<{ state: 'open' | 'full' | 'ended' | 'notStarted'; left: number; title: string }> = {},
): Item => ({
  id,
  title: over.title ?? `校园开放日${id}`,
  coverUrl: null,
  place: '学校礼堂',
  description: '参观校园',
  startTime: '2026-07-01T01:00:00.000Z',
  endTime: '2026-07-01T04:00:00.000Z',
  signStart: '2026-06-01T00:00:00.000Z',
  signEnd: '2026-06-30T00:00:00.000Z',
  capacity: 3,
  signed: 3 - (over.left ?? 2),
  left: over.left ?? 2,
  state: over.state ?? 'open',
});

/** A fake server over these activities: the person's sign-ups, and offers computed as the server does. */
const list = (...items: ActivityInfo[]) => {
  const g = new FakeGateways();
  const joined = new Set<string>();
  const find = (id: string) => items.find((i) => i.id === id)!;
  g.enrollment
    .on('activities', () => ({ list: items, total: items.length }))
    .on('activityOffer', (id) => signupOffer(facts(find(id), joined.has(id))))
    .on('mySignups', () =>
      [...joined].map((activityId) => {
        const offer = signupOffer(facts(find(activityId), true));
        return { activityId, cancellable: offer.actions.includes('cancel'), offer };
      }),
    );
  return Object.assign(g, { joined });
};
/** regActivity / cancelActivity answering as the server does (the sign-up kept). */
const signs = (http: ReturnType<typeof list>, id = 'A1') =>
  http.enrollment
    .on('signUpActivity', () => {
      http.joined.add(id);
      return { left: 1 };
    })
    .on('cancelActivity', () => {
      http.joined.delete(id);
      return { left: 3 };
    });

describe('activities', () => {
  it('lists activities with capacity and marks a full one', async () => {
    const h = setupHarness(
      list(activity('A1'), activity('A2', { state: 'full', left: 0, title: '家长会' })),
      { path: '/orientation/enrollment/signList' },
    );
    renderScreen(ActivityListPage, h);
    expect(await screen.findByText('校园开放日A1')).toBeInTheDocument();
    expect(screen.getByText('已报 1 / 3，剩余 2')).toBeInTheDocument();
    expect(screen.getByText('名额已满')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '我要报名' }));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/ActivitySign?activityId=A1');
  });

  it('signs up once and says so', async () => {
    const http = list(activity('A1'));
    signs(http);
    const h = setupHarness(http, { path: '/orientation/enrollment/ActivitySign', search: 'activityId=A1' });
    renderScreen(ActivitySignPage, h);
    await user().type(await screen.findByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('手机号'), '13800138000');
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    await user().click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    const calls = http.enrollment.calledWith('signUpActivity');
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toEqual({ activityId: 'A1', name: '张三', phone: '13800138000' });
    expect(calls[0]![1]).toBeTruthy();
    expect(h.local.get('draft:activity:A1')).toBeNull();
  });

  it('shows a duplicate sign-up clearly and keeps the form', async () => {
    const http = list(activity('A1'));
    http.enrollment.on('signUpActivity', () => {
      throw failure('您已报名该活动，请勿重复报名');
    });
    renderScreen(ActivitySignPage, setupHarness(http, { search: 'activityId=A1' }));
    await user().type(await screen.findByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('手机号'), '13800138000');
    await user().click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已报名该活动，请勿重复报名');
    expect(screen.getByLabelText('姓名')).toHaveValue('张三');
  });

  it('offers no form for a full activity, and validates the phone number', async () => {
    const r = renderScreen(
      ActivitySignPage,
      setupHarness(list(activity('A2', { state: 'full', left: 0 })), { search: 'activityId=A2' }),
    );
    expect(await screen.findByText('活动名额已满')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
    r.unmount();
    const http = list(activity('A1'));
    renderScreen(ActivitySignPage, setupHarness(http, { search: 'activityId=A1' }));
    await user().type(await screen.findByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('手机号'), '12345');
    await user().click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请输入11位手机号')).toBeInTheDocument();
    await waitFor(() => expect(http.enrollment.calledWith('signUpActivity')).toHaveLength(0));
  });

  it('an activity already joined says 已报名 with 取消报名 (asked first), which frees the place', async () => {
    const http = list(activity('A1'));
    http.joined.add('A1');
    signs(http);
    renderScreen(ActivitySignPage, setupHarness(http, { search: 'activityId=A1' }));
    expect(await screen.findByText('已报名')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '取消报名' }));
    expect(await screen.findByText('确定取消该活动的报名吗？名额将释放给其他人。')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '取消报名' });
    await user().click(buttons.at(-1)!);
    expect(await screen.findByRole('button', { name: '提交报名' })).toBeInTheDocument();
    expect(http.enrollment.calledWith('cancelActivity')).toHaveLength(1);
    expect(screen.getByText('已报 0 / 3，剩余 3')).toBeInTheDocument();
  });

  it('after the sign-up window a joined activity says 已报名 without 取消报名', async () => {
    const http = list(activity('A1', { state: 'ended' }));
    http.joined.add('A1');
    renderScreen(ActivitySignPage, setupHarness(http, { search: 'activityId=A1' }));
    expect(await screen.findByText('已报名')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull();
    expect(screen.queryByText('活动报名已结束')).toBeNull();
  });

  it('the list says 已报名 on a joined activity', async () => {
    const http = list(activity('A1'), activity('A2'));
    http.joined.add('A2');
    renderScreen(ActivityListPage, setupHarness(http, { path: '/orientation/enrollment/signList' }));
    expect(await screen.findByRole('button', { name: '已报名 · 查看' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '我要报名' })).toHaveLength(1);
  });

  it('提交报名 logged out says 提交前需要登录 before leaving, and finishes the submit on return', async () => {
    const http = list(activity('A1'));
    signs(http);
    const h = setupHarness(http, { search: 'activityId=A1', token: null });
    const r = renderScreen(ActivitySignPage, h);
    await user().type(await screen.findByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('手机号'), '13800138000');
    await user().click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('提交前需要登录')).toBeInTheDocument();
    expect(h.assigned).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: '去登录' }));
    expect(h.assigned[0]).toContain('/platform/login?');
    expect(http.enrollment.calledWith('signUpActivity')).toHaveLength(0);
    r.unmount();
    // Back from the login with a session: the sign-up is sent without another tap.
    const back = setupHarness(http, { search: 'activityId=A1' });
    back.local.set('draft:activity:A1', h.local.get('draft:activity:A1')!);
    renderScreen(ActivitySignPage, back);
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(http.enrollment.calledWith('signUpActivity')).toHaveLength(1);
  });

  it('renders the signed-in person’s offer from the server: outside the audience, no form and the reason', async () => {
    const http = list(activity('A1'));
    http.enrollment.on('activityOffer', (id) => ({
      ...signupOffer({ ...facts(item(id), false), audienceRefused: true }),
    }));
    renderScreen(ActivitySignPage, setupHarness(http, { search: 'activityId=A1' }));
    expect(await screen.findByText('该活动仅限已报名招生计划的考生参加')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });

  it('the phone number is checked on blur', async () => {
    renderScreen(ActivitySignPage, setupHarness(list(activity('A1')), { search: 'activityId=A1' }));
    await user().type(await screen.findByLabelText('手机号'), '1380013');
    await user().click(screen.getByLabelText('姓名'));
    expect(await screen.findByText('请输入11位手机号')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('type', 'tel');
  });
});
