import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { alias } from '../../vite.config';
import LongestFirst from './sequencer';
import { e2eWorkers } from './workers';

// The e2e suite: files in E2E_WORKERS workers (default 2), each worker with its own reference server
// (global setup) and Chromium; files within a worker run one after another.
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  resolve: { alias },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    maxWorkers: e2eWorkers(),
    // Longest files first (tests/e2e/durations.json): the workers end within a short file of each other.
    sequence: { sequencer: LongestFirst },
    // One more attempt for a test that failed: Chromium on 2 shared cores misses a 30 s wait now and
    // then (seen once for shell-guard in a loaded run; it passes alone and in order). A real failure
    // fails twice; the retry is printed in the report.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
