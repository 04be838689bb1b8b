/* Loaded by the service worker (importScripts) before Workbox's routes, so its fetch handler answers
 * first. Start-up (spec section 7) needs two answers before any page shows: the system config script
 * and the config-centre POST, which the Cache API cannot keep. This keeps the last answer of each, and
 * fetches both once when the worker installs, so a student who opened the app once (the worker
 * registers after that first load) can reload it with no network and see the saved pass. */
const SYSTEMCFG_CACHE = 'zs-systemcfg';
const POST_CACHE = 'zs-offline-post-v1';
const SYSTEMCFG_PATH = '/zhxy/systemcfg.js';
const CONFIG_CENTRE = /\/platform\/api\/config\/center$/;
/** One key per path: the config centre answers the same for a deployment whatever the body. */
const postKey = (url) => `${url.origin}${url.pathname}?sw-offline-post`;

async function networkThenCache(req, cacheName, key, opts) {
  const cache = await caches.open(cacheName);
  try {
    const res = await fetch(req);
    if (res.ok) await cache.put(key, res.clone());
    return res;
  } catch (e) {
    const hit = await cache.match(key, opts);
    if (hit) return hit;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method === 'POST' && CONFIG_CENTRE.test(url.pathname))
    event.respondWith(networkThenCache(req, POST_CACHE, postKey(url)));
  else if (req.method === 'GET' && url.origin === self.location.origin && url.pathname === SYSTEMCFG_PATH)
    event.respondWith(
      networkThenCache(req, SYSTEMCFG_CACHE, `${url.origin}${SYSTEMCFG_PATH}`, { ignoreSearch: true }),
    );
});

/** The first install: the answers of the start-up the page just made without a worker. */
async function warm() {
  const origin = self.location.origin;
  const cfgRes = await fetch(`${origin}${SYSTEMCFG_PATH}?n=${Date.now()}`, { cache: 'no-store' });
  if (!cfgRes.ok) return;
  await (await caches.open(SYSTEMCFG_CACHE)).put(`${origin}${SYSTEMCFG_PATH}`, cfgRes.clone());
  const m = /window\.systemcfg\s*=\s*(\{[\s\S]*\});?\s*$/.exec(await cfgRes.text());
  const baseUrl = m ? JSON.parse(m[1]).baseUrl : null;
  if (typeof baseUrl !== 'string') return;
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/platform/api/config/center`, origin);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ baseUrl, manually: 'none' }),
  });
  if (res.ok) await (await caches.open(POST_CACHE)).put(postKey(url), res);
}

self.addEventListener('install', (event) => {
  event.waitUntil(warm().catch(() => undefined));
});
