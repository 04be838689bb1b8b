import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noticeRoutes } from './notice';

const dir = new URL('./static/', import.meta.url);
const FILES: Record<string, [string, string]> = {
  'index.html': ['text/html; charset=utf-8', 'no-cache'],
  'app.js': ['text/javascript; charset=utf-8', 'no-cache'],
  'app.css': ['text/css; charset=utf-8', 'no-cache'],
};

/** The public payment-return app of spec section 2: {h5BaseUrl}/pub/#/chargeH5/wxpaying?project=… */
export async function pubRoutes(app: FastifyInstance): Promise<void> {
  const body = Object.fromEntries(Object.keys(FILES).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')]));
  const serve = (file: string) => async (_req: unknown, reply: FastifyReply) =>
    reply.type(FILES[file]![0]).header('Cache-Control', FILES[file]![1]).send(body[file]);
  app.get('/pub', async (_req, reply) => reply.redirect('/pub/', 301));
  app.get('/pub/', serve('index.html'));
  app.get('/pub/index.html', serve('index.html'));
  app.get('/pub/app.js', serve('app.js'));
  app.get('/pub/app.css', serve('app.css'));
  await noticeRoutes(app);
}
