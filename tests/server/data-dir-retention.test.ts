import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirOf, DEFAULT_DATA_DIR, pgDirOf } from '../../server/src/data-dir';
import { openDatabase } from '../../server/src/db/client';
import { plans, registrations } from '../../server/src/db/schema';
import { startServer } from '../../server/src/start';
import { REPO_ROOT } from '../../server/src/start';
import { runOperatorCommand } from '../e2e/operator';

// Issue 34 items 5 and 7: `npm run school` finds the server's data directory as the server does (one
// module, server/src/data-dir.ts) and refuses when a running server uses another one; the server
// applies retention itself while it runs on the embedded database (PGlite), where no command can.
const dirs: string[] = [];
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `zhxy-${name}-`));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** startServer with the given env for the start only (the registry and the retention period are read then). */
async function start(dataDir: string, env: Record<string, string>, more: object = {}) {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await startServer({ port: 0, dataDir, distDir: dataDir, ...more });
  } finally {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

describe('the data directory', () => {
  it('resolves the same for the server and the commands: DATA_DIR, else <repo>/data whatever the cwd', () => {
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, 'data'));
    expect(dataDirOf({})).toBe(DEFAULT_DATA_DIR);
    expect(dataDirOf({ DATA_DIR: '/srv/zs' })).toBe('/srv/zs');
    expect(pgDirOf('/srv/zs')).toBe('/srv/zs/pg');
  });

  it('npm run school without the server’s DATA_DIR refuses, naming the server’s directory; with it, it finds the server', async () => {
    const registry = temp('registry');
    const dataDir = temp('data');
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html>');
    const server = await start(dataDir, { SERVER_REGISTRY_DIR: registry }, { seed: false });
    try {
      const lost = await runOperatorCommand('school', ['list'], { SERVER_REGISTRY_DIR: registry });
      expect(lost.code).not.toBe(0);
      expect(lost.stderr).toContain(`运行中的服务器使用数据目录 ${dataDir}`);
      expect(lost.stderr).toContain(`DATA_DIR=${dataDir}`);
      expect(lost.stdout).not.toContain('还没有学校');
      // The server's own DATA_DIR: the same lock, so the command goes through the server or refuses for the secret.
      const found = await runOperatorCommand('school', ['list'], {
        SERVER_REGISTRY_DIR: registry,
        DATA_DIR: dataDir,
      });
      expect(found.code).not.toBe(0);
      expect(found.stderr).toContain('OPERATOR_SECRET');
    } finally {
      await server.close();
    }
    // The server stopped: nothing to refuse (its record is gone).
    const after = await runOperatorCommand('school', ['list'], {
      SERVER_REGISTRY_DIR: registry,
      DATA_DIR: dataDir,
    });
    expect(after.code).toBe(0);
  }, 120_000);
});

describe('retention on the embedded database', () => {
  it('the running server anonymises a past season’s registrations on its own schedule', async () => {
    const dataDir = temp('retention');
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html>');
    // A seeded database whose plans all ended two years ago (more than the default 365 days).
    const seeded = await start(dataDir, {}, { seed: true });
    await seeded.close();
    let db = await openDatabase({ dataDir: pgDirOf(dataDir) });
    const longAgo = new Date(Date.now() - 730 * 86_400_000);
    await db.db.update(plans).set({ startAt: new Date(longAgo.getTime() - 86_400_000), endAt: longAgo });
    const before = await db.db
      .select({ id: registrations.id, name: registrations.name, fee: registrations.feeStatus })
      .from(registrations);
    const due = before.filter((r) => ![2, 4].includes(r.fee)).map((r) => r.id);
    expect(due.length).toBeGreaterThan(0);
    await db.close();

    // The server runs on that directory (no command may open it meanwhile) with a 1 s retention period.
    const server = await start(dataDir, {}, { seed: false, retentionEveryMs: 1000 });
    const started = Date.now();
    try {
      // The server holds the database meanwhile: its own job is the only thing that can apply retention.
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      await server.close();
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    db = await openDatabase({ dataDir: pgDirOf(dataDir) });
    try {
      const rows = await db.db
        .select({ id: registrations.id, name: registrations.name, purgedAt: registrations.purgedAt })
        .from(registrations);
      for (const id of due) {
        const r = rows.find((x) => x.id === id)!;
        expect(r.name).toBe('已清除');
        expect(r.purgedAt).not.toBeNull();
      }
      const [one] = await db.db.select().from(registrations).where(eq(registrations.id, due[0]!));
      expect(one!.answers).toEqual({});
    } finally {
      await db.close();
    }
  }, 180_000);
});
