import { DEFAULT_CONFIG } from '../config';
import type { ServerDeps } from '../http/deps';
import { devNotify } from './dev';
import { routedNotify } from './routed';
import type { NotifyKindName, NotifyPort } from './port';
import { smsNotify } from './sms';
import { tencentSmsNotice } from './tencent-notice';
import { wechatNotify } from './wechat';

const need = (env: NodeJS.ProcessEnv, name: string): string => {
  const v = env[name];
  if (!v) throw new Error(`NOTIFY_CHANNEL needs ${name}`);
  return v;
};

/**
 * NOTIFY_CHANNEL=wechat (WX_APP_ID, WX_APP_SECRET, WX_NOTIFY_TEMPLATES as JSON {kind: templateId});
 * NOTIFY_CHANNEL=sms (the TENCENT_SMS_* account of the login codes and TENCENT_SMS_NOTICE_TEMPLATE_ID,
 * a template `{1}：{2}`); NOTIFY_CHANNEL=wechat,sms (both: WeChat where an openid is bound, else SMS);
 * else the dev adapter (server log + /staff-api/dev/outbox).
 */
export function notifyFromEnv(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): NotifyPort {
  if (env.NOTIFY_CHANNEL === 'wechat,sms')
    return routedNotify(
      notifyFromEnv(log, { ...env, NOTIFY_CHANNEL: 'wechat' }),
      notifyFromEnv(log, { ...env, NOTIFY_CHANNEL: 'sms' }),
    );
  if (env.NOTIFY_CHANNEL === 'wechat')
    return wechatNotify({
      appId: need(env, 'WX_APP_ID'),
      appSecret: need(env, 'WX_APP_SECRET'),
      templates: JSON.parse(need(env, 'WX_NOTIFY_TEMPLATES')) as Partial<Record<NotifyKindName, string>>,
      // WX_API_BASE: the same WeChat API 学校设置's 测试连接 calls (notify/wechat-sandbox.ts).
      ...(env.WX_API_BASE ? { api: env.WX_API_BASE.replace(/\/+$/, '') } : {}),
    });
  if (env.NOTIFY_CHANNEL === 'sms')
    return smsNotify(
      tencentSmsNotice({
        secretId: need(env, 'TENCENT_SMS_SECRET_ID'),
        secretKey: need(env, 'TENCENT_SMS_SECRET_KEY'),
        sdkAppId: need(env, 'TENCENT_SMS_SDK_APP_ID'),
        signName: need(env, 'TENCENT_SMS_SIGN_NAME'),
        templateId: need(env, 'TENCENT_SMS_NOTICE_TEMPLATE_ID'),
        region: env.TENCENT_SMS_REGION ?? 'ap-guangzhou',
        endpoint: env.TENCENT_SMS_ENDPOINT ?? 'https://sms.tencentcloudapi.com',
      }),
    );
  return devNotify(log, undefined, undefined, env.WX_APP_ID ?? DEFAULT_CONFIG.appId);
}

const ports = new WeakMap<ServerDeps, NotifyPort>();

/** The notifier of one app (by its deps): set by tests or the composition root, else from the environment. */
export function notifierOf(deps: ServerDeps): NotifyPort {
  let p = ports.get(deps);
  if (!p) {
    p = notifyFromEnv((line) => console.log(line));
    ports.set(deps, p);
  }
  return p;
}

export function setNotifier(deps: ServerDeps, port: NotifyPort): void {
  ports.set(deps, port);
}

export { smsNotify };
