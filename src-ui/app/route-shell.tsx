import { CHECKIN_ENTRY_ROUTE, HOME_ROUTE, routeTitle } from '@domain/shell/routes';
import { showsPageHeader } from '@domain/shell/runtime';
import { useOptionalRuntime } from '@ui/kit/page-header/use-runtime';
import { BootLoading } from './boot-loading';
import { CheckinWelcome } from './checkin-welcome';
import '@ui/kit/layout/layout.css';

/**
 * What start-up shows while systemcfg.js and the config centre answer: the route's header bar
 * (same 46 px as PageHeader, hidden in the mini-program web view) and, where the screen opens with
 * fixed content, that content, so the first paint is the screen and not a spinner.
 */
export function RouteShell({ path }: { path: string }) {
  const runtime = useOptionalRuntime();
  if (path === HOME_ROUTE) return <BootLoading />;
  const title = routeTitle(path);
  return (
    <div className="ui-page">
      {title && (!runtime || showsPageHeader(runtime)) ? (
        <header className="zs-shell-header">
          <span>{title}</span>
        </header>
      ) : null}
      {path === CHECKIN_ENTRY_ROUTE ? (
        <main>
          <CheckinWelcome />
        </main>
      ) : (
        <BootLoading />
      )}
    </div>
  );
}
