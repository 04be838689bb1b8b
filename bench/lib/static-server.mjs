// Fallback when the reference server is not there yet: serves the built SPA at the brief's path
// with its pre-compressed files, a stub systemcfg.js, and an empty envelope for every API call.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
export const APP_PATH = '/zhxy/mobile/recruit/';

export function startStaticServer(dist) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/zhxy/systemcfg.js') {
      const base = `http://${req.headers.host}`;
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(
        `window.systemcfg=${JSON.stringify({ baseUrl: base, mobile: { openVConsole: false, appId: '', environment: 'h5' } })};`,
      );
    }
    if (!url.pathname.startsWith(APP_PATH)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 0, msg: '', data: null, success: true }));
    }
    const rel = normalize(url.pathname.slice(APP_PATH.length) || 'index.html').replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, rel);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    for (const [enc, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accept.includes(enc) && existsSync(file + ext)) {
        res.writeHead(200, { ...headers, 'content-encoding': enc });
        return res.end(readFileSync(file + ext));
      }
    }
    res.writeHead(200, headers);
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
