import type { z } from 'zod';
import type { NotifyKind } from '@contract/staff-work';

export type NotifyKindName = z.infer<typeof NotifyKind>;
export type NotifyChannel = 'dev' | 'wechat' | 'sms';

/** One notice to a parent or student: who (phone / WeChat openid) and what. */
export interface NotifyMessage {
  kind: NotifyKindName;
  phone: string | null;
  openid: string | null;
  title: string;
  body: string;
  /**
   * The school's own senders (学校设置 › 对接配置); each adapter falls back to its environment's. A
   * WeChat notice goes out under `wechatApp` (the school's 公众号: its token, its `wechatTemplates`)
   * when given, else under the platform's 公众号 with the platform's templates.
   */
  school?: {
    sms?: { signName?: string; templateId?: string };
    wechatApp?: { appId: string; appSecret: string };
    wechatTemplates?: Record<string, string>;
  };
}

/** Delivers notices; a thrown error leaves the outbox row for a retry with backoff. */
export interface NotifyPort {
  readonly channel: NotifyChannel;
  /**
   * The channel a person is reached on (the outbox row and 群发通知's preview say it); absent on the
   * dev adapter, which stands in for both.
   */
  reach?(to: { openid: string | null }): Exclude<NotifyChannel, 'dev'>;
  send(msg: NotifyMessage): Promise<void>;
}

/** The recipient is unreachable on this channel (no phone / no openid): retrying will not help. */
export class NoRecipientError extends Error {
  constructor(channel: NotifyChannel) {
    super(channel === 'sms' ? '没有手机号' : '没有微信 openid');
  }
}
