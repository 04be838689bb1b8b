import { appOrigin } from '../http/service-bases';
import { detectHost, type Environment, type HostProfile, type RuntimeSignals } from './hosts/host-profile';
import { HOST_PROFILES } from './hosts/registry';

export type { Environment, RuntimeSignals };

export interface Runtime {
  environment: Environment;
  /** The runtime value "miniapp-webview": hides the page header (spec section 2). */
  miniappWebview: boolean;
  /** The detected host profile's id (src-domain/shell/hosts); absent in older fakes. */
  host?: string;
}

/** The runtime of the detected host profile (registry order by priority). */
export function detectRuntime(s: RuntimeSignals, profiles: readonly HostProfile[] = HOST_PROFILES): Runtime {
  const p = detectHost(s, profiles);
  return { environment: p.environment, miniappWebview: p.miniappWebview, host: p.id };
}

/** The profile of a runtime: by its host id, else the first (by priority) with the same environment flags. */
export function hostProfileOf(
  runtime: Runtime,
  profiles: readonly HostProfile[] = HOST_PROFILES,
): HostProfile {
  const sorted = [...profiles].sort((a, b) => b.priority - a.priority);
  const found =
    sorted.find((p) => p.id === runtime.host) ??
    sorted.find(
      (p) => p.environment === runtime.environment && p.miniappWebview === runtime.miniappWebview,
    ) ??
    sorted[sorted.length - 1];
  if (!found) throw new Error('no-host-profiles');
  return found;
}

/** Spec section 2: the page header is hidden in the mini-program web view (a host capability). */
export function showsPageHeader(runtime: Runtime): boolean {
  return hostProfileOf(runtime).capabilities.pageHeader;
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
