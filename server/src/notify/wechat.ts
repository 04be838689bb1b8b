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
  let token: { value: string; until: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (token && token.until > now()) return token.value;
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: c.appId, secret: c.appSecret });
    const a = (await (await f(`${api}/cgi-bin/token?${q}`)).json()) as WxAnswer;
    if (!a.access_token) throw new Error(`微信 access_token 获取失败 ${a.errcode ?? ''} ${a.errmsg ?? ''}`);
    token = { value: a.access_token, until: now() + ((a.expires_in ?? 7200) - 300) * 1000 };
    return token.value;
  };
  return {
    channel: 'wechat',
    reach: () => 'wechat',
    async send(msg) {
      if (!msg.openid) throw new NoRecipientError('wechat');
      const template = msg.school?.wechatTemplates?.[msg.kind] || c.templates[msg.kind];
      if (!template) throw new Error(`未配置订阅消息模板 ${msg.kind}`);
      const res = await f(`${api}/cgi-bin/message/subscribe/send?access_token=${await accessToken()}`, {
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
        if (a.errcode === 40001 || a.errcode === 42001) token = null;
        throw new Error(`微信订阅消息发送失败 ${a.errcode} ${a.errmsg ?? ''}`);
      }
    },
  };
}
