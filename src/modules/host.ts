/** The browser globals the composition root reads; tests pass a fake. */
export interface Host {
  localStorage: () => Storage;
  sessionStorage: () => Storage;
  document: Document;
  navigator: Navigator;
  isSecureContext: boolean;
  origin: string;
}

export const browserHost = (): Host => ({
  localStorage: () => window.localStorage,
  sessionStorage: () => window.sessionStorage,
  document: window.document,
  navigator: window.navigator,
  isSecureContext: window.isSecureContext,
  origin: window.location.origin,
});
