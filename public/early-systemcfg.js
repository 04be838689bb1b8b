// Starts GET /zhxy/systemcfg.js?n={timestamp} (spec section 7, start-up step 1) while the app's own
// JS downloads, instead of after it; start-up takes this first answer (src/modules/early-systemcfg.ts).
// A classic same-origin file, not an inline script: the server's CSP allows script-src 'self' only.
(function () {
  var s = document.createElement('script');
  s.src = location.origin + '/zhxy/systemcfg.js?n=' + Date.now();
  s.async = true;
  window.__zsSystemcfg = new Promise(function (resolve, reject) {
    s.onload = function () {
      s.remove();
      resolve(window.systemcfg);
    };
    s.onerror = function () {
      s.remove();
      reject(new Error('cannot load ' + s.src));
    };
  });
  window.__zsSystemcfg.catch(function () {});
  document.head.appendChild(s);
})();
