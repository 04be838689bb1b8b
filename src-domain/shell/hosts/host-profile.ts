/** Spec section 1: the environment is 'wx' (messaging app), 'pc' or 'h5'; the mini-program web view is flagged apart. */
export type Environment = 'wx' | 'pc' | 'h5';

/** What detection may read; a pure snapshot of browser globals. */
export interface RuntimeSignals {
  userAgent: string;
  /** window.__wxjs_environment, 'miniprogram' inside a mini-program web-view (after WeixinJSBridgeReady). */
  wxjsEnvironment?: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop "Macintosh" user agent. */
  maxTouchPoints?: number;
}

/** Which platform bridge / camera adapter the composition root binds (src/hosts/adapter-kinds.ts). */
export type BridgeKind = 'browser' | 'wechat' | 'mini-program';
export type CameraKind = 'browser' | 'wechat';
/** How a host pays natively; payment methods read it in canPayHere (src-domain/ports/payment.ts). */
export type PayChannel = 'wechat-jsapi' | 'mini-program-page' | 'none';

export interface HostCapabilities {
  /** Spec section 2: the mini-program web view hides the page header. */
  pageHeader: boolean;
  payChannel: PayChannel;
  /** A native photo picker (wx.chooseImage) rather than getUserMedia/file input. */
  nativeCamera: boolean;
  /** A native code scanner (the mini-program scanCode page). */
  codeScanning: boolean;
}

/** One host the app runs in. Adding a host: one file like wechat.ts plus one line in registry.ts. */
export interface HostProfile {
  id: string;
  label: string;
  /** Tried from the highest priority down; the first whose detect() holds is the host. */
  priority: number;
  detect(s: RuntimeSignals): boolean;
  environment: Environment;
  miniappWebview: boolean;
  adapters: { bridge: BridgeKind; camera: CameraKind };
  capabilities: HostCapabilities;
}

/** The detected host: highest priority first; the lowest-priority profile should accept anything. */
export function detectHost(s: RuntimeSignals, profiles: readonly HostProfile[]): HostProfile {
  const sorted = [...profiles].sort((a, b) => b.priority - a.priority);
  const found = sorted.find((p) => p.detect(s)) ?? sorted[sorted.length - 1];
  if (!found) throw new Error('no-host-profiles');
  return found;
}
