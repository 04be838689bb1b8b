import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import * as schema from '../db/schema';
import { appTables, countRows, MIGRATIONS_TABLE, queryRows, quoteIdent, tableRef } from './catalog';
import { BadBackup, type Header, readBackup } from './format';

const BATCH = 500;
const SAFE_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** The tables this program's schema declares (and the migrations book): the only ones a restore drops. */
const OWN_TABLES = new Set([
  MIGRATIONS_TABLE,
  ...Object.values(schema)
    .filter(isTable)
    .map((t) => getTableName(t)),
]);

/** Whether the database already holds a school (a restore over it needs the operator's yes). */
export async function hasData(db: Db): Promise<boolean> {
  const [t] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'tenants'`,
  );
  return Boolean(t?.n) && (await countRows(db, 'tenants')) > 0;
}

/** Drops this program's tables from the current schema (PostgreSQL: before a restore, in its transaction). */
export async function dropOwnTables(db: Db, also: string[] = []): Promise<void> {
  const present = await queryRows<{ t: string }>(
    db,
    sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const drop = present.map((r) => r.t).filter((t) => OWN_TABLES.has(t) || also.includes(t));
  if (drop.length) await db.execute(sql.raw(`DROP TABLE ${drop.map(quoteIdent).join(', ')} CASCADE`));
}

async function readHeader(path: string): Promise<Header> {
  for await (const line of readBackup(path)) return line as Header;
  throw new BadBackup(`备份文件 ${path} 是空的。 / The backup file is empty.`);
}

/** The header of a deployment backup, checked against this program's migrations. */
export async function checkBackup(path: string): Promise<Header> {
  const h = await readHeader(path);
  if (h.kind !== 'deployment')
    throw new BadBackup(
      `${path} 是一所学校的导出文件，不是整个部署的备份，不能用于恢复。 / This is one school's export, not a deployment backup.`,
    );
  const known = new Set(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')));
  const unknown = h.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new BadBackup(
      `备份来自更新版本的程序（本程序没有迁移 ${unknown.join('、')}），请先升级程序再恢复。 / ` +
        `The backup was made by a newer version of the program; upgrade first.`,
    );
  return h;
}

export interface RestoreResult {
  header: Header;
  tables: Record<string, number>;
  files: number;
}

/**
 * Rebuilds a database with no tables of ours from a backup: the backup's own migrations first (so
 * its rows fit the tables as they were), its rows in dependency order, each table's count checked
 * against the file, then this program's later migrations over them, and sequences moved past the
 * restored ids. Files go under `filesRoot` (a fresh directory the caller swaps in).
 * Run it inside one transaction: any refusal leaves nothing half restored.
 */
export async function restoreInto(db: Db, path: string, filesRoot: string): Promise<RestoreResult> {
  const header = await checkBackup(path);
  const subset = mkdtempSync(join(tmpdir(), 'zhxy-restore-migrations-'));
  try {
    for (const m of header.migrations) copyFileSync(join(MIGRATIONS_DIR, m), join(subset, m));
    await migrate(db, subset);
  } finally {
    rmSync(subset, { recursive: true, force: true });
  }
  const tables = new Map((await appTables(db)).map((t) => [t.name, t]));
  const counts: Record<string, number> = {};
  let current: { name: string; columns: string; n: number } | null = null;
  let batch: string[] = [];
  let files = 0;
  let done: { tables: Record<string, number>; files: number } | null = null;
  const flush = async () => {
    if (!current || !batch.length) return;
    const t = tableRef(current.name);
    const cols = sql.raw(current.columns);
    await db.execute(
      sql`INSERT INTO ${t} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${t}, ${`[${batch.join(',')}]`}::jsonb)`,
    );
    current.n += batch.length;
    batch = [];
  };
  let first = true;
  for await (const line of readBackup(path)) {
    if (first) {
      first = false;
      continue;
    }
    if (done) throw new BadBackup('备份文件在结束标记之后还有内容。 / Data after the end mark.');
    if ('rowJson' in line) {
      if (!current) throw new BadBackup('备份文件中有不属于任何表的行。 / A row outside any table.');
      batch.push(line.rowJson);
      if (batch.length >= BATCH) await flush();
    } else if ('table' in line) {
      const t = tables.get(line.table);
      const missing = line.columns.filter((c) => !t?.columns.includes(c));
      if (!t || missing.length)
        throw new BadBackup(
          `备份中的表 ${line.table}${t ? ` 的列 ${missing.join('、')}` : ''} 在数据库中不存在。 / ` +
            `Table or columns of the backup missing in the database.`,
        );
      current = { name: line.table, columns: line.columns.map(quoteIdent).join(', '), n: 0 };
    } else if ('end' in line) {
      await flush();
      if (!current || current.name !== line.end || current.n !== line.rows)
        throw new BadBackup(`表 ${line.end} 的行数与备份记录不符。 / Row count mismatch in ${line.end}.`);
      counts[line.end] = current.n;
      current = null;
    } else if ('file' in line) {
      if (!SAFE_FILE.test(line.file))
        throw new BadBackup(`不安全的文件名 ${line.file}。 / Unsafe file name.`);
      const data = Buffer.from(line.data, 'base64');
      if (data.length !== line.size)
        throw new BadBackup(`文件 ${line.file} 已损坏。 / File ${line.file} is damaged.`);
      const p = join(filesRoot, line.file);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, data, { mode: 0o600 });
      files++;
    } else if ('done' in line) done = line;
  }
  if (!done || current)
    throw new BadBackup(
      '备份文件不完整（没有结束标记，可能在写入时中断）。 / The backup file is incomplete.',
    );
  for (const [name, n] of Object.entries(done.tables))
    if (counts[name] !== n || (await countRows(db, name)) !== n)
      throw new BadBackup(`表 ${name} 恢复后的行数与备份不符。 / Row count mismatch in ${name}.`);
  if (files !== done.files) throw new BadBackup('文件数与备份记录不符。 / File count mismatch.');
  await migrate(db);
  for (const t of await appTables(db))
    for (const c of t.serial)
      await db.execute(
        sql`SELECT setval(pg_get_serial_sequence(${quoteIdent(t.name)}, ${c}), coalesce((SELECT max(${sql.raw(quoteIdent(c))}) FROM ${tableRef(t.name)}), 1), (SELECT count(*) > 0 FROM ${tableRef(t.name)}))`,
      );
  return { header, tables: counts, files };
}
