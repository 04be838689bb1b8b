import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stub = (name: string) => fileURLToPath(new URL(`./stubs/${name}`, import.meta.url));

/**
 * Brief section 6 (first screen ≤ 160 KB gzip): two dependency modules the browser build never runs,
 * replaced by stubs at their one import:
 * - axios's fetch adapter: in a browser axios takes its XHR adapter (the default order is xhr, http,
 *   fetch, and every supported browser has XMLHttpRequest); the stub reports fetch as unavailable.
 * - antd-mobile's default React 16–18 renderer (rc-util's render, with regenerator-runtime):
 *   src/antd-react19.ts installs the createRoot renderer before anything renders.
 */
export function leanDeps(): Plugin {
  const stubs: [RegExp, string, string][] = [
    [/[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/, './fetch.js', stub('axios-fetch.js')],
    [/[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/, './render', stub('antd-render.js')],
  ];
  return {
    name: 'zs-lean-deps',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      for (const [from, spec, to] of stubs) if (source === spec && from.test(importer)) return to;
      return null;
    },
  };
}
