import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../http/crypto';

/** Where the dev and test server plays WeChat's API (api.weixin.qq.com): never registered in production. */
export const WECHAT_SANDBOX_BASE = '/wx-sandbox';

/** A 公众号 AppID as WeChat issues it: wx + 16 hex digits. */
const APP_ID = /^wx[0-9a-f]{16}$/i;

/**
 * The AppSecret the sandbox's 公众平台 holds for an AppID (a real 公众号's 开发 › 基本配置 shows it):
 * derived from the AppID, so a tester, a test and the seed all know it, and any other secret is wrong.
 */
export const sandboxAppSecret = (appId: string): string =>
  createHash('sha256').update(`wx-sandbox:${appId.toLowerCase()}`).digest('hex').slice(0, 32);

/** WeChat's answer to `cgi-bin/token` for these credentials, with WeChat's own error codes. */
export function sandboxToken(q: { grant_type?: string; appid?: string; secret?: string }): object {
  if (q.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
  if (!q.appid || !APP_ID.test(q.appid)) return { errcode: 40013, errmsg: 'invalid appid' };
  if (q.secret !== sandboxAppSecret(q.appid)) return { errcode: 40125, errmsg: 'invalid appsecret' };
  return { access_token: `SANDBOX_${randomToken(24)}`, expires_in: 7200 };
}

/** The dev WeChat API: `GET /wx-sandbox/cgi-bin/token`, `POST …/cgi-bin/stable_token`, and the 基本配置 stand-in that shows an AppID's secret. */
export function registerWechatApiSandbox(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'production') return;
  app.get(`${WECHAT_SANDBOX_BASE}/cgi-bin/token`, async (req) =>
    sandboxToken((req.query ?? {}) as Record<string, string>),
  );
  // The 稳定版 token (JSON body): what 测试连接 asks, as it never invalidates the 公众号's current token.
  app.post(`${WECHAT_SANDBOX_BASE}/cgi-bin/stable_token`, async (req) =>
    sandboxToken((req.body ?? {}) as Record<string, string>),
  );
  app.get(`${WECHAT_SANDBOX_BASE}/app-secret`, async (req) => {
    const appid = String((req.query as { appid?: unknown } | undefined)?.appid ?? '');
    if (!APP_ID.test(appid)) return { errcode: 40013, errmsg: 'invalid appid' };
    return { appid, secret: sandboxAppSecret(appid) };
  });
}

type Env = Record<string, string | undefined>;

/**
 * The WeChat API base this server calls: WX_API_BASE when set, else WeChat's own in production and
 * the local sandbox (null: served by this process) outside it.
 */
export function wechatApiBase(env: Env = process.env): string | null {
  const set = (env.WX_API_BASE ?? '').trim().replace(/\/+$/, '');
  if (set) return set;
  return env.NODE_ENV === 'production' ? 'https://api.weixin.qq.com' : null;
}
