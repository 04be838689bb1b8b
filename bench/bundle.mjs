// Section 1: builds the SPA with a Vite manifest, then measures every JS/CSS file (raw, gzip,
// brotli) and each lazy route chunk with its static imports. Writes .gz/.br beside each asset so
// the server can send them pre-compressed.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { row } from './lib/budget.mjs';

export const DIST = 'bench/out/dist';

const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
  );

/** Builds the SPA with the project's vite config plus a manifest; returns each chunk's modules. */
export async function viteBuild() {
  const { build } = await import('vite');
  /** @type {Map<string, [string, number][]>} chunk file → [module id, rendered length] */
  const modules = new Map();
  await build({
    logLevel: 'warn',
    build: { outDir: DIST, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'bench-module-sizes',
        generateBundle(_opts, bundle) {
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type !== 'chunk') continue;
            modules.set(
              file,
              Object.entries(chunk.modules ?? {}).map(([id, m]) => [id, m.renderedLength ?? 0]),
            );
          }
        },
      },
    ],
  });
  return modules;
}

/** Who a module belongs to: an npm package, or the first two folders of our source. */
export function owner(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = clean.startsWith(process.cwd()) ? clean.slice(process.cwd().length + 1) : clean;
  return rel.split('/').slice(0, 2).join('/');
}

/**
 * Estimated gzip KB per owner over a set of chunk files: each chunk's gzip size shared out by its
 * modules' rendered (pre-minify) lengths. Largest first.
 */
export function composition(files, sizes, modules) {
  const byOwner = new Map();
  for (const f of files) {
    const mods = modules.get(f) ?? [];
    const total = mods.reduce((n, [, len]) => n + len, 0) || 1;
    const gz = sizes.get(f)?.gzip ?? 0;
    for (const [id, len] of mods)
      byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + (gz * len) / total / 1024);
  }
  return [...byOwner].sort((a, b) => b[1] - a[1]);
}

export const compositionText = (list, n = 8) =>
  list
    .slice(0, n)
    .map(([o, k]) => `${o} ${k.toFixed(1)}`)
    .join(', ');

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

/** The JS files of the entry and its static imports (what every first visit loads). */
export function entryFiles(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return entryKey ? closure(manifest, entryKey).js : new Set();
}

/** Rows for the entry and every lazy chunk (route screens): what loading it adds after the entry. */
export function bundleRows(manifest, sizes, modules) {
  const rows = [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const describe = (files) =>
    `js ${kb(sum(files.js, sizes, 'gzip')).toFixed(1)} gz / ${kb(sum(files.js, sizes, 'brotli')).toFixed(1)} br, ` +
    `css ${kb(sum(files.css, sizes, 'gzip')).toFixed(1)} gz / ${kb(sum(files.css, sizes, 'brotli')).toFixed(1)} br`;
  const top = modules ? `; top gzip KB: ${compositionText(composition(entry.js, sizes, modules))}` : '';
  rows.push(
    row(
      'bundle',
      `entry ${entryKey} JS gzip`,
      kb(sum(entry.js, sizes, 'gzip')),
      'KB',
      undefined,
      describe(entry) + top,
    ),
  );
  const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  for (const key of lazy.sort()) {
    const own = closure(manifest, key, entryKeys(manifest, entryKey));
    rows.push(
      row('bundle', `lazy ${key} +JS gzip`, kb(sum(own.js, sizes, 'gzip')), 'KB', undefined, describe(own)),
    );
  }
  for (const [label, ext] of [
    ['JS', '.js'],
    ['CSS', '.css'],
  ]) {
    const files = [...sizes.keys()].filter((f) => f.endsWith(ext));
    const note = `${files.length} files, brotli ${kb(sum(files, sizes, 'brotli')).toFixed(1)} KB`;
    rows.push(row('bundle', `all ${label} gzip`, kb(sum(files, sizes, 'gzip')), 'KB', undefined, note));
  }
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
