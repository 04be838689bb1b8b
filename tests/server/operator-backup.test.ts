import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { diskStorage } from '../../server/src/files/storage';
import { createSchool } from '../../server/src/modules/operator/schools';
import { appTables, countRows } from '../../server/src/operator-backup/catalog';
import { seedDemo } from '../../server/src/seed';
import { startServer } from '../../server/src/start';
import { type OperatorEnv, runOperatorCommand } from '../e2e/operator';
import { dropSchema, PG_URL } from './helpers/db';
import { fillEmptyTables } from './helpers/fill-tables';
import { rows } from './helpers/rows';

// Issue 36 item 7: `npm run school -- backup`, the data wiped, `npm run school -- restore` (real child
// processes, as the operator runs them) — every table's row count and every uploaded file back, on the
// embedded database and on PostgreSQL; refused while a server holds the embedded database.
const dirs: string[] = [];
const tempDir = (tag: string) => {
  const d = mkdtempSync(join(tmpdir(), `zhxy-op-backup-${tag}-`));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const BIG = '9007199254740993'; // 2^53 + 1: a JSON number parsed by JavaScript would lose the last digit

/** The demo schools, a school made by the operator (staff account, audit rows) and odd values. */
async function fill(database: Database, filesRoot: string) {
  await migrate(database.db);
  await seedDemo(database.db, diskStorage(filesRoot));
  await createSchool(
    database.db,
    { tenantId: 'bk-t', orgId: 'bk-o', name: '备份中学', adminName: '学校管理员', adminPhone: '13955550000' },
    { via: 'cli', now: new Date('2026-09-01T00:00:00Z') },
  );
  await database.db.execute(
    sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('bk:big', ${BIG}::bigint, 3)`,
  );
  // More rows than one page of the dump (1000), so the paging is on trial.
  await database.db.execute(
    sql`INSERT INTO rate_limits (key, window_start, count) SELECT 'bk:' || g, g, 1 FROM generate_series(1, 2500) g`,
  );
  await database.db.execute(
    sql`UPDATE orgs SET settings = settings || ${JSON.stringify({ note: '引号"\n换行 \\ 与 emoji 🎓' })}::jsonb WHERE id = 'bk-o'`,
  );
}

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await appTables(database.db)) out[t.name] = await countRows(database.db, t.name);
  return out;
}

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((f) =>
        statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
      )
    : [];
const fileHashes = (root: string) =>
  Object.fromEntries(
    walk(root).map((p) => [relative(root, p), createHash('sha256').update(readFileSync(p)).digest('hex')]),
  );

async function expectRestored(database: Database, before: Record<string, number>, schools: number) {
  const after = await counts(database);
  // The restore writes one 'school.restore' row into each school's trail; nothing else differs.
  expect(after).toEqual({ ...before, audit_log: before.audit_log! + schools });
  const [restoreRows] = await rows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'school.restore' AND role = 'operator'`,
  );
  expect(restoreRows?.n).toBe(schools);
  const [big] = await rows<{ w: string }>(
    database.db,
    sql`SELECT window_start::text AS w FROM rate_limits WHERE key = 'bk:big'`,
  );
  expect(big?.w).toBe(BIG);
  const [note] = await rows<{ n: string }>(
    database.db,
    sql`SELECT settings->>'note' AS n FROM orgs WHERE id = 'bk-o'`,
  );
  expect(note?.n).toBe('引号"\n换行 \\ 与 emoji 🎓');
  // The sequences moved past the restored ids: a new audit row gets a fresh id.
  await database.db.execute(
    sql`INSERT INTO audit_log (tenant_id, org_id, at, action) VALUES ('bk-t', 'bk-o', now(), 'login')`,
  );
}

async function roundTrip(env: OperatorEnv, wipe: () => Promise<void>, reopen: () => Promise<Database>) {
  const filesRoot = join(env.DATA_DIR!, 'files');
  const database = await reopen();
  let before: Record<string, number>;
  let schools: number;
  try {
    await fill(database, filesRoot);
    // Every table with rows, so each one's return is checked.
    expect(await fillEmptyTables(database.db)).toEqual([]);
    before = await counts(database);
    schools = before.orgs!;
  } finally {
    await database.close();
  }
  const files = fileHashes(filesRoot);
  expect(Object.keys(files).length).toBeGreaterThan(3);
  expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
  expect(Object.keys(before).length).toBeGreaterThan(30);

  const file = join(tempDir('file'), 'all.jsonl.gz');
  const backup = await runOperatorCommand('school', ['backup', '--out', file], env);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain('备份完成');
  expect(statSync(file).mode & 0o077).toBe(0); // personal data: the operator's eyes only

  await wipe();
  rmSync(filesRoot, { recursive: true, force: true });

  const restore = await runOperatorCommand('school', ['restore', '--file', file], env);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain('各表行数与备份一致');
  expect(fileHashes(filesRoot)).toEqual(files);
  const back = await reopen();
  try {
    await expectRestored(back, before, schools);
  } finally {
    await back.close();
  }

  // Over existing data without --yes (no terminal): refused, nothing changed.
  const again = await runOperatorCommand('school', ['restore', '--file', file], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('--yes');
  const yes = await runOperatorCommand('school', ['restore', '--file', file, '--yes'], env);
  expect([yes.code, yes.stderr]).toEqual([0, '']);
  const third = await reopen();
  try {
    expect(await counts(third)).toEqual({ ...before, audit_log: before.audit_log! + schools });
  } finally {
    await third.close();
  }
}

describe('npm run school -- backup / restore', () => {
  it('embedded database: backup → wipe → restore, every table and file back', async () => {
    const dataDir = tempDir('pglite');
    await roundTrip(
      { DATA_DIR: dataDir, SERVER_REGISTRY_DIR: tempDir('reg') },
      async () => rmSync(join(dataDir, 'pg'), { recursive: true, force: true }),
      () => openDatabase({ dataDir: join(dataDir, 'pg') }),
    );
    // The replaced data stayed beside the restored one (the --yes restore moved it aside).
    expect(readdirSync(dataDir).some((f) => f.startsWith('pg.before-restore-'))).toBe(true);
  }, 240_000);

  it.skipIf(!PG_URL)(
    'PostgreSQL: backup → wipe (schema dropped) → restore, every table and file back',
    async () => {
      const schema = `t_opbackup_${randomBytes(4).toString('hex')}`;
      const dataDir = tempDir('pg');
      try {
        await roundTrip(
          { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
          () => dropSchema(schema),
          () => openDatabase({ databaseUrl: PG_URL, schema, poolSize: 2 }),
        );
      } finally {
        await dropSchema(schema);
      }
    },
    240_000,
  );

  it('refuses in Chinese and English while a server holds the embedded database; no file is written', async () => {
    const dataDir = tempDir('held');
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>招生迎新</title>');
    const server = await startServer({ port: 0, dataDir, distDir: dataDir, seed: false });
    try {
      const file = join(dataDir, 'held.jsonl.gz');
      for (const args of [
        ['backup', '--out', file],
        ['restore', '--file', file],
        ['export', '--org', 'x', '--out', file],
        ['remove', '--org', 'x', '--yes'],
        ['reset-admin', '--org', 'x'],
      ]) {
        if (args[0] === 'restore') writeFileSync(file, 'x'); // any file: the lock is checked first
        const r = await runOperatorCommand('school', args, { DATA_DIR: dataDir });
        expect(r.code, args[0]).toBe(1);
        expect(r.stderr, args[0]).toContain('请先停止服务器');
        expect(r.stderr, args[0]).toContain('Stop it');
        if (args[0] === 'restore') rmSync(file);
        expect(existsSync(file), args[0]).toBe(false);
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});
