// Issue 28: staff.html as the server sends it (server/src/web/first-screen/shell.ts readStaffShell)
// has the staff app's module script and preloads in #zs-app, not in the head, so the painted header
// does not share the line with the app's JavaScript. This starts them after that first paint (the
// browser's largest-contentful-paint entry, else the next frame), or after 1 s at most.
(function () {
  var block = document.getElementById('zs-app');
  if (!block) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = JSON.parse(block.textContent || '{}');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.module;
    document.head.appendChild(script);
    preload((app.preload || []).slice());
  }
  // Each link starts a request at once (about 1.5 ms each under Lighthouse's tracing: 27 of them
  // were a 46 ms task), so they go in slices of at most 4 ms, a task each, all still in parallel.
  function preload(hrefs) {
    var t0 = performance.now();
    while (hrefs.length && performance.now() - t0 < 4) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs.shift();
      document.head.appendChild(link);
    }
    if (hrefs.length)
      setTimeout(function () {
        preload(hrefs);
      }, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntries().length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, document.visibilityState === 'hidden' ? 200 : 1000);
})();
