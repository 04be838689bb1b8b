import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectRuntime } from '@domain/rules/runtime';
import { AppRoot } from '@ui/app/app-root';
import { ContainerProvider } from '@ui/di';
import { installAntdRender } from './antd-react19';
import { boot } from './boot';
import { createContainer } from './container';
import { browserHost } from './modules/host';

// Spec section 1: the version V{ip} is logged at start-up.
console.info(`V${__APP_VERSION__}`);
installAntdRender();

const runtime = detectRuntime({
  userAgent: navigator.userAgent,
  wxjsEnvironment: (window as { __wxjs_environment?: string }).__wxjs_environment,
  maxTouchPoints: navigator.maxTouchPoints,
});
const container = createContainer(runtime, browserHost());
const start = () => boot(container);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <AppRoot start={start} />
    </ContainerProvider>
  </StrictMode>,
);
