import type { HostProfile } from './host-profile';

/** The WeChat in-app browser: JSSDK bridge, wx.chooseImage, JSAPI payment. */
export const wechatHost: HostProfile = {
  id: 'wechat',
  label: '微信内置浏览器',
  priority: 30,
  detect: (s) => /MicroMessenger/i.test(s.userAgent ?? ''),
  environment: 'wx',
  miniappWebview: false,
  adapters: { bridge: 'wechat', camera: 'wechat' },
  capabilities: { pageHeader: true, payChannel: 'wechat-jsapi', nativeCamera: true, codeScanning: false },
};
