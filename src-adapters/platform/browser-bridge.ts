import type { PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/shell/runtime';
import { platformFailure } from './wx-api';

/** A plain mobile or desktop browser: no JSSDK, no native pages, no scanner. */
export class BrowserBridge implements PlatformBridge {
  readonly runtime: Runtime;
  constructor(runtime: Runtime) {
    this.runtime = runtime;
  }
  configure(): Promise<void> {
    return Promise.reject(platformFailure('PLATFORM.UNSUPPORTED', 'no JSSDK outside WeChat'));
  }
  navigateMiniProgram(): Promise<void> {
    return Promise.reject(platformFailure('PLATFORM.UNSUPPORTED', 'not in a mini-program'));
  }
  scanCode(): Promise<string> {
    return Promise.reject(platformFailure('PLATFORM.UNSUPPORTED', 'no scanner outside WeChat'));
  }
}
