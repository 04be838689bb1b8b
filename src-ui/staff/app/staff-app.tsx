import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { LoadingState } from '@ui/kit/load-state/states';
import { LoginPage } from '../login/login-page';
import { PasswordPage } from '../login/password-page';
import { STAFF_ROUTES, type StaffRoute, firstStaffPage, staffMenuGroups, staffTitle } from './staff-routes';
import { StaffRouteSkeleton } from './staff-route-skeleton';
import { useStaffSession } from './session-context';
import '../staff.css';

/** The shell: menu (a side column on wide screens, a scrolling bar on a phone), who is signed in, 退出登录. */
const Shell = observer(function Shell({
  routes,
  children,
}: {
  routes: readonly StaffRoute[];
  children: ReactNode;
}) {
  const s = useStaffSession();
  const [loc] = useLocation();
  const groups = staffMenuGroups(s.me?.role, routes);
  // A page opens at its title: the window kept the last page's scroll (issue 34: 146 px past it at 1280 px).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [loc]);
  return (
    <div className="staff-shell">
      <header className="staff-header">
        <h1 className="staff-brand">学校工作台</h1>
        <span className="staff-who">
          {s.me?.name}
          <span className="staff-role"> · {s.roleLabel}</span>
        </span>
        <Button size="mini" fill="outline" className="staff-logout" onClick={() => void s.logout()}>
          退出登录
        </Button>
      </header>
      <nav className="staff-nav" aria-label="工作台菜单">
        {groups.map((g) => (
          <div key={g.area} className="staff-nav-group" role="group" aria-labelledby={`staff-nav-${g.area}`}>
            <span className="staff-nav-area" id={`staff-nav-${g.area}`}>
              {g.area}
            </span>
            {g.items.map((m) => (
              <Link
                key={m.path}
                href={m.path}
                className={loc.startsWith(m.path) ? 'staff-nav-item staff-nav-on' : 'staff-nav-item'}
                aria-current={loc.startsWith(m.path) ? 'page' : undefined}
              >
                {m.title}
              </Link>
            ))}
          </div>
        ))}
      </nav>
      <main className="staff-content">{children}</main>
    </div>
  );
});

/** One route of the table: the guard (a role that may not open it goes to its first page), the title, the screen. */
const Guarded = observer(function Guarded({
  route,
  id,
  routes,
}: {
  route: StaffRoute;
  id: string;
  routes: readonly StaffRoute[];
}) {
  const s = useStaffSession();
  const allowed = s.can(route.action);
  useEffect(() => {
    if (allowed) document.title = staffTitle(route);
  }, [allowed, route]);
  if (!allowed) return <Redirect to={firstStaffPage(s.me?.role, routes)} replace />;
  const Screen = route.screen;
  return (
    <Suspense fallback={<StaffRouteSkeleton title={route.title} />}>
      <Screen id={id} />
    </Suspense>
  );
});

/** The workspace: every row of the route table; an unknown path goes to the role's first page. */
const Routes = observer(function Routes({ routes }: { routes: readonly StaffRoute[] }) {
  const s = useStaffSession();
  return (
    <Shell routes={routes}>
      <Switch>
        {routes.map((r) => (
          <Route key={r.path} path={r.path}>
            {(p: { id?: string }) => (
              <Guarded route={r} id={p.id ? decodeURIComponent(p.id) : ''} routes={routes} />
            )}
          </Route>
        ))}
        <Route>
          <Redirect to={firstStaffPage(s.me?.role, routes)} replace />
        </Route>
      </Switch>
    </Shell>
  );
});

/**
 * wouter's hash location, the route without a query in the hash: back from the mini-program scan
 * page the desk is at #/desk?scan=1&scanResult=… (the desk reads the code from the URL itself).
 */
function useStaffHash(): ReturnType<typeof useHashLocation> {
  const [path, navigate] = useHashLocation();
  return [path.split(/[?&]/)[0]!, navigate];
}
useStaffHash.hrefs = (href: string) => `#${href}`;

/** The staff app: checks the stored session, then 登录 → 修改初始密码 → the workspace. */
export const StaffApp = observer(function StaffApp({
  orgId,
  hook = useStaffHash,
  routes = STAFF_ROUTES,
}: {
  /** Prefills 学校编号 (staff.html?orgId=…). */
  orgId?: string;
  hook?: Parameters<typeof Router>[0]['hook'];
  /** The route table (src-ui/staff/app/staff-routes.tsx); tests may add a row. */
  routes?: readonly StaffRoute[];
}) {
  const s = useStaffSession();
  useEffect(() => {
    if (s.status === 'checking') void s.restore();
  }, [s]);
  let body: ReactNode;
  if (s.status === 'checking') body = <LoadingState />;
  else if (s.status === 'signedOut') body = <LoginPage orgId={orgId} />;
  else if (s.status === 'mustChange') body = <PasswordPage />;
  else body = <Routes routes={routes} />;
  return <Router hook={hook}>{body}</Router>;
});
