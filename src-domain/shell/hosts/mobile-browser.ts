import type { HostProfile } from './host-profile';

const MOBILE_UA =
  /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone|BlackBerry|Opera Mini/i;

/** A plain mobile browser ('h5'): pays by continuing in WeChat or a voucher. */
export const mobileBrowserHost: HostProfile = {
  id: 'mobile-browser',
  label: '手机浏览器',
  priority: 20,
  // iPadOS reports a desktop "Macintosh" user agent; touch points tell it apart.
  detect: (s) =>
    MOBILE_UA.test(s.userAgent ?? '') || (/Macintosh/.test(s.userAgent ?? '') && (s.maxTouchPoints ?? 0) > 1),
  environment: 'h5',
  miniappWebview: false,
  adapters: { bridge: 'browser', camera: 'browser' },
  capabilities: { pageHeader: true, payChannel: 'none', nativeCamera: false, codeScanning: false },
};
