import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from './http/deps';
import { installErrorHandlers } from './http/error-handler';
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
  });
  app.decorate('deps', deps);
  installErrorHandlers(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile sets style attributes at run time; no inline <script> is allowed anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 },
  });
  for (const m of modules) await app.register(m.plugin);
  registerPlatformPages(app);
  await registerSpa(app, deps.config.distDir);
  return app;
}
