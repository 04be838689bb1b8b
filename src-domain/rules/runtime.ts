/** Spec section 1: the environment is 'wx' (messaging app), 'pc' or 'h5'; the mini-program web view is flagged apart. */
export type Environment = 'wx' | 'pc' | 'h5';

export interface Runtime {
  environment: Environment;
  /** The runtime value "miniapp-webview": hides the page header (spec section 2). */
  miniappWebview: boolean;
}
