import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { dropE2eSchema, E2E_PG_URL, e2eSchema } from './database';
import { e2eWorkers } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One reference server per e2e worker (harness `baseUrl()` picks the worker's own). */
    servers: { baseUrl: string; staffAdmins: DemoAdmin[] }[];
  }
}

/** Each demo school's first 学校管理员, first password already changed (tests/e2e/staff.ts). */
export interface DemoAdmin {
  orgId: string;
  phone: string;
  password: string;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts one reference server per worker (E2E_WORKERS, vitest.e2e.config.ts), each on a free port with
 * a fresh database (a schema of its own on PG_TEST_URL's PostgreSQL, else a PGlite directory) and the
 * built SPA: files in one worker share a server and its clock, files in different workers never meet.
 */
export default async function setup(project: TestProject) {
  // Every staff login of the suite comes from 127.0.0.1: well over the 30 per 15 min a real address gets.
  process.env.STAFF_LOGINS_PER_IP ??= '1000';
  const { startServer } = await import('../../server/src/start');
  const started: { close: () => Promise<void>; dataDir: string; schema: string | null }[] = [];
  const close = async () => {
    for (const s of started.splice(0)) {
      await s.close();
      rmSync(s.dataDir, { recursive: true, force: true });
      await dropE2eSchema(s.schema);
    }
  };
  // The servers start side by side (migrating and seeding PostgreSQL waits on it more than on the CPU).
  const starting = Array.from({ length: e2eWorkers() }, async (_, i) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zs-e2e-'));
    const schema = e2eSchema(`worker${i + 1}`);
    // testClock: specs move the server's time ahead instead of waiting (harness serverClock).
    const server = await startServer({
      port: 0,
      dataDir,
      ...(schema ? { databaseUrl: E2E_PG_URL, schema } : {}),
      seed: true,
      distDir: join(ROOT, 'dist'),
      testClock: true,
    });
    started.push({ close: () => server.close(), dataDir, schema });
    const probe = await fetch(`${server.url}/zhxy/systemcfg.js`).catch(() => null);
    // Never skip silently: without the start-up script the SPA cannot start, so the run fails here.
    if (probe?.ok !== true)
      throw new Error(
        `e2e: the reference server did not serve /zhxy/systemcfg.js (${probe?.status ?? 'no response'})`,
      );
    return { baseUrl: server.url, staffAdmins: await firstLogins(server.url, server.demoStaff) };
  });
  const all = await Promise.allSettled(starting);
  const failed = all.find((r) => r.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  project.provide(
    'servers',
    all.map((r) => (r as PromiseFulfilledResult<{ baseUrl: string; staffAdmins: DemoAdmin[] }>).value),
  );
  return close;
}

/** The seed prints each demo admin's first password once; log in and change it, as a school would. */
async function firstLogins(url: string, admins: DemoAdmin[]): Promise<DemoAdmin[]> {
  const post = async (path: string, body: object, token?: string) => {
    const r = await fetch(`${url}/staff-api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await r.json()) as { success: boolean; msg: string; data: { token?: string } | null };
  };
  const out = [];
  for (const a of admins) {
    const login = await post('login', { orgId: a.orgId, phone: a.phone, password: a.password });
    const password = `e2e-${Math.random().toString(36).slice(2)}A1`;
    const changed = await post(
      'change-password',
      { oldPassword: a.password, newPassword: password },
      login.data?.token,
    );
    if (!changed.success) throw new Error(`e2e: demo admin of ${a.orgId}: ${changed.msg}`);
    out.push({ orgId: a.orgId, phone: a.phone, password });
  }
  return out;
}
