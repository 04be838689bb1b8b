import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { migrate, MIGRATIONS_DIR } from '../../server/src/db/migrate';
import { backupDeployment } from '../../server/src/operator-backup/backup';
import { appliedMigrations } from '../../server/src/operator-backup/catalog';
import { FORMAT } from '../../server/src/operator-backup/format';
import { restoreInto } from '../../server/src/operator-backup/restore';
import { rows } from './helpers/rows';
import { gzipSync } from 'node:zlib';

// A backup made by an older version (fewer migrations) is restored on its own migrations, then this
// version's later ones run over its rows; a backup from a newer version, or cut short, is refused.
const dir = mkdtempSync(join(tmpdir(), 'zhxy-op-older-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const all = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('restore across versions', () => {
  it('an older backup: its migrations, its rows, then the later migrations', async () => {
    const older = join(dir, 'older-migrations');
    rmSync(older, { recursive: true, force: true });
    const subset = all.slice(0, -1);
    mkdirSync(older, { recursive: true });
    for (const f of subset) copyFileSync(join(MIGRATIONS_DIR, f), join(older, f));
    const old = await openDatabase({});
    const file = join(dir, 'older.jsonl.gz');
    try {
      await migrate(old.db, older);
      await old.db.execute(sql`INSERT INTO tenants (id, name) VALUES ('ot', '旧租户')`);
      await old.db.execute(sql`INSERT INTO orgs (id, tenant_id, name) VALUES ('oo', 'ot', '旧版本中学')`);
      await backupDeployment(old, join(dir, 'no-files'), file, new Date());
    } finally {
      await old.close();
    }
    const fresh = await openDatabase({});
    try {
      const r = await fresh.db.transaction((tx) => restoreInto(tx, file, join(dir, 'files-out')));
      expect(r.header.migrations).toEqual(subset);
      expect(r.tables).toMatchObject({ tenants: 1, orgs: 1 });
      expect(await appliedMigrations(fresh.db)).toEqual(all);
      expect(await rows(fresh.db, sql`SELECT name FROM orgs`)).toEqual([{ name: '旧版本中学' }]);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('a backup from a newer version, or one cut short, is refused and nothing is restored', async () => {
    const header = (migrations: string[]) =>
      JSON.stringify({
        format: FORMAT,
        version: 1,
        kind: 'deployment',
        createdAt: 'x',
        database: 'pglite',
        migrations,
      });
    const newer = join(dir, 'newer.jsonl.gz');
    writeFileSync(newer, gzipSync(`${header([...all, '29991231000000_future.sql'])}\n`));
    const cut = join(dir, 'cut.jsonl.gz');
    writeFileSync(
      cut,
      gzipSync(
        `${header(all)}\n{"table":"tenants","columns":["id","name"]}\n{"row":{"id":"x","name":"y"}}\n`,
      ),
    );
    const fresh = await openDatabase({});
    try {
      await expect(fresh.db.transaction((tx) => restoreInto(tx, newer, join(dir, 'f1')))).rejects.toThrow(
        /更新版本/,
      );
      await expect(fresh.db.transaction((tx) => restoreInto(tx, cut, join(dir, 'f2')))).rejects.toThrow(
        /不完整/,
      );
      // The transaction rolled back: not even the migrations stayed.
      expect(await appliedMigrations(fresh.db)).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
