import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { StaffGateway } from '@domain/staff/gateway';
import { ContainerProvider } from '@ui/di';
import { StaffApp } from '@ui/staff/app/staff-app';
import { screen as lazyScreen, STAFF_ROUTES, type StaffRoute } from '@ui/staff/app/staff-routes';
import { StaffSessionVm } from '@ui/staff/session.vm';
import { FakeStaffGateway } from '@ui/staff/testing/fake-gateway';

/**
 * INTEGRATING.md "Add a staff screen": the worked example's three files — this route row, the page
 * (plan-counts-page.tsx) and its view model (plan-counts.vm.ts) — and nothing else: the menu, the
 * role guard and the title come from the row.
 */
const PLAN_COUNTS: StaffRoute = {
  path: '/plan-counts',
  title: '计划概览',
  action: 'review',
  screen: lazyScreen(() => import('./plan-counts-page'), 'PlanCountsPage'),
};
const routes = [...STAFF_ROUTES, PLAN_COUNTS];

function open(role: 'admissions' | 'checkin') {
  const gw = new FakeStaffGateway();
  gw.token = 'tok-1';
  gw.me_ = { ...gw.me_, role, mustChangePassword: false };
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(StaffGateway).toConstantValue(gw);
  c.bind(StaffSessionVm).toSelf().inSingletonScope();
  const loc = memoryLocation({ path: PLAN_COUNTS.path, record: true });
  render(
    <ContainerProvider container={c}>
      <StaffApp orgId="org-a" hook={loc.hook} routes={routes} />
    </ContainerProvider>,
  );
  return loc;
}

afterEach(() => {
  document.title = '';
});

describe('Add a staff screen (INTEGRATING.md)', () => {
  it('one row puts the screen in the menu, under its title, behind its role', async () => {
    open('admissions');
    expect(await screen.findByRole('list', { name: '计划列表' })).toHaveTextContent('2026级新生报名：待审核');
    const menu = screen.getByRole('navigation', { name: '工作台菜单' });
    expect(within(menu).getByRole('link', { name: '计划概览' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('计划概览 · 学校工作台');
  });

  it('a role without the action sees no menu item and is sent to its first page', async () => {
    const loc = open('checkin');
    const menu = await screen.findByRole('navigation', { name: '工作台菜单' });
    expect(within(menu).queryByRole('link', { name: '计划概览' })).toBeNull();
    await screen.findByRole('heading', { name: '人脸照片' }, { timeout: 8000 });
    expect(loc.history?.at(-1)).toBe('/photos');
  });
});
