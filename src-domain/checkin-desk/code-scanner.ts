/**
 * Reads a QR code at the desk (issue 16 item 1). One port, an implementation per host: wx.scanQRCode
 * in WeChat, the mini-program's scan page (the code comes back in the URL), the camera elsewhere.
 */
export type ScannerKind = 'wechat' | 'mini-program' | 'camera';

/** A live camera preview that decodes until a code is seen. */
export interface CameraScan {
  /** Resolves with the first code read; rejects when the camera cannot start. */
  readonly result: Promise<string>;
  stop(): void;
}

export interface CodeScanner {
  readonly kind: ScannerKind;
  /**
   * wechat: the code text. mini-program: '' (the page is left for the native scan page, which comes
   * back to `returnUrl` with the code; read it with `codeFromReturn`). camera: not used (see `camera`).
   */
  scan(returnUrl: string): Promise<string>;
  /** camera only: start the preview in `video`. */
  camera?(video: HTMLVideoElement): CameraScan;
  /** 从相册识别: decode an image file (every host). */
  decodeImage(file: Blob): Promise<string>;
}
export const CodeScanner = Symbol.for('CodeScanner');

/** The query key the desk's return URL carries the scanned code in (mini-program scan page). */
export const SCAN_RESULT_KEY = 'scanResult';

/** The scanner for a detected host profile id (src-domain/shell/hosts). */
export function scannerKindFor(hostId: string | undefined): ScannerKind {
  if (hostId === 'mini-program') return 'mini-program';
  if (hostId === 'wechat') return 'wechat';
  return 'camera';
}

const SCAN_RESULT = new RegExp(`[?&]${SCAN_RESULT_KEY}=([^&#]*)`);

/**
 * The code the mini-program scan page put in the return URL, or null. The page appends
 * `scanResult` to the redirect it was given, so it may sit before the hash, after the hash route
 * (`#/desk?scanResult=…`) or, appended with `&` to a URL whose search came first, after it
 * (`?orgId=…#/desk&scanResult=…`).
 */
export function codeFromReturn(href: string): string | null {
  const raw = SCAN_RESULT.exec(href)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The URL the mini-program scan page is to come back to. Its hash route gets a query of its own
 * (`#/desk?scan=1`), so whatever the page appends, `&scanResult=…` or `?scanResult=…`, lands in that
 * query and the route still matches.
 */
export function scanReturnUrl(href: string): string {
  const hash = href.indexOf('#');
  if (hash < 0 || href.slice(hash).includes('?')) return href;
  return `${href}?scan=1`;
}

/** The URL without the scan result, to put back in the address bar after reading it. */
export function withoutScanResult(href: string): string {
  return href.replace(new RegExp(`([?&])${SCAN_RESULT_KEY}=[^&#]*&?`), '$1').replace(/[?&](#|$)/, '$1');
}
