import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { hashedEarlyStart } from './scripts/vite-early-start';
import { leanDeps } from './scripts/vite-lean-deps';
import { slicedPreload } from './scripts/vite-sliced-preload';
import { zodFreeContract } from './scripts/vite-zod-free-contract';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@domain': dir('./src-domain'),
  '@adapters': dir('./src-adapters'),
  '@ui': dir('./src-ui'),
  '@contract': dir('./contract'),
};

// The SPA is served at /zhxy/mobile/recruit/ (brief section 4).
const BASE = '/zhxy/mobile/recruit/';

/**
 * Issue 16: a service worker (Workbox) keeps the app shell and the start-up answers, so the
 * procedure page opens with the saved pass, and the staff desk with its day list and queue, after a
 * full reload with no network. src-ui/kit/offline/register-sw.ts registers it from those two pages
 * after load: nothing is added to the first screen.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // The debug console is loaded only on demand (openVConsole); no need to keep it offline.
    globIgnores: ['**/vconsole*', 'early-start.js.map'],
    navigateFallback: `${BASE}index.html`,
    // staff.html?orgId=… must find the precached staff.html, not fall back to the students' app.
    ignoreURLParametersMatching: [/.*/],
    navigateFallbackAllowlist: [new RegExp(`^${BASE}`)],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Start-up's system config and config-centre answers, kept for offline start (public/sw-start-up.js).
    importScripts: [`${BASE}sw-start-up.js`],
  },
});

export default defineConfig({
  base: BASE,
  plugins: [
    zodFreeContract(),
    leanDeps(),
    slicedPreload(),
    react(),
    pwa,
    hashedEarlyStart(BASE, dir('./public/early-start.js')),
  ],
  // Spec section 1: the version V{ip} is logged at start-up.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Issue 28: the server links the entry screens' stylesheets into index.html from it (web/first-screen/shell.ts).
    manifest: true,
    // Issue 15: the staff app (学校工作台) is a second entry; the students' index.html is untouched.
    rollupOptions: { input: { main: dir('./index.html'), staff: dir('./staff.html') } },
  },
  server: {
    proxy: {
      '^/(zhxy/systemcfg.js|staff-api|sc-mobile-api|welcome-manage-api|enrollment-manage-api|pay-mobile-h5-api|base|fileapi|platform|pub)':
        'http://127.0.0.1:8080',
    },
  },
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // unit, adapters and ui run their files one after another in a worker without a fresh module
      // graph (and, for ui, one jsdom) per file: setting them up again took most of the stage's time.
      // A file must leave no global state behind (tests/ui/setup.ts puts the window back after each).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['tests/adapters/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}', 'src-ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          // One more attempt for a failed test: since the staff screens became lazy, two staff screen
          // tests fail now and then only in the full run (order in the shared jsdom), never alone. A
          // real failure fails twice; the retry is printed in the report.
          retry: 1,
          setupFiles: ['tests/ui/setup.ts'],
          // Typing whole forms with user-event in jsdom takes seconds on 2 shared cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel (maxWorkers above), each with its own database: a PGlite copy of one
          // snapshot, or on PostgreSQL its own schema restored from one template
          // (tests/server/helpers/db.ts). A worker runs its files one after another without a fresh
          // module graph per file: importing the server again for each of ~100 files took most of the
          // stage (import 353 s of a 353 s run, against 22 s of 145 s without; same 916 tests passing).
          // A file must close what it opens and put back any env it changes (all do).
          isolate: false,
        },
      },
    ],
  },
});
