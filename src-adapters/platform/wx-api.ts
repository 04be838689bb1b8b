import type { JssdkConfig } from '@domain/ports/platform';

/** The slice of the WeChat JSSDK (`wx` from weixin-js-sdk) the bridges use. */
export interface WxApi {
  config(c: JssdkConfig & { debug?: boolean }): void;
  ready(cb: () => void): void;
  error(cb: (res: { errMsg?: string }) => void): void;
  scanQRCode(p: {
    needResult?: 0 | 1;
    scanType?: string[];
    success?: (res: { resultStr?: string }) => void;
    cancel?: () => void;
    fail?: (res: { errMsg?: string }) => void;
  }): void;
  miniProgram: {
    navigateTo(p: { url: string; success?: () => void; fail?: (res: { errMsg?: string }) => void }): void;
  };
}

/** Lazily loads the SDK so plain browsers never download it; T is the slice the caller uses. */
export const loadWx = <T = WxApi>(): Promise<T> =>
  import('weixin-js-sdk').then((m) => (m.default ?? m) as unknown as T);

export type PlatformError =
  'PLATFORM.UNSUPPORTED' | 'PLATFORM.CONFIG' | 'PLATFORM.CANCELLED' | 'PLATFORM.FAILED';

export const platformFailure = (code: PlatformError, detail?: string) =>
  Object.assign(new Error(detail ? `${code}: ${detail}` : code), { code });
