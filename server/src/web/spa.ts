import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const SPA_PREFIX = '/zhxy/mobile/recruit/';

/** The built SPA with pre-compressed .br/.gz, immutable hashed assets and a no-cache index.html. */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: SPA_PREFIX,
    preCompressed: true,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed =
        /[\\/]assets[\\/]/.test(path) || /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)$/.test(path);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/zhxy/mobile/recruit', async (_req, reply) => reply.redirect(SPA_PREFIX, 301));
}
