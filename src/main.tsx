// The lite build: same API, without the Map/Set/WeakMap polyfills every supported browser has.
import 'reflect-metadata/lite';
import 'antd-mobile/es/global';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Container } from 'inversify';
import { HttpPort } from '@domain/ports/http';
import { PlatformBridge } from '@domain/ports/platform';
import { Session } from '@domain/ports/session';
import { detectRuntime } from '@domain/shell/runtime';
import { AppRoot } from '@ui/app/app-root';
import { ContainerProvider } from '@ui/di';
import { installAntdRender } from './antd-react19';
import { boot } from './boot';
import { createContainer } from './container';
import { earlyShellSettled, takeOverFirstScreen } from './early-shell';
import { browserHost } from './modules/host';

// Spec section 1: the version V{ip} is logged at start-up.
console.info(`V${__APP_VERSION__}`);
installAntdRender();
// Roles for antd-mobile's sheets: loaded when the first sheet appears (issue 28: out of the first visit).
const sheets = new MutationObserver(() => {
  if (!document.querySelector('.adm-popup-body, .adm-center-popup-body')) return;
  sheets.disconnect();
  void import('@ui/kit/a11y/popup-roles').then((m) => m.announcePopups());
});
sheets.observe(document.body, { childList: true, subtree: true });

const runtime = detectRuntime({
  userAgent: navigator.userAgent,
  wxjsEnvironment: (window as { __wxjs_environment?: string }).__wxjs_environment,
  maxTouchPoints: navigator.maxTouchPoints,
});
// Issue 28: the container's set-up and start-up each run in a task of their own, after the modules'
// evaluation (all three were one long task on a slow phone); start-up still begins before the
// first render. A retry (重试) runs start-up again.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let container: Container | undefined;
const ready = nextTask().then(() => (container = createContainer(runtime, browserHost())));
let first: ReturnType<typeof boot> | null = ready.then(async (c) => {
  await nextTask();
  return boot(c);
});
const start = () => {
  const run = first ?? ready.then(boot);
  first = null;
  return run;
};

// The e2e harness sets this flag to drive the real adapters from the page (error catalogue, bridges).
try {
  if (sessionStorage.getItem('zs:e2e') === '1') {
    (window as { __zs?: unknown }).__zs = {
      http: () => container?.get(HttpPort),
      session: () => container?.get(Session),
      bridge: () => container?.get(PlatformBridge),
    };
  }
} catch {
  /* no session storage */
}

const root = document.getElementById('root')!;
// Issue 28: the first render is a transition, which React renders in slices that yield to the
// browser (a default-priority render is one long task); it goes into the hidden layer over a
// painted screen anyway.
void Promise.all([ready, earlyShellSettled(root)]).then(([container]) => {
  const app = createRoot(takeOverFirstScreen(root));
  startTransition(() =>
    app.render(
      <StrictMode>
        <ContainerProvider container={container}>
          <AppRoot start={start} />
        </ContainerProvider>
      </StrictMode>,
    ),
  );
});
