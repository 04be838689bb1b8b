// Section 1: builds the SPA with a Vite manifest, then measures every JS/CSS file (raw, gzip,
// brotli) and each lazy route chunk with its static imports. Writes .gz/.br beside each asset so
// the server can send them pre-compressed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { row } from './lib/budget.mjs';

export const DIST = 'bench/out/dist';

const walk = (dir) =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

export function viteBuild() {
  const res = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (res.status !== 0) throw new Error(`vite build failed (${res.status ?? res.signal}):\n${res.stderr.slice(-3000)}`);
}

/** Sizes of every built JS/CSS file, keyed by its path under the dist dir; writes .gz/.br files. */
export function measureAssets(dist = DIST) {
  const sizes = new Map();
  for (const file of walk(dist)) {
    if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('/.vite/')) continue;
    const buf = readFileSync(file);
    const gz = gzipSync(buf, { level: 9 });
    const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    sizes.set(relative(dist, file), { raw: buf.length, gzip: gz.length, brotli: br.length });
  }
  return sizes;
}

export function readManifest(dist = DIST) {
  const p = join(dist, '.vite/manifest.json');
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
}

/** JS and CSS files a chunk needs before it runs: itself plus its static imports, recursively. */
export function closure(manifest, key, seen = new Set()) {
  const out = { js: new Set(), css: new Set() };
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const c = manifest[k];
    if (!c) return;
    if (c.file.endsWith('.js')) out.js.add(c.file);
    for (const css of c.css ?? []) out.css.add(css);
    for (const imp of c.imports ?? []) visit(imp);
  };
  visit(key);
  return out;
}

export const sum = (files, sizes, kind) => [...files].reduce((n, f) => n + (sizes.get(f)?.[kind] ?? 0), 0);
export const kb = (bytes) => bytes / 1024;

/** Rows for the entry and every lazy chunk (route screens): what loading it adds after the entry. */
export function bundleRows(manifest, sizes) {
  const rows = [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const describe = (files) =>
    `js ${kb(sum(files.js, sizes, 'gzip')).toFixed(1)} gz / ${kb(sum(files.js, sizes, 'brotli')).toFixed(1)} br, ` +
    `css ${kb(sum(files.css, sizes, 'gzip')).toFixed(1)} gz / ${kb(sum(files.css, sizes, 'brotli')).toFixed(1)} br`;
  rows.push(row('bundle', `entry ${entryKey} JS gzip`, kb(sum(entry.js, sizes, 'gzip')), 'KB', undefined, describe(entry)));
  const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  for (const key of lazy.sort()) {
    const own = closure(manifest, key, entryKeys(manifest, entryKey));
    rows.push(row('bundle', `lazy ${key} +JS gzip`, kb(sum(own.js, sizes, 'gzip')), 'KB', undefined, describe(own)));
  }
  const allJs = [...sizes.keys()].filter((f) => f.endsWith('.js'));
  const allCss = [...sizes.keys()].filter((f) => f.endsWith('.css'));
  rows.push(row('bundle', 'all JS gzip', kb(sum(allJs, sizes, 'gzip')), 'KB', undefined, `${allJs.length} files, brotli ${kb(sum(allJs, sizes, 'brotli')).toFixed(1)} KB`));
  rows.push(row('bundle', 'all CSS gzip', kb(sum(allCss, sizes, 'gzip')), 'KB', undefined, `${allCss.length} files, brotli ${kb(sum(allCss, sizes, 'brotli')).toFixed(1)} KB`));
  return rows;
}

/** The entry and everything it imports statically: already loaded when a lazy chunk is fetched. */
function entryKeys(manifest, entryKey) {
  const keys = new Set();
  const visit = (k) => {
    if (keys.has(k)) return;
    keys.add(k);
    for (const imp of manifest[k]?.imports ?? []) visit(imp);
  };
  visit(entryKey);
  return keys;
}
