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
  /** The school's entry-screen answers the server put into index.html (issue 28), if any. */
  firstScreenData?: () => unknown;
}

/** The `<script type="application/json" id="zs-first-data">` block (a data block: no script runs). */
export function pageFirstScreenData(doc: Document): unknown {
  try {
    const text = doc.getElementById('zs-first-data')?.textContent;
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
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
  firstScreenData: () => pageFirstScreenData(window.document),
});
