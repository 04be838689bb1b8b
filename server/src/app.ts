import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from './http/deps';
import { frameworkErrors, installErrorHandlers } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { modules } from './modules';
import { registerPlatformPages } from './web/pages';
import { registerSpa } from './web/spa';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface BuildOptions {
  logger?: boolean;
  trustProxy?: boolean;
}

/** The Fastify app on the given dependencies (database, file storage, config, clock). */
export async function buildApp(deps: ServerDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  z.config(z.locales.zhCN());
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.decorate('deps', deps);
  installErrorHandlers(app);
  installSecurityHeaders(app);
  installTextGuard(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 },
  });
  for (const m of modules) await app.register(m.plugin);
  registerPlatformPages(app);
  await registerSpa(app, deps.config.distDir);
  return app;
}
