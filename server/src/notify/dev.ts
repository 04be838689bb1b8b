import { maskPhone } from '@domain/identity/mask';
import type { NotifyMessage, NotifyPort } from './port';

export interface DevNotice extends NotifyMessage {
  at: string;
  /** The 公众号 a WeChat notice would go out under: the school's own (学校设置) or the platform's. */
  appId: string;
}

export interface DevNotify extends NotifyPort {
  /** The latest messages, newest first (also readable at /staff-api/dev/outbox outside production). */
  readonly sent: DevNotice[];
}

/** The dev adapter: writes each notice to the server log and keeps the latest `keep`. */
export function devNotify(
  log: (line: string) => void,
  now: () => Date = () => new Date(),
  keep = 200,
  platformAppId = '',
): DevNotify {
  const sent: DevNotice[] = [];
  return {
    channel: 'dev',
    sent,
    async send(msg) {
      const appId = msg.school?.wechatApp?.appId ?? platformAppId;
      // The notice as kept and shown (dev/outbox) never carries the school's AppSecret.
      const school = msg.school && { ...msg.school, wechatApp: undefined };
      sent.unshift({ ...msg, ...(school ? { school } : {}), appId, at: now().toISOString() });
      sent.length = Math.min(sent.length, keep);
      // The log names the recipient masked (phone) or as "openid" only: logs carry no identifiers.
      const to = msg.phone ? maskPhone(msg.phone) : msg.openid ? 'openid' : '-';
      log(`[notify:dev] ${msg.kind} → ${to}: ${msg.title} — ${msg.body}`);
    },
  };
}
