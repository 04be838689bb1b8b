// The lite build: same API, without the Map/Set/WeakMap polyfills every supported browser has.
import 'reflect-metadata/lite';
import 'antd-mobile/es/global';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
const container = createContainer(runtime, browserHost());
// Start-up begins now, not after the first render; a retry (重试) runs it again. Issue 28: in a task
// of its own, after the container's set-up (together they were one long task on a slow phone).
let first: ReturnType<typeof boot> | null = new Promise((next) => setTimeout(next, 0)).then(() =>
  boot(container),
);
const start = () => {
  const run = first ?? boot(container);
  first = null;
  return run;
};

// The e2e harness sets this flag to drive the real adapters from the page (error catalogue, bridges).
try {
  if (sessionStorage.getItem('zs:e2e') === '1') {
    (window as { __zs?: unknown }).__zs = {
      http: () => container.get(HttpPort),
      session: () => container.get(Session),
      bridge: () => container.get(PlatformBridge),
    };
  }
} catch {
  /* no session storage */
}

const root = document.getElementById('root')!;
// Issue 28: the first render is a transition, which React renders in slices that yield to the
// browser (a default-priority render is one long task); it goes into the hidden layer over a
// painted screen anyway.
void earlyShellSettled(root).then(() => {
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
