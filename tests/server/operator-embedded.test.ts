import * as staffOps from '@contract/staff';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/start';
import { createSchoolByCommand, runOperatorCommand } from '../e2e/operator';

// Issue 25: with a server holding the embedded database, `npm run school` / `npm run staff` (real
// child processes) either write through that server (OPERATOR_SECRET) so the school logs in, also
// after a restart, or refuse with a message and exit ≠ 0; never "已创建" and lost.
const SECRET = 'embedded-op-secret-0123456789';
const dirs: string[] = [];
const saved = process.env.OPERATOR_SECRET;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

async function start(dataDir: string, secret?: string) {
  if (secret) process.env.OPERATOR_SECRET = secret;
  else delete process.env.OPERATOR_SECRET;
  try {
    server = await startServer({ port: 0, dataDir, distDir: dataDir, seed: false });
  } finally {
    if (saved === undefined) delete process.env.OPERATOR_SECRET;
    else process.env.OPERATOR_SECRET = saved;
  }
  return server;
}
async function stop() {
  await server?.close();
  server = undefined;
}
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'zhxy-op-embedded-'));
  dirs.push(d);
  writeFileSync(join(d, 'index.html'), '<!doctype html><title>招生迎新</title>');
  return d;
}
afterEach(stop);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const login = (url: string, orgId: string, phone: string, password: string) =>
  fetch(`${url}${staffOps.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, phone, password }),
  }).then(
    (r) => r.json() as Promise<{ code: number; msg: string; data: { mustChangePassword: boolean } | null }>,
  );

describe('operator commands while a server holds the embedded database', () => {
  it('without OPERATOR_SECRET: refuse with a Chinese message and exit ≠ 0; nothing exists; after the server stops the command writes directly', async () => {
    const dir = tempDir();
    const { url } = await start(dir);
    const r = await runOperatorCommand(
      'school',
      ['create', '--tenant', 'emb-t', '--org', 'emb-o', '--name', '内嵌中学', '--admin-phone', '13933334444'],
      { DATA_DIR: dir },
    );
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toContain('已创建');
    expect(r.stderr).toContain('请先停止服务器');
    expect(r.stderr).toContain('OPERATOR_SECRET');
    const staff = await runOperatorCommand(
      'staff',
      ['create', '--org', 'emb-o', '--name', '王老师', '--phone', '13933335555'],
      { DATA_DIR: dir },
    );
    expect([staff.code !== 0, staff.stdout.includes('已创建')]).toEqual([true, false]);
    expect((await login(url, 'emb-o', '13933334444', 'x')).code).not.toBe(0);
    await stop();

    const made = await createSchoolByCommand(
      { tenantId: 'emb-t', orgId: 'emb-o', name: '内嵌中学', adminPhone: '13933334444' },
      { DATA_DIR: dir },
    );
    expect(made.output).toContain('内置数据库');
    const again = await start(dir);
    expect(await login(again.url, 'emb-o', made.adminPhone, made.password)).toMatchObject({
      code: 0,
      data: { mustChangePassword: true },
    });
  }, 240_000);

  it('with OPERATOR_SECRET: the command goes through the server; the admin logs in now and after a restart', async () => {
    const dir = tempDir();
    const { url } = await start(dir, SECRET);
    const wrong = await runOperatorCommand('school', ['list'], {
      DATA_DIR: dir,
      OPERATOR_SECRET: `${SECRET}-x`,
    });
    expect([wrong.code !== 0, wrong.stderr]).toEqual([true, expect.stringContaining('不一致')]);

    const made = await createSchoolByCommand(
      { tenantId: 'emb-t2', orgId: 'emb-o2', name: '经由服务器中学' },
      { DATA_DIR: dir, OPERATOR_SECRET: SECRET },
    );
    expect(made.output).toContain(`运行中的服务器 ${url}`);
    expect(await login(url, 'emb-o2', made.adminPhone, made.password)).toMatchObject({ code: 0 });
    const teacher = await runOperatorCommand(
      'staff',
      ['create', '--org', 'emb-o2', '--name', '李老师', '--phone', '13933336666', '--role', 'checkin'],
      { DATA_DIR: dir, OPERATOR_SECRET: SECRET },
    );
    expect(teacher.code).toBe(0);
    const teacherPassword = /初始密码（仅显示这一次，首次登录须修改）：(\S+)/.exec(teacher.stdout)![1]!;
    const list = await runOperatorCommand('school', ['list'], { DATA_DIR: dir, OPERATOR_SECRET: SECRET });
    expect(list.stdout).toMatch(/emb-t2\temb-o2\t经由服务器中学\t开放\t账号 2/);

    await stop();
    const again = await start(dir);
    expect(await login(again.url, 'emb-o2', made.adminPhone, made.password)).toMatchObject({ code: 0 });
    expect(await login(again.url, 'emb-o2', '13933336666', teacherPassword)).toMatchObject({ code: 0 });
  }, 240_000);
});
