import type { Endpoint } from '@contract/endpoint';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { type BuildOptions, buildApp } from '../../../server/src/app';
import { DEFAULT_CONFIG } from '../../../server/src/config';
import { memoryStorage } from '../../../server/src/files/storage';
import type { ServerConfig } from '../../../server/src/http/deps';
import { dbRateStore } from '../../../server/src/http/rate';
import { createSession, type SessionKind } from '../../../server/src/http/sessions';
import { putDemoFiles } from '../../../server/src/seed';
import { type DemoSchool } from '../../../server/src/seed/demo-data';
import { type TestDatabase, testDatabase } from './db';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  storage: ReturnType<typeof memoryStorage>;
  clock: { now: Date };
  close(): Promise<void>;
}

/** The app on a fresh copy of the seeded database and an in-memory file store; `clock.now` is settable. */
export async function testServer(
  name: string,
  config: Partial<ServerConfig> = {},
  build: BuildOptions = {},
): Promise<TestServer> {
  const database = await testDatabase(name);
  const storage = memoryStorage();
  await putDemoFiles(storage);
  const clock = { now: new Date('2026-08-30T02:00:00Z') };
  const app = await buildApp(
    {
      db: database.db,
      storage,
      config: { ...DEFAULT_CONFIG, secret: 'test-secret', reportPerMinute: 1000, ...config },
      rate: dbRateStore(database.db),
      now: () => clock.now,
    },
    build,
  );
  return {
    app,
    database,
    db: database.db,
    storage,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A session token for a seeded user (students: the seeded `u-<welcomeId>` users). */
export async function tokenFor(
  t: TestServer,
  school: DemoSchool,
  kind: SessionKind,
  opts: { userId?: string; welcomeId?: string } = {},
): Promise<string> {
  const userId = opts.userId ?? (opts.welcomeId ? `u-${opts.welcomeId}` : school.adminUserId);
  return createSession(
    t.db,
    { tenantId: school.tenantId, orgId: school.orgId, userId, kind, welcomeId: opts.welcomeId ?? null },
    3600_000,
    t.clock.now,
  );
}

export interface CallOptions {
  token?: string;
  school?: DemoSchool;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: { code: number; msg: string; data: T; success: boolean };
  res: LightMyRequestResponse;
}

/** Injects one contract call with the app's headers (tenantId, orgId, requestId, ysNetType). */
export async function call<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  data: unknown,
  opts: CallOptions = {},
): Promise<CallResult<z.output<E['response']>>> {
  const headers: Record<string, string> = { requestId: String(Date.now()), ysNetType: '0', ...opts.headers };
  if (opts.school) Object.assign(headers, { tenantId: opts.school.tenantId, orgId: opts.school.orgId });
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method: e.method,
    url: e.path,
    headers,
    ...(e.method === 'GET'
      ? { query: (data ?? {}) as Record<string, string> }
      : { payload: data === undefined ? {} : (data as object) }),
  });
  return { status: res.statusCode, body: res.json(), res };
}
