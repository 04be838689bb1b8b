import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Issue 28: index.html's classic early-start script as a hashed asset (assets/early-start-<hash>.js),
 * served immutable like the app's chunks: a repeat visit paints the entry screen from the HTTP cache
 * with no revalidation of this render-path script. The dev server keeps public/early-start.js.
 */
export function hashedEarlyStart(base: string, file: string): Plugin {
  return {
    name: 'zs-hashed-early-start',
    apply: 'build',
    enforce: 'post',
    generateBundle(_opts, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const ref = this.emitFile({ type: 'asset', name: 'early-start.js', source: readFileSync(file) });
      const tag = `<script src="${base}early-start.js"></script>`;
      const source = String(html.source);
      if (!source.includes(tag)) this.error(`index.html has no ${tag}`);
      html.source = source.replace(tag, `<script src="${base}${this.getFileName(ref)}"></script>`);
    },
  };
}
