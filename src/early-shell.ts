/**
 * Resolves when React may replace what public/early-start.js painted into the root. Chromium drops an
 * LCP candidate that is removed within a few frames of its paint (measured: replaced after 30 ms it
 * is never reported, after 60 ms it is), and the check-in card React draws is the same card. So with
 * a painted shell, wait until the browser has reported a largest-contentful-paint entry, for at most
 * `maxMs`. At once without a shell or without the LCP API (WebKit); on a slow network the entry is
 * long buffered by the time the app JS runs, so there is no wait either.
 */
export function earlyShellSettled(root: Element, maxMs = 100): Promise<void> {
  const lcp =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!root.firstChild || !lcp) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length) done();
    });
    const timer = setTimeout(() => done(), maxMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
