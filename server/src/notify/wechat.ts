import { NoRecipientError, type NotifyKindName, type NotifyPort } from './port';

export interface WechatNotifyConfig {
  appId: string;
  appSecret: string;
  /** Subscription message template id per notice kind (mp.weixin.qq.com → 订阅消息). */
  templates: Partial<Record<NotifyKindName, string>>;
  /** Page opened from the message. */
  page?: string;
  api?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
}

const cut = (s: string, n: number) => ([...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s);

/**
 * WeChat subscription messages (`message/subscribe/send`): the notice's title and body go into the
 * template's `thing1` / `thing2` (20 characters each, WeChat's limit for `thing`).
 */
export function wechatNotify(c: WechatNotifyConfig): NotifyPort {
  const api = c.api ?? 'https://api.weixin.qq.com';
  const f = c.fetch ?? fetch;
  const now = c.now ?? Date.now;
  // One access_token per 公众号 (the platform's, and each school's own), keyed by app id.
  const tokens = new Map<string, { value: string; until: number }>();
  const accessToken = async (app: { appId: string; appSecret: string }): Promise<string> => {
    const token = tokens.get(app.appId);
    if (token && token.until > now()) return token.value;
    const q = new URLSearchParams({
      grant_type: 'client_credential',
      appid: app.appId,
      secret: app.appSecret,
    });
    const a = (await (await f(`${api}/cgi-bin/token?${q}`)).json()) as WxAnswer;
    if (!a.access_token) throw new Error(`微信 access_token 获取失败 ${a.errcode ?? ''} ${a.errmsg ?? ''}`);
    tokens.set(app.appId, { value: a.access_token, until: now() + ((a.expires_in ?? 7200) - 300) * 1000 });
    return a.access_token;
  };
  return {
    channel: 'wechat',
    reach: () => 'wechat',
    async send(msg) {
      if (!msg.openid) throw new NoRecipientError('wechat');
      // The school's 公众号 sends with its own templates; the platform's with the platform's.
      const own = msg.school?.wechatApp;
      const app = own ?? { appId: c.appId, appSecret: c.appSecret };
      const template = own ? msg.school?.wechatTemplates?.[msg.kind] : c.templates[msg.kind];
      if (!template) throw new Error(`${own ? '本校公众号' : '平台公众号'}未配置订阅消息模板 ${msg.kind}`);
      const res = await f(`${api}/cgi-bin/message/subscribe/send?access_token=${await accessToken(app)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          touser: msg.openid,
          template_id: template,
          page: c.page,
          data: { thing1: { value: cut(msg.title, 20) }, thing2: { value: cut(msg.body, 20) } },
        }),
      });
      const a = (await res.json()) as WxAnswer;
      if (a.errcode) {
        if (a.errcode === 40001 || a.errcode === 42001) tokens.delete(app.appId);
        throw new Error(`微信订阅消息发送失败 ${a.errcode} ${a.errmsg ?? ''}`);
      }
    },
  };
}
