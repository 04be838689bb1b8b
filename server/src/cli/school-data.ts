import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { migrate } from '../db/migrate';
import { diskStorage } from '../files/storage';
import { resetAdmin } from '../modules/operator/reset-admin';
import { operatorAudit, type OperatorActor } from '../modules/operator/schools';
import { auditEverySchool } from '../operator-backup/audit';
import { backupDeployment } from '../operator-backup/backup';
import { BadBackup } from '../operator-backup/format';
import { checkBackup, dropOwnTables, hasData, restoreInto } from '../operator-backup/restore';
import { UnknownTable } from '../operator-backup/school-scope';
import { exportSchool, schoolOf } from '../operator-backup/school-export';
import { removeSchool } from '../operator-backup/school-remove';
import { commandTarget, openTarget, type CommandTarget } from './backup-target';
import { OperatorRefusal } from './operator-run';

// The operator's data commands of `npm run school` (backup, restore, export, remove, reset-admin).

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
const who = (now: Date): OperatorActor => ({ via: 'cli', now });
const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
const countsLine = (c: Record<string, number>) =>
  Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${t} ${n}`)
    .join('，');
const missingLine = (n: number, root: string) =>
  n > 0
    ? `注意：数据库记录的 ${n} 个上传文件不在 ${root} 中，未能备份（本命令是否与服务器使用同一个 DATA_DIR？）。\n` +
      `Warning: ${n} uploaded file(s) listed in the database are not under ${root} (same DATA_DIR as the server?).`
    : null;
const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** --yes, or the expected words typed at a terminal; without a terminal and --yes: refused. */
async function confirm(yes: boolean | undefined, expected: string, question: string): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY)
    throw new OperatorRefusal(
      `${question}请加 --yes 确认后再运行。\nConfirmation needed: run again with --yes.`,
    );
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(
      `${question}请输入「${expected}」确认（Type "${expected}" to confirm）：`,
    );
    if (answer.trim() !== expected)
      throw new OperatorRefusal('输入不一致，已取消，未做任何改动。\nNot confirmed; nothing was changed.');
  } finally {
    rl.close();
  }
}

type Opened = Awaited<ReturnType<typeof openTarget>>;

/** The command's database (migrated first when asked), closed and its lock released whatever happens. */
async function onTarget(run: (t: CommandTarget, database: Opened) => Promise<void>, migrated = false) {
  const t = commandTarget();
  try {
    const database = await openTarget(t);
    try {
      if (migrated) await migrate(database.db);
      await run(t, database);
    } finally {
      await database.close();
    }
  } finally {
    t.lock?.release();
  }
}

const NO_ORG = '请用 --org 指定学校编号。\nGive the school with --org.';

async function backupCommandRun(out: string | undefined): Promise<void> {
  const now = new Date();
  const path = resolve(out ?? `zhaosheng-backup-${stamp(now)}.jsonl.gz`);
  await onTarget(async (t, database) => {
    const r = await backupDeployment(database, t.filesRoot, path, now);
    await auditEverySchool(database.db, who(now), 'school.backup', {
      file: basename(path),
      rows: total(r.tables),
    });
    console.log(`备份完成：${path}`);
    console.log(
      `${Object.keys(r.tables).length} 张表，${total(r.tables)} 行，${r.files} 个上传文件（来自${t.describe}）`,
    );
    console.log(`各表行数：${countsLine(r.tables)}`);
    const missing = missingLine(r.missing, t.filesRoot);
    if (missing) console.error(missing);
    console.log('备份含个人信息，请妥善保管（文件仅本用户可读）。');
  });
}

async function restoreCommandRun(file: string | undefined, yes: boolean | undefined): Promise<void> {
  if (!file) throw new OperatorRefusal('请用 --file 指定备份文件。\nGive the backup file with --file.');
  const path = resolve(file);
  const now = new Date();
  const t = commandTarget();
  const staging = {
    files: `${t.filesRoot}.restoring-${stamp(now)}`,
    pg: `${t.pgDir}.restoring-${stamp(now)}`,
  };
  const replaced = (dir: string) => `${dir}.before-restore-${stamp(now)}`;
  try {
    if (!existsSync(path)) throw new OperatorRefusal(`找不到备份文件 ${path}。\nNo such file.`);
    const header = await checkBackup(path);
    const audited = { file: basename(path), backupCreatedAt: header.createdAt };
    let result;
    if (t.databaseUrl) {
      const database = await openTarget(t);
      try {
        if (await hasData(database.db))
          await confirm(yes, '恢复', `${t.describe} 中已有数据，恢复会用备份替换全部数据。`);
        result = await database.db.transaction(async (tx) => {
          await dropOwnTables(tx);
          const r = await restoreInto(tx, path, staging.files);
          await auditEverySchool(tx, who(now), 'school.restore', audited);
          return r;
        });
      } finally {
        await database.close();
      }
    } else {
      // The embedded database is rebuilt in a new directory and swapped in only when complete.
      if (nonEmpty(t.pgDir) || nonEmpty(t.filesRoot))
        await confirm(
          yes,
          '恢复',
          `数据目录 ${t.dataDir} 中已有数据，恢复会用备份替换（原数据移到 *.before-restore-* 保留）。`,
        );
      const database = await openTarget(t, staging.pg);
      try {
        result = await database.db.transaction(async (tx) => {
          const r = await restoreInto(tx, path, staging.files);
          await auditEverySchool(tx, who(now), 'school.restore', audited);
          return r;
        });
      } finally {
        await database.close();
      }
      if (existsSync(t.pgDir)) renameSync(t.pgDir, replaced(t.pgDir));
      renameSync(staging.pg, t.pgDir);
    }
    if (existsSync(t.filesRoot)) renameSync(t.filesRoot, replaced(t.filesRoot));
    if (existsSync(staging.files)) renameSync(staging.files, t.filesRoot);
    console.log(`恢复完成：${t.describe}，来自 ${path}（备份于 ${header.createdAt}）`);
    console.log(
      `${Object.keys(result.tables).length} 张表，${total(result.tables)} 行，${result.files} 个上传文件，各表行数与备份一致。`,
    );
    console.log(`各表行数：${countsLine(result.tables)}`);
    for (const dir of [t.pgDir, t.filesRoot])
      if (existsSync(replaced(dir))) console.log(`原有数据保留在 ${replaced(dir)}，确认无误后可删除。`);
  } catch (e) {
    rmSync(staging.pg, { recursive: true, force: true });
    rmSync(staging.files, { recursive: true, force: true });
    throw e;
  } finally {
    t.lock?.release();
  }
}

async function exportCommandRun(orgId: string | undefined, out: string | undefined): Promise<void> {
  if (!orgId) throw new OperatorRefusal(NO_ORG);
  const now = new Date();
  const path = resolve(out ?? `school-${orgId}-${stamp(now)}.jsonl.gz`);
  await onTarget(async (t, database) => {
    const r = await exportSchool(database, t.filesRoot, orgId, path, now);
    await operatorAudit(database.db, who(now), r.school, 'school.export', orgId, {
      file: basename(path),
      rows: total(r.tables),
    });
    console.log(`学校「${r.school.name}」（${orgId}）已导出：${path}`);
    console.log(`${total(r.tables)} 行，${r.files} 个上传文件；各表行数：${countsLine(r.tables)}`);
    const missing = missingLine(r.missing, t.filesRoot);
    if (missing) console.error(missing);
    console.log('导出文件含个人信息，请妥善保管（文件仅本用户可读）。');
  });
}

async function removeCommandRun(orgId: string | undefined, yes: boolean | undefined): Promise<void> {
  if (!orgId) throw new OperatorRefusal(NO_ORG);
  await onTarget(async (t, database) => {
    const s = await schoolOf(database.db, orgId);
    await confirm(
      yes,
      s.name,
      `将永久删除学校「${s.name}」（${orgId}）的全部数据和上传文件，无法撤销（可先用 export 导出）。`,
    );
    const r = await removeSchool(database.db, diskStorage(t.filesRoot), orgId, who(new Date()));
    console.log(
      `学校「${s.name}」（${orgId}）已删除：${total(r.deleted)} 行，${r.files} 个上传文件${r.tenantRemoved ? '，连同租户' : ''}。`,
    );
    console.log(`各表删除行数：${countsLine(r.deleted)}`);
  }, true);
}

async function resetAdminCommandRun(orgId: string | undefined, phone: string | undefined): Promise<void> {
  if (!orgId) throw new OperatorRefusal(NO_ORG);
  await onTarget(async (_t, database) => {
    const r = await resetAdmin(database.db, orgId, phone, who(new Date()));
    const admin = r.admin.name === '学校管理员' ? '学校管理员' : `学校管理员 ${r.admin.name}`;
    console.log(`学校「${r.school.name}」的${admin}已重置密码：锁定已解除，原有登录已退出。`);
    console.log(`${admin} 登录手机号：${r.admin.phone}`);
    console.log(`一次性新密码（仅显示这一次，登录后须修改）：${r.password}`);
  }, true);
}

/** A damaged or foreign file, or a table without a school rule: said as a refusal (exit 1), no stack. */
const refusing =
  <A extends unknown[]>(run: (...a: A) => Promise<void>) =>
  async (...a: A): Promise<void> => {
    try {
      await run(...a);
    } catch (e) {
      if (e instanceof BadBackup || e instanceof UnknownTable) throw new OperatorRefusal(e.message);
      throw e;
    }
  };

export const backupCommand = refusing(backupCommandRun);
export const restoreCommand = refusing(restoreCommandRun);
export const exportCommand = refusing(exportCommandRun);
export const removeCommand = refusing(removeCommandRun);
export const resetAdminCommand = refusing(resetAdminCommandRun);
