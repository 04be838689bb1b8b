import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CHECKIN_ENTRY_ROUTE, HOME_ROUTE, ROUTES } from '@domain/shell/routes';
import { AppRoutes } from '@ui/routes/app-routes';
import { navigate } from '@ui/routes/hash-location';
import { ShellProviders, shellContainer } from './shell-harness';

// Generous waits: the ui project shares 2 cores with every other suite.
configure({ asyncUtilTimeout: 5000 });

vi.mock('@ui/routes/screens', async () => {
  const { lazy } = await import('react');
  const { fakeScreen } = await import('./shell-harness');
  const { ROUTES: all } = await import('@domain/shell/routes');
  const screens: Record<string, unknown> = {};
  for (const r of all)
    if (r.path !== '/') screens[r.id] = lazy(async () => ({ default: fakeScreen(r.path) }));
  return { SCREENS: screens };
});

const PROTECTED = ROUTES.filter((r) => r.access === 'welcome').map((r) => r.path);
const REAL = ROUTES.filter((r) => r.path !== '/');

function go(hash: string) {
  act(() => navigate(hash));
}

function mount(welcomeId?: string) {
  const s = shellContainer();
  if (welcomeId) s.session.mergeUserInfo({ tenantId: 't', welcomeId });
  render(
    <ShellProviders container={s.container}>
      <AppRoutes />
    </ShellProviders>,
  );
  return s;
}

beforeEach(() => {
  history.replaceState(null, '', '/zhxy/mobile/recruit/?orgId=o&tenantId=t#/');
  document.title = '';
});

describe('routes (spec section 2)', () => {
  test("'/' redirects to the home route, replacing the history entry", async () => {
    const before = history.length;
    mount();
    await screen.findByTestId(`screen-${HOME_ROUTE}`);
    expect(location.hash).toBe(`#${HOME_ROUTE}`);
    expect(history.length).toBe(before);
  });

  test.each(REAL.map((r) => [r.path, r.title]))('%s sets the title %s', async (path, title) => {
    mount('w1');
    go(path);
    await screen.findByTestId(`screen-${path}`);
    expect(document.title).toBe(title);
  });

  test('the page query survives navigation; the route query lives in the hash', async () => {
    mount();
    go('/orientation/enrollment/details?planId=7');
    await screen.findByTestId('screen-/orientation/enrollment/details');
    expect(location.search).toBe('?orgId=o&tenantId=t');
    expect(location.hash).toBe('#/orientation/enrollment/details?planId=7');
  });

  test('an unknown route shows the Chinese 404 page', async () => {
    mount();
    go('/orientation/nowhere');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(document.title).toBe('页面不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await screen.findByTestId(`screen-${HOME_ROUTE}`);
  });
});

describe('navigation guard', () => {
  test.each(PROTECTED)('%s without welcomeId is replaced by the check-in entry', async (path) => {
    mount();
    go(HOME_ROUTE);
    await screen.findByTestId(`screen-${HOME_ROUTE}`);
    const length = history.length;
    go(path);
    await screen.findByTestId(`screen-${CHECKIN_ENTRY_ROUTE}`);
    expect(screen.queryByTestId(`screen-${path}`)).toBeNull();
    expect(location.hash).toBe(`#${CHECKIN_ENTRY_ROUTE}`);
    // pushState for the attempt, then replaceState: one new entry, and back returns home.
    expect(history.length).toBe(length + 1);
  });

  test.each(PROTECTED)('%s with welcomeId opens', async (path) => {
    mount('w1');
    go(path);
    expect(await screen.findByTestId(`screen-${path}`)).toBeInTheDocument();
  });

  test('open and public routes never need a welcomeId', async () => {
    mount();
    for (const r of ROUTES.filter((x) => x.access !== 'welcome' && x.path !== '/')) {
      go(r.path);
      expect(await screen.findByTestId(`screen-${r.path}`)).toBeInTheDocument();
    }
  });

  test('entering the check-in entry clears welcomeId, then check-in home is refused', async () => {
    const s = mount('w1');
    go(CHECKIN_ENTRY_ROUTE);
    await screen.findByTestId(`screen-${CHECKIN_ENTRY_ROUTE}`);
    await waitFor(() => expect(s.session.userInfo().welcomeId).toBeUndefined());
    expect(s.session.userInfo().tenantId).toBe('t');
    go('/orientation/checkin/index');
    await waitFor(() => expect(location.hash).toBe(`#${CHECKIN_ENTRY_ROUTE}`));
    expect(screen.queryByTestId('screen-/orientation/checkin/index')).toBeNull();
  });
});

describe('keep-alive (brief section 4)', () => {
  test('kept lists stay mounted and hidden; other screens are rebuilt', async () => {
    const user = userEvent.setup();
    mount('w1');
    const plan = '/orientation/enrollment/index';
    const details = '/orientation/enrollment/details';
    go(plan);
    await screen.findByTestId(`screen-${plan}`);
    await user.click(screen.getByRole('button', { name: `${plan}-count-0` }));
    go(details);
    await screen.findByTestId(`screen-${details}`);
    await user.click(screen.getByRole('button', { name: `${details}-count-0` }));
    // The kept list is still in the DOM, hidden.
    expect(screen.getByTestId(`screen-${plan}`).closest('[data-route]')).toHaveAttribute('hidden');
    go(plan);
    expect(await screen.findByRole('button', { name: `${plan}-count-1` })).toBeVisible();
    go(details);
    // Rebuilt: its counter starts again.
    expect(await screen.findByRole('button', { name: `${details}-count-0` })).toBeInTheDocument();
  });

  test('the scroll position of a kept screen is restored; others start at the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    mount();
    go(HOME_ROUTE);
    await screen.findByTestId(`screen-${HOME_ROUTE}`);
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    go('/orientation/homepage/result');
    await screen.findByTestId('screen-/orientation/homepage/result');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    go(HOME_ROUTE);
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 420));
    vi.unstubAllGlobals();
  });
});
