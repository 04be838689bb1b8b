import { envelope } from '@contract/envelope';
import type { OperatorCall } from '@contract/operator';
import type { z } from 'zod';
import { commandDataDir, DataDirMismatch, pgDirOf } from '../data-dir';
import { openDatabase } from '../db/client';
import { EmbeddedBusyError, embeddedHolder, holdEmbedded } from '../db/embedded-lock';
import { migrate } from '../db/migrate';
import { ERRORS } from '../http/errors';
import { parseInput } from '../http/validation';
import { OPERATOR_CALLS } from '../modules/operator/calls';

type Calls = typeof OPERATOR_CALLS;
export type CallOutput<K extends OperatorCall> = z.output<Calls[K]['schema']['response']>;

/** A refusal the operator can act on (printed as is, exit code 1); nothing was written. */
export class OperatorRefusal extends Error {}

export const NO_SECRET_REFUSAL =
  '内置数据库正被运行中的服务器使用，命令不能直接写入（写入会在服务器关闭时丢失）。' +
  '请先停止服务器再运行本命令，或在服务器和本命令的环境中设置同一个 OPERATOR_SECRET（至少16位），命令将经由服务器写入。';

/** Where a call was written: PostgreSQL, the embedded database directly, or a running server. */
export type Target =
  { kind: 'postgres' } | { kind: 'embedded'; pgDir: string } | { kind: 'server'; url: string };

export const describeTarget = (t: Target): string =>
  t.kind === 'postgres'
    ? 'PostgreSQL（DATABASE_URL）'
    : t.kind === 'embedded'
      ? `内置数据库 ${t.pgDir}`
      : `运行中的服务器 ${t.url}`;

/**
 * Runs one operator call where it cannot be lost: on PostgreSQL directly; on the embedded database
 * directly only while no other process holds it (holding it meanwhile), else through the server
 * that holds it (OPERATOR_SECRET), else refuses.
 */
export async function runOperatorCall<K extends OperatorCall>(
  name: K,
  raw: unknown,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ data: CallOutput<K>; target: Target }> {
  const call = OPERATOR_CALLS[name];
  const input = parseInput(call.schema.request, raw);
  const run = call.run as (...a: unknown[]) => Promise<unknown>;
  const direct = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    try {
      await migrate(database.db);
      const out = await run(database.db, input, { via: 'cli', now: new Date() });
      return call.schema.response.parse(out) as CallOutput<K>;
    } finally {
      await database.close();
    }
  };
  if (env.DATABASE_URL) {
    const schema = env.DATABASE_SCHEMA;
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, ...(schema ? { schema } : {}) });
    return { data: await direct(database), target: { kind: 'postgres' } };
  }
  let dataDir: string;
  try {
    dataDir = commandDataDir(env);
  } catch (e) {
    if (e instanceof DataDirMismatch) throw new OperatorRefusal(e.message);
    throw e;
  }
  const pgDir = pgDirOf(dataDir);
  const holder = embeddedHolder(pgDir);
  if (holder?.kind === 'server' && holder.url) {
    const secret = env.OPERATOR_SECRET;
    if (!secret) throw new OperatorRefusal(NO_SECRET_REFUSAL);
    return {
      data: await viaServer(name, holder.url, secret, input),
      target: { kind: 'server', url: holder.url },
    };
  }
  let lock;
  try {
    lock = holdEmbedded(pgDir, 'cli');
  } catch (e) {
    if (e instanceof EmbeddedBusyError) throw new OperatorRefusal(`${e.message}请等它启动完成或结束后再试。`);
    throw e;
  }
  try {
    return {
      data: await direct(await openDatabase({ dataDir: pgDir })),
      target: { kind: 'embedded', pgDir },
    };
  } finally {
    lock.release();
  }
}

/** The server's refusals of the call itself (its business answers, e.g. 学校不存在, pass through). */
const serverRefusal = (code: number, msg: string): string =>
  code === 404 && msg === ERRORS.NO_ROUTE.msg
    ? '运行中的服务器未开启运营接口：它启动时没有设置 OPERATOR_SECRET。请设置后重启服务器，或停止服务器再运行本命令。'
    : code === 403
      ? 'OPERATOR_SECRET 与运行中的服务器不一致。'
      : code === 429
        ? '运营接口调用过于频繁，请一分钟后再试。'
        : msg;

async function viaServer<K extends OperatorCall>(
  name: K,
  url: string,
  secret: string,
  input: unknown,
): Promise<CallOutput<K>> {
  let res: Response;
  try {
    res = await fetch(`${url}${OPERATOR_CALLS[name].schema.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new OperatorRefusal(
      `无法连接持有内置数据库的服务器 ${url}，结果未知：请确认服务器状态后用 npm run school -- list 查看。`,
    );
  }
  const body = envelope(OPERATOR_CALLS[name].schema.response.nullable()).safeParse(
    await res.json().catch(() => null),
  );
  if (!body.success) throw new OperatorRefusal(`服务器 ${url} 的回答无法识别（HTTP ${res.status}）。`);
  const { code, msg, data } = body.data;
  if (code !== 0 || data === null) throw new OperatorRefusal(serverRefusal(code, msg));
  return data as CallOutput<K>;
}
