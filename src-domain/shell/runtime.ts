import { appOrigin } from '../http/service-bases';

/** Spec section 1: the environment is 'wx' (messaging app), 'pc' or 'h5'; the mini-program web view is flagged apart. */
export type Environment = 'wx' | 'pc' | 'h5';

export interface Runtime {
  environment: Environment;
  /** The runtime value "miniapp-webview": hides the page header (spec section 2). */
  miniappWebview: boolean;
}

export interface RuntimeSignals {
  userAgent: string;
  /** window.__wxjs_environment, 'miniprogram' inside a mini-program web-view (after WeixinJSBridgeReady). */
  wxjsEnvironment?: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop "Macintosh" user agent. */
  maxTouchPoints?: number;
}

const MOBILE_UA =
  /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone|BlackBerry|Opera Mini/i;

export function detectRuntime(s: RuntimeSignals): Runtime {
  const ua = s.userAgent ?? '';
  const miniappWebview = s.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(ua);
  const iPadAsMac = /Macintosh/.test(ua) && (s.maxTouchPoints ?? 0) > 1;
  const environment: Environment =
    /MicroMessenger/i.test(ua) || miniappWebview ? 'wx' : MOBILE_UA.test(ua) || iPadAsMac ? 'h5' : 'pc';
  return { environment, miniappWebview };
}

/** Spec section 2: the page header is hidden in the mini-program web view. */
export function showsPageHeader(runtime: Runtime): boolean {
  return !runtime.miniappWebview;
}

/**
 * Spec section 2 "Desktop redirect": only for 'pc' in the top-level window, to
 * {origin}/mobile/courseCenter_PC.html#/recruitstudent followed by the original query string.
 */
export function desktopRedirectUrl(
  runtime: Runtime,
  isTopWindow: boolean,
  loc: { origin: string; pathname: string; search: string },
): string | null {
  if (runtime.environment !== 'pc' || !isTopWindow) return null;
  const query =
    !loc.search || loc.search === '?' ? '' : loc.search.startsWith('?') ? loc.search : `?${loc.search}`;
  return `${appOrigin(loc)}/mobile/courseCenter_PC.html#/recruitstudent${query}`;
}
