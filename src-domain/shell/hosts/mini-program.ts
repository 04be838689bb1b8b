import type { HostProfile } from './host-profile';

/** The WeChat mini-program web-view: native pages through wx.miniProgram (pay, scan). */
export const miniProgramHost: HostProfile = {
  id: 'mini-program',
  label: '小程序 web-view',
  priority: 40,
  detect: (s) => s.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(s.userAgent ?? ''),
  environment: 'wx',
  miniappWebview: true,
  adapters: { bridge: 'mini-program', camera: 'wechat' },
  capabilities: {
    pageHeader: false,
    payChannel: 'mini-program-page',
    nativeCamera: true,
    codeScanning: true,
  },
};
