import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Starts the reference server on a free port with a fresh PGlite directory and the built SPA. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zs-e2e-'));
  const { startServer } = await import('../../server/src/start');
  const server = await startServer({ port: 0, dataDir, seed: true, distDir: join(ROOT, 'dist') });
  project.provide('baseUrl', server.url);
  const probe = await fetch(`${server.url}/zhxy/systemcfg.js`).catch(() => null);
  // Never skip silently: without the start-up script the SPA cannot start, so the run fails here.
  if (probe?.ok !== true) {
    await server.close();
    throw new Error(
      `e2e: the reference server did not serve /zhxy/systemcfg.js (${probe?.status ?? 'no response'})`,
    );
  }
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
