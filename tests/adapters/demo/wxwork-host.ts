import type { HostProfile } from '@domain/shell/hosts/host-profile';

/**
 * Worked example (INTEGRATING.md): the 企业微信 (WeCom) in-app browser. Its user agent carries both
 * `wxwork` and `MicroMessenger`, so it outranks the WeChat profile; it cannot run JSAPI WeChat Pay.
 */
export const wxworkHost: HostProfile = {
  id: 'wxwork',
  label: '企业微信内置浏览器',
  priority: 35,
  detect: (s) => /wxwork/i.test(s.userAgent ?? ''),
  environment: 'wx',
  miniappWebview: false,
  adapters: { bridge: 'wechat', camera: 'wechat' },
  capabilities: { pageHeader: true, payChannel: 'none', nativeCamera: true, codeScanning: false },
};
