import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the operator command writes: PostgreSQL (DATABASE_URL [+ DATABASE_SCHEMA]) or the embedded DATA_DIR. */
export interface OperatorEnv {
  DATABASE_URL?: string;
  DATABASE_SCHEMA?: string;
  DATA_DIR?: string;
  /** Needed when a server holds the embedded database (the command goes through it). */
  OPERATOR_SECRET?: string;
  /** Where running servers record their data directory (server/src/data-dir.ts); tests use their own. */
  SERVER_REGISTRY_DIR?: string;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run school|staff -- …` as the operator does (its own process), with only the given database settings. */
export function runOperatorCommand(
  command: 'school' | 'staff',
  args: string[],
  env: OperatorEnv,
): Promise<CommandResult> {
  const own = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'DATABASE_SCHEMA',
    'DATA_DIR',
    'OPERATOR_SECRET',
    'SERVER_REGISTRY_DIR',
  ] as const)
    delete own[k];
  const child = spawn(process.execPath, ['--import', 'tsx', `server/src/cli/${command}.ts`, ...args], {
    cwd: ROOT,
    env: { ...own, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The first 学校管理员 printed by `npm run school -- create` (the password is shown only there). */
export interface CreatedSchool {
  tenantId: string;
  orgId: string;
  name: string;
  adminPhone: string;
  password: string;
  output: string;
}

/**
 * A school from zero through the real command: `npm run school -- create --tenant … --org … --name …`
 * against `env`; answers the printed admin phone and one-time password, or throws with the output.
 */
export async function createSchoolByCommand(
  school: { tenantId: string; orgId: string; name: string; adminPhone?: string; adminName?: string },
  env: OperatorEnv,
): Promise<CreatedSchool> {
  const args = ['create', '--tenant', school.tenantId, '--org', school.orgId, '--name', school.name];
  if (school.adminPhone) args.push('--admin-phone', school.adminPhone);
  if (school.adminName) args.push('--admin-name', school.adminName);
  const r = await runOperatorCommand('school', args, env);
  const phone = /登录手机号：(\d{11})/.exec(r.stdout)?.[1];
  const password = /初始密码（仅显示这一次，首次登录须修改）：(\S+)/.exec(r.stdout)?.[1];
  if (r.code !== 0 || !phone || !password)
    throw new Error(`npm run school -- create failed (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
  return { ...school, adminPhone: phone, password, output: r.stdout };
}
