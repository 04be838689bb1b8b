import { channelOf } from '@domain/staff/mass-notice';
import type { NotifyPort } from './port';

/**
 * Both channels configured (NOTIFY_CHANNEL=wechat,sms): a person with a bound WeChat openid gets a
 * subscription message, anyone else an SMS — the rule 群发通知's preview shows (channelOf).
 */
export function routedNotify(wechat: NotifyPort, sms: NotifyPort): NotifyPort {
  return {
    channel: 'wechat',
    reach: channelOf,
    send: (msg) => (channelOf(msg) === 'wechat' ? wechat : sms).send(msg),
  };
}
