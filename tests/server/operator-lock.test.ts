import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_SECRET_REFUSAL, OperatorRefusal, runOperatorCall } from '../../server/src/cli/operator-run';
import {
  EmbeddedBusyError,
  embeddedHolder,
  holdEmbedded,
  lockPathOf,
} from '../../server/src/db/embedded-lock';
import { startServer } from '../../server/src/start';

// db/embedded-lock.ts: one process at a time on a PGlite directory; a lock left by a dead process
// (or by a pid now reused by another process) does not count.
const root = mkdtempSync(join(tmpdir(), 'zhxy-op-lock-'));
let n = 0;
const pgDir = () => join(root, `d${++n}`, 'pg');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A live process that is not this one (the lock of "another" server). */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return {
    pid: child.pid!,
    kill: () => child.kill('SIGKILL'),
    exited: new Promise((r) => child.on('exit', r)),
  };
}
const writeLock = (dir: string, h: Record<string, unknown>) => {
  const path = lockPathOf(dir);
  mkdirSync(join(path, '..'), { recursive: true });
  rmSync(path, { force: true });
  writeFileSync(
    path,
    JSON.stringify({ procStart: null, token: 'x', since: '', url: null, kind: 'server', ...h }),
  );
};

describe('embedded database lock', () => {
  it('is held by one holder at a time, and free again once released', () => {
    const dir = pgDir();
    const lock = holdEmbedded(dir, 'server');
    expect(() => holdEmbedded(dir, 'cli')).toThrow(EmbeddedBusyError);
    lock.setUrl('http://127.0.0.1:1234');
    expect(embeddedHolder(dir)).toMatchObject({
      pid: process.pid,
      kind: 'server',
      url: 'http://127.0.0.1:1234',
    });
    lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    holdEmbedded(dir, 'cli').release();
  });

  it('a lock of a live other process is busy; of a dead one, or of a reused pid, is stale', async () => {
    const dir = pgDir();
    holdEmbedded(dir, 'cli').release();
    const other = sleeper();
    writeLock(dir, { pid: other.pid });
    expect(() => holdEmbedded(dir, 'server')).toThrow(/正被另一个进程使用（服务器，pid/);
    other.kill();
    await other.exited;
    expect(embeddedHolder(dir)).toBeNull();
    const lock = holdEmbedded(dir, 'server');
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    // This process's pid, but a process started at another time: the lock's process is gone.
    writeLock(dir, { pid: process.pid, procStart: '1' });
    expect(embeddedHolder(dir)).toBeNull();
  });

  it('startServer refuses a data directory another live process holds, before opening it', async () => {
    const dataDir = join(root, `d${++n}`);
    const other = sleeper();
    try {
      writeLock(join(dataDir, 'pg'), { pid: other.pid, url: 'http://127.0.0.1:9' });
      await expect(startServer({ port: 0, dataDir, seed: false })).rejects.toThrow(EmbeddedBusyError);
      expect(existsSync(join(dataDir, 'pg'))).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('a command refuses while the holder server starts, or without OPERATOR_SECRET; nothing is opened', async () => {
    const dataDir = join(root, `d${++n}`);
    const other = sleeper();
    try {
      writeLock(join(dataDir, 'pg'), { pid: other.pid, url: null });
      const starting = runOperatorCall('listSchools', {}, { DATA_DIR: dataDir });
      await expect(starting).rejects.toThrow(OperatorRefusal);
      await expect(starting).rejects.toThrow(/请等它启动完成或结束后再试/);
      writeLock(join(dataDir, 'pg'), { pid: other.pid, url: 'http://127.0.0.1:9' });
      await expect(runOperatorCall('listSchools', {}, { DATA_DIR: dataDir })).rejects.toThrow(
        NO_SECRET_REFUSAL,
      );
      // A server that does not answer: the outcome is unknown, never reported as done.
      await expect(
        runOperatorCall('listSchools', {}, { DATA_DIR: dataDir, OPERATOR_SECRET: 'x'.repeat(16) }),
      ).rejects.toThrow(/无法连接/);
      expect(existsSync(join(dataDir, 'pg'))).toBe(false);
    } finally {
      other.kill();
    }
  });
});
