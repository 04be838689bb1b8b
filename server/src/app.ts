import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from './http/deps';
import { frameworkErrors, installErrorHandlers } from './http/error-handler';
import {
  installBodyLimits,
  isMultipart,
  type ServerLimits,
  serverLimits,
  timeoutOptions,
} from './http/limits';
import { installSecurityHeaders } from './http/security-headers';
import { loggerOptions } from './http/log-redact';
import { installRateLimit } from './http/rate-limit';
import type { Redis } from './http/redis';
import { installTextGuard } from './http/text-guard';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { modules } from './modules';
import { registerPlatformPages } from './web/pages';
import { registerSpa } from './web/spa';
import { registerTestClock, type TestClock } from './http/test-clock';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
const BODY_LIMIT_BYTES = 1024 * 1024;
/** A multipart request may carry the file plus its part headers and a few small fields. */
const MULTIPART_LIMIT_BYTES = UPLOAD_LIMIT_BYTES + 64 * 1024;

export interface BuildOptions {
  logger?: boolean;
  /** Request logs to this stream (tests); implies `logger`. */
  logStream?: NodeJS.WritableStream;
  /** Hops or proxy addresses to take the client IP from X-Forwarded-For (http/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Timeouts and upload slots (tests shorten them); default from the environment. */
  limits?: Partial<ServerLimits>;
  /** REDIS_URL's connection: rate-limit counters in Redis instead of the database. */
  redis?: Redis;
  /** Test and dev only: serve /platform/sandbox/clock to move this clock (deps.now reads it). */
  testClock?: TestClock;
}

/** The Fastify app on the given dependencies (database, file storage, config, clock). */
export async function buildApp(deps: ServerDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  z.config(z.locales.zhCN());
  const limits = { ...serverLimits(), ...opts.limits };
  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(opts.logStream) : false,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    ...timeoutOptions(limits),
  });
  app.decorate('deps', deps);
  app.decorate('uploadsPerRoute', limits.uploadsPerRoute);
  installErrorHandlers(app);
  installSecurityHeaders(app);
  installTextGuard(app);
  installBodyLimits(app, (req) => (isMultipart(req) ? MULTIPART_LIMIT_BYTES : BODY_LIMIT_BYTES));
  await installRateLimit(app, opts.redis);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 },
  });
  for (const m of modules) await app.register(m.plugin);
  registerPlatformPages(app);
  if (opts.testClock) registerTestClock(app, opts.testClock);
  await registerSpa(app, deps.config.distDir);
  return app;
}
