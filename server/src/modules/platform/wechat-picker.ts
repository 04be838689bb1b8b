import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validation';

/** Dev and sandbox only: a tester may say which WeChat user they are (never in production). */
export const wechatSandbox = (): boolean => process.env.NODE_ENV !== 'production';

export const WECHAT_PICKER_PATH = '/platform/sandbox/wechat-user';
const PRESETS: Array<[string, string]> = [
  ['parent-a', '家长甲'],
  ['parent-b', '家长乙'],
  ['parent-c', '家长丙'],
];
const query = z.object({
  tenantId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  orgId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  redirect: z.string().max(2000).optional(),
});
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CSS =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;max-width:480px}' +
  'button,input{box-sizing:border-box;width:100%;min-height:44px;font-size:16px;margin:6px 0}';

/** The sandbox's "which WeChat user am I" page: each choice goes on to /platform/login as that user. */
export function registerWechatPicker(app: FastifyInstance): void {
  if (!wechatSandbox()) return;
  app.get(WECHAT_PICKER_PATH, async (req, reply) => {
    const q = parseInput(query, req.query);
    const hidden = Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(String(v))}">`)
      .join('');
    const form = (inner: string) => `<form method="get" action="/platform/login">${hidden}${inner}</form>`;
    const presets = PRESETS.map(([id, name]) =>
      form(`<button name="wxuser" value="${id}">我是${name}（${id}）</button>`),
    ).join('');
    const own = form(
      '<label>或输入微信用户名<input name="wxuser" required pattern="[A-Za-z0-9_-]{1,43}" autocomplete="off"></label><button>以该用户进入</button>',
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱：选择微信用户</title><style>${CSS}</style></head><body><h1>沙箱：选择微信用户</h1><p>同一用户名每次得到同一个 openid（仅开发/沙箱环境）。</p>${presets}${own}</body></html>`,
      );
  });
}
