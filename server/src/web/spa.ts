import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { entryPages } from './first-screen/page';
import { readShell, readStaffShell } from './first-screen/shell';

export const SPA_PREFIX = '/zhxy/mobile/recruit/';

/**
 * The built SPA with pre-compressed .br/.gz and immutable hashed assets; index.html (no-cache, ETag)
 * carries the named school's entry screens (first-screen/page.ts).
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: SPA_PREFIX,
    preCompressed: true,
    index: false,
    // dist/.vite/manifest.json is read by the server (first-screen/shell.ts), not served.
    dotfiles: 'ignore',
    wildcard: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed =
        /[\\/]assets[\\/]/.test(path) || /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)$/.test(path);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = entryPages(app, readShell(distDir, SPA_PREFIX));
  app.get(SPA_PREFIX, index);
  app.get(`${SPA_PREFIX}index.html`, index);
  app.get('/zhxy/mobile/recruit', async (_req, reply) => reply.redirect(SPA_PREFIX, 301));
  const staff = readStaffShell(distDir, SPA_PREFIX);
  if (staff) {
    app.get(`${SPA_PREFIX}staff.html`, async (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(staff),
    );
  }
}
