// Writes .br and .gz beside every built asset so the server sends them pre-compressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
  );
for (const file of walk('dist')) {
  if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
  const buf = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
