import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { Navigation } from '@domain/ports/navigation';
import { findRoute, PATHS, routePath } from '@domain/shell/routes';
import type { StartupResult } from '@domain/use-cases/start-up';
import { useService } from '@ui/di';
import { useHashRoute, useHashSearch } from '@ui/routes/hash-location';
import { AppRoutes } from '@ui/routes/app-routes';
import { preloadScreen } from '@ui/routes/screens';
import { RouteShell } from './route-shell';

// Shown only when start-up fails: its code (and its button) stays out of the first visit (issue 28).
const StartupErrorPage = lazy(() =>
  import('./startup-error-page').then((m) => ({ default: m.StartupErrorPage })),
);

/** Runs start-up, then shows the routes; a failure shows the error page with 重试. */
export function AppRoot({ start }: { start: () => Promise<StartupResult> }) {
  const navigation = useService<Navigation>(Navigation);
  const [state, setState] = useState<StartupResult | null>(null);
  const run = useCallback(async () => {
    setState(null);
    setState(
      await start().catch(
        (e: unknown) => ({ kind: 'failed', error: 'STARTUP.SYSTEM_CONFIG', detail: String(e) }) as const,
      ),
    );
  }, [start]);
  const [first] = useState(() => {
    const p = routePath(location.hash.replace(/^#/, ''));
    const to = findRoute(p)?.redirectTo;
    return to ? PATHS[to] : p;
  });
  useEffect(() => {
    // The first screen's chunk downloads while start-up waits on systemcfg.js and the config centre.
    preloadScreen(first);
    void run();
  }, [run, first]);
  // Marks start-up for the e2e harness and for monitoring: <html data-app="ready|failed|redirected">.
  useEffect(() => {
    document.documentElement.dataset.app = state?.kind ?? 'starting';
  }, [state]);

  if (state?.kind === 'failed') {
    const to = state.continueUrl;
    return (
      <Suspense fallback={null}>
        <StartupErrorPage
          error={state.error}
          detail={state.detail}
          onRetry={run}
          onContinue={to ? () => navigation.replace(to) : undefined}
        />
      </Suspense>
    );
  }
  // Starting, or 'redirected' (the page is being replaced): the route's shell stays until then.
  if (state?.kind !== 'ready') return <RouteShell path={first} />;
  return (
    <Router hook={useHashRoute} searchHook={useHashSearch}>
      <AppRoutes />
    </Router>
  );
}
