// The lite build: same API, without the Map/Set/WeakMap polyfills every supported browser has.
import 'reflect-metadata/lite';
import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ContainerProvider } from '@ui/di';
import { StaffApp } from '@ui/staff/app/staff-app';
import { installAntdRender } from '../antd-react19';
import { takeOverFirstScreen } from '../early-shell';
import { createStaffContainer } from './container';

// 学校工作台: its own entry (staff.html), so the students' first screen and its start-up are untouched.
console.info(`V${__APP_VERSION__} staff`);
installAntdRender();

const container = createStaffContainer();
const orgId = new URLSearchParams(location.search).get('orgId') ?? undefined;

// Issue 28: staff.html paints the workspace's header at once; React renders under it and takes
// the screen over in one frame once the session check has shown the workspace or 登录.
const root = document.getElementById('root')!;
// The first render is a transition, which React renders in slices that yield to the browser
// (issue 28: a default-priority render was one long task on a slow phone).
const app = createRoot(takeOverFirstScreen(root, 10_000, '.staff-shell, .staff-login'));
startTransition(() =>
  app.render(
    <StrictMode>
      <ContainerProvider container={container}>
        <StaffApp orgId={orgId} />
      </ContainerProvider>
    </StrictMode>,
  ),
);
