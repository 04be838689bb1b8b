import type { FastifyInstance } from 'fastify';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head><body>${body}</body></html>`;

/** The pages outside the SPA that the spec links to (brief section 4: every external navigation lands somewhere real). */
export function registerPlatformPages(app: FastifyInstance): void {
  // Spec section 2 "Desktop redirect": {origin}/mobile/courseCenter_PC.html#/recruitstudent + query.
  app.get('/zhxy/mobile/courseCenter_PC.html', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        page(
          '课程中心',
          '<h1>课程中心（电脑端）</h1><p>招生迎新请使用手机访问，或在电脑端课程中心的“招生迎新”栏目中办理。</p>',
        ),
      ),
  );
  // Spec section 2: the form editor lives at {origin}/c/ict/front/#/ ; its use is not shown.
  app.get('/zhxy/c/ict/front/', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(page('表单编辑器', '<h1>表单编辑器</h1><p>参考平台不提供表单编辑功能。</p>')),
  );
}
