import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { can } from '@domain/staff/roles';
import { STAFF_MENU, STAFF_PATHS } from '@domain/staff/routes';
import { LoadingState } from '@ui/kit/load-state/states';
import { AccountsPage } from '../accounts/accounts-page';
import { ActivitiesPage } from '../activities/activities-page';
import { ActivityEditorPage } from '../activities/activity-editor-page';
import { ActivitySignupsPage } from '../activities/activity-signups-page';
import { MassNoticePage } from '../notices/mass-notice-page';
import { ArticlesPage } from '../cms/articles-page';
import { ArticleEditorPage } from '../cms/article-editor-page';
import { AdmissionsPage } from '../admissions/admissions-page';
import { AuditPage } from '../audit/audit-page';
import { DeskPage } from '../desk/desk-page';
import { BoardPage } from '../board/board-page';
import { ExportsPage } from '../exports/exports-page';
import { LoginPage } from '../login/login-page';
import { PasswordPage } from '../login/password-page';
import { OutboxPage } from '../outbox/outbox-page';
import { PrivacyPage } from '../privacy/privacy-page';
import { PaymentsPage } from '../payments/payments-page';
import { PhotosPage } from '../photos/photos-page';
import { PlansPage } from '../plans/plans-page';
import { QueuePage } from '../queue/queue-page';
import { RegistrationPage } from '../registration/registration-page';
import { RosterPage } from '../roster/roster-page';
import { SettingsPage } from '../settings/settings-page';
import { CheckinSettingsPage } from '../checkin-settings/checkin-settings-page';
import { CheckinExportsPage } from '../checkin-exports/checkin-exports-page';
import { TemplatesPage } from '../templates/templates-page';
import { VouchersPage } from '../vouchers/vouchers-page';
import { FormsPage } from '../forms/forms-page';
import { useStaffSession } from './session-context';
import '../staff.css';

/** The shell: menu (a side column on wide screens, a scrolling bar on a phone), who is signed in, 退出登录. */
const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const s = useStaffSession();
  const [loc] = useLocation();
  const menu = STAFF_MENU.filter((m) => can(s.me?.role, m.action));
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
        {menu.map((m) => (
          <Link
            key={m.path}
            href={m.path}
            className={loc.startsWith(m.path) ? 'staff-nav-item staff-nav-on' : 'staff-nav-item'}
            aria-current={loc.startsWith(m.path) ? 'page' : undefined}
          >
            {m.label}
          </Link>
        ))}
      </nav>
      <main className="staff-content">{children}</main>
    </div>
  );
});

function firstPage(role: Parameters<typeof can>[0]): string {
  return STAFF_MENU.find((m) => can(role, m.action))?.path ?? STAFF_PATHS.outbox;
}

const Routes = observer(function Routes() {
  const s = useStaffSession();
  const gate = (action: Parameters<typeof can>[1], page: ReactNode) =>
    s.can(action) ? page : <Redirect to={firstPage(s.me?.role)} replace />;
  return (
    <Shell>
      <Switch>
        <Route path={STAFF_PATHS.queue}>{gate('review', <QueuePage />)}</Route>
        <Route path={STAFF_PATHS.registration}>
          {(p: { id: string }) => gate('review', <RegistrationPage id={decodeURIComponent(p.id)} />)}
        </Route>
        <Route path={STAFF_PATHS.vouchers}>{gate('vouchers', <VouchersPage />)}</Route>
        <Route path={STAFF_PATHS.photos}>{gate('photos', <PhotosPage />)}</Route>
        <Route path={STAFF_PATHS.admissions}>{gate('admit', <AdmissionsPage />)}</Route>
        <Route path={STAFF_PATHS.payments}>{gate('orders', <PaymentsPage />)}</Route>
        <Route path={STAFF_PATHS.exports}>{gate('export', <ExportsPage />)}</Route>
        <Route path={STAFF_PATHS.outbox}>{gate('outbox', <OutboxPage />)}</Route>
        <Route path={STAFF_PATHS.templates}>{gate('editTemplates', <TemplatesPage />)}</Route>
        <Route path={STAFF_PATHS.audit}>{gate('audit', <AuditPage />)}</Route>
        <Route path={STAFF_PATHS.privacy}>{gate('privacy', <PrivacyPage />)}</Route>
        <Route path={STAFF_PATHS.desk}>{gate('desk', <DeskPage />)}</Route>
        <Route path={STAFF_PATHS.board}>{gate('board', <BoardPage />)}</Route>
        <Route path={STAFF_PATHS.roster}>{gate('roster', <RosterPage />)}</Route>
        <Route path={STAFF_PATHS.settings}>{gate('settings', <SettingsPage />)}</Route>
        <Route path={STAFF_PATHS.accounts}>{gate('accounts', <AccountsPage />)}</Route>
        <Route path={STAFF_PATHS.plans}>{gate('plans', <PlansPage />)}</Route>
        <Route path={STAFF_PATHS.activities}>{gate('activities', <ActivitiesPage />)}</Route>
        <Route path={STAFF_PATHS.notices}>{gate('notices', <MassNoticePage />)}</Route>
        <Route path={STAFF_PATHS.activityEdit}>
          {(p: { id: string }) => gate('activities', <ActivityEditorPage id={decodeURIComponent(p.id)} />)}
        </Route>
        <Route path={STAFF_PATHS.activitySignups}>
          {(p: { id: string }) => gate('activities', <ActivitySignupsPage id={decodeURIComponent(p.id)} />)}
        </Route>
        <Route path={STAFF_PATHS.checkinSettings}>{gate('checkinSettings', <CheckinSettingsPage />)}</Route>
        <Route path={STAFF_PATHS.checkinExports}>{gate('checkinExport', <CheckinExportsPage />)}</Route>
        <Route path={STAFF_PATHS.cms}>{gate('cms', <ArticlesPage />)}</Route>
        <Route path={STAFF_PATHS.cmsEdit}>
          {(p: { id: string }) => gate('cms', <ArticleEditorPage id={decodeURIComponent(p.id)} />)}
        </Route>
        <Route path={STAFF_PATHS.forms}>{gate('forms', <FormsPage />)}</Route>
        <Route>
          <Redirect to={firstPage(s.me?.role)} replace />
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
}: {
  /** Prefills 学校编号 (staff.html?orgId=…). */
  orgId?: string;
  hook?: Parameters<typeof Router>[0]['hook'];
}) {
  const s = useStaffSession();
  useEffect(() => {
    if (s.status === 'checking') void s.restore();
  }, [s]);
  let body: ReactNode;
  if (s.status === 'checking') body = <LoadingState />;
  else if (s.status === 'signedOut') body = <LoginPage orgId={orgId} />;
  else if (s.status === 'mustChange') body = <PasswordPage />;
  else body = <Routes />;
  return <Router hook={hook}>{body}</Router>;
});
