import { type SmsCode, type SmsPort, smsText } from './port';

export interface DevSmsMessage {
  phone: string;
  text: string;
  at: Date;
}

/** Dev and sandbox: keeps the last messages for the tester's page and writes each to the log. */
export interface DevSms extends SmsPort {
  messages(): DevSmsMessage[];
}

export function devSms(log: (line: string) => void, now: () => Date = () => new Date(), keep = 50): DevSms {
  const kept: DevSmsMessage[] = [];
  return {
    async send(m: SmsCode) {
      const text = smsText(m);
      kept.unshift({ phone: m.phone, text, at: now() });
      kept.length = Math.min(kept.length, keep);
      log(`[sms] to ${m.phone}: ${text}`);
    },
    messages: () => [...kept],
  };
}
