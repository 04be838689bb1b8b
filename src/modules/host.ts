/** The browser globals the composition root reads; tests pass a fake. */
export interface Host {
  localStorage: () => Storage;
  sessionStorage: () => Storage;
  document: Document;
  navigator: Navigator;
  isSecureContext: boolean;
  origin: string;
  /** The location hash the app opened with (its first screen). */
  hash: () => string;
  /** systemcfg.js as already requested by index.html's early-start.js, if it ran. */
  earlySystemConfig?: Promise<unknown>;
}

export const browserHost = (): Host => ({
  localStorage: () => window.localStorage,
  sessionStorage: () => window.sessionStorage,
  document: window.document,
  navigator: window.navigator,
  isSecureContext: window.isSecureContext,
  origin: window.location.origin,
  hash: () => window.location.hash,
  earlySystemConfig: (window as { __zsSystemcfg?: Promise<unknown> }).__zsSystemcfg,
});
