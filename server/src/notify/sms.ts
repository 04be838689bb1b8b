import { NoRecipientError, type NotifyPort } from './port';

/**
 * Sends one free-text notice by SMS. The identity issue's SmsPort (server/src/sms/port.ts) carries
 * login codes only (its provider template has a code and minutes); a notice template of the same
 * provider plugs in here.
 */
export interface SmsNoticeSender {
  sendText(phone: string, text: string, sender?: { signName?: string; templateId?: string }): Promise<void>;
}

/** The SMS adapter: `【title】body` to the parent's phone. */
export function smsNotify(sender: SmsNoticeSender): NotifyPort {
  return {
    channel: 'sms',
    reach: () => 'sms',
    async send(msg) {
      if (!msg.phone) throw new NoRecipientError('sms');
      await sender.sendText(msg.phone, `【${msg.title}】${msg.body}`, msg.school?.sms);
    },
  };
}
