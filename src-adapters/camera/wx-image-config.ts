import * as paymentApi from '@contract/payment';
import type { HttpPort } from '@domain/ports/http';
import type { PlatformBridge } from '@domain/ports/platform';

/** Getters, so nothing is resolved before the first pick (AppConfig is bound after start-up). */
export interface WxImageConfigDeps {
  http: () => HttpPort;
  bridge: () => PlatformBridge;
  /** The page URL; JSSDK signs it without its hash (brief section 5). */
  href: () => string;
}

/**
 * wx.config for chooseImage/getLocalImgData, once per page URL: the signature comes from the
 * public JSSDK config call (getpublicconfig), as for payment. A failure is retried next time.
 */
export function wxImageConfigurer({ http, bridge, href }: WxImageConfigDeps): () => Promise<void> {
  let done: { url: string; ready: Promise<void> } | null = null;
  return () => {
    const url = href().split('#')[0]!;
    if (done?.url === url) return done.ready;
    const route = paymentApi.getPublicConfig;
    const ready = http()
      .request<{ appId: string; timestamp: string | number; nonceStr: string; paySign: string }>({
        method: route.method,
        url: route.path,
        data: { url },
        notToken: true,
        silent: true,
      })
      .then(({ data }) =>
        bridge().configure({
          appId: data.appId,
          timestamp: data.timestamp,
          nonceStr: data.nonceStr,
          signature: data.paySign,
          jsApiList: ['chooseImage', 'getLocalImgData'],
        }),
      );
    done = { url, ready };
    ready.catch(() => {
      if (done?.ready === ready) done = null;
    });
    return ready;
  };
}
