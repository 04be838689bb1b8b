// Builds public/early-start.js from src/early-start/early-start.ts with the shared host registry
// (src-domain/shell/hosts). `--check` exits 1 when the committed file differs (tests call buildEarlyStart).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EARLY_START_OUT = resolve(root, 'public/early-start.js');

export async function buildEarlyStart() {
  const res = await build({
    entryPoints: [resolve(root, 'src/early-start/early-start.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2017',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    alias: { '@domain': resolve(root, 'src-domain') },
    banner: {
      js: '// Generated from src/early-start/early-start.ts by scripts/build-early-start.mjs; do not edit.',
    },
  });
  return res.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await buildEarlyStart();
  if (process.argv.includes('--check')) {
    const same = readFileSync(EARLY_START_OUT, 'utf8') === code;
    if (!same) console.error('public/early-start.js is stale: run node scripts/build-early-start.mjs');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(EARLY_START_OUT, code);
  console.log(`public/early-start.js ${Buffer.byteLength(code)} bytes`);
}
