import type { Plugin } from 'vite';

/** Vite's helper behind every lazy `import()` of the build: it preloads the chunk's dependencies. */
const HELPER_ID = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/**
 * Issue 28: Vite's preload helper adds one `<link rel=modulepreload>` per dependency of a lazy chunk,
 * all in the calling task. Each starts a request at once, about 1 ms each in Chromium with Lighthouse's
 * tracing on: the registration form's screen (65 files) made a 62 ms task, 254 ms on Lighthouse's
 * 4× CPU (most of the form's TBT). The links now go into the page in slices of at most 4 ms, one
 * task each; the `import()` itself is not delayed, and every file is still requested in parallel.
 * Returns the helper's code with the slicing, or null when the helper no longer has the line it
 * replaces (the build then fails: see the plugin).
 */
export function slicePreloadLinks(code: string): string | null {
  if (!code.includes(APPEND)) return null;
  const queue = `const __zsLinks = [];
let __zsQueued = false;
function __zsFlushLinks() {
  const start = performance.now();
  while (__zsLinks.length && performance.now() - start < 4) document.head.appendChild(__zsLinks.shift());
  __zsQueued = __zsLinks.length > 0;
  if (__zsQueued) setTimeout(__zsFlushLinks, 0);
}
function __zsAppendLink(link) {
  __zsLinks.push(link);
  if (!__zsQueued) {
    __zsQueued = true;
    setTimeout(__zsFlushLinks, 0);
  }
}
`;
  return queue + code.replace(APPEND, '__zsAppendLink(link);');
}

export function slicedPreload(): Plugin {
  return {
    name: 'zs-sliced-preload',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== HELPER_ID) return null;
        const sliced = slicePreloadLinks(code);
        if (!sliced) this.error(`${HELPER_ID} has no "${APPEND}": update scripts/vite-sliced-preload.ts`);
        return { code: sliced, map: null };
      },
    },
  };
}
