let asked = false;

/**
 * Issue 16: registers the service worker (vite-plugin-pwa, see vite.config.ts) that keeps the app
 * shell and the start-up answers, so the page opens after a full reload with no network: the
 * student's procedure page with the saved pass, the staff desk with its day list and queue. Called
 * from those pages (lazy chunks, never the first screen), once the page has loaded and settled; the
 * worker then precaches in the background.
 */
export function registerOfflineWorker(delayMs = 1500): void {
  if (asked || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  asked = true;
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {});
    }, delayMs);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
