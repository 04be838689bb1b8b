import type { HostProfile } from './host-profile';

/** A desktop browser ('pc'): the fallback, accepts anything (spec section 2 desktop redirect applies). */
export const desktopHost: HostProfile = {
  id: 'desktop',
  label: '电脑浏览器',
  priority: 0,
  detect: () => true,
  environment: 'pc',
  miniappWebview: false,
  adapters: { bridge: 'browser', camera: 'browser' },
  capabilities: { pageHeader: true, payChannel: 'none', nativeCamera: false, codeScanning: false },
};
