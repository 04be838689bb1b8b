import type { ServerDeps } from '../http/deps';
import { devNotify } from './dev';
import type { NotifyKindName, NotifyPort } from './port';
import { smsNotify } from './sms';
import { wechatNotify } from './wechat';

const need = (env: NodeJS.ProcessEnv, name: string): string => {
  const v = env[name];
  if (!v) throw new Error(`NOTIFY_CHANNEL needs ${name}`);
  return v;
};

/**
 * NOTIFY_CHANNEL=wechat (WX_APP_ID, WX_APP_SECRET, WX_NOTIFY_TEMPLATES as JSON {kind: templateId}),
 * else the dev adapter (server log + /staff-api/dev/outbox). The SMS adapter is built with
 * `smsNotify(sender)` by a deployment that has an SMS notice template.
 */
export function notifyFromEnv(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): NotifyPort {
  if (env.NOTIFY_CHANNEL === 'wechat')
    return wechatNotify({
      appId: need(env, 'WX_APP_ID'),
      appSecret: need(env, 'WX_APP_SECRET'),
      templates: JSON.parse(need(env, 'WX_NOTIFY_TEMPLATES')) as Partial<Record<NotifyKindName, string>>,
    });
  return devNotify(log);
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
