import type { SmsCode, SmsPort } from './port';

/**
 * Login codes on their way to the SMS provider (issue 35 item 4): at most `concurrency` requests to
 * the provider at once, the rest queued in order, so a crowd's codes neither open hundreds of
 * connections nor fail at the provider's own rate limit. The code itself stays in memory only (the
 * database keeps its hash): a queued code lost with its process is asked for again after the resend wait.
 */
export interface SmsOutbox {
  /** Delivers one code in turn; rejects when the provider refused it. */
  send(msg: SmsCode): Promise<void>;
  /** Codes waiting for a free slot (the bench and tests read it). */
  readonly queued: number;
}

/** Requests to the SMS provider at once per process (Tencent's default is well above this). */
export const SMS_CONCURRENCY = 8;

export function smsOutbox(port: SmsPort, concurrency = SMS_CONCURRENCY): SmsOutbox {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get queued() {
      return waiting.length;
    },
    async send(msg) {
      // A finished send hands its slot straight to the next in line (no newcomer can slip in between).
      if (running >= concurrency) await new Promise<void>((go) => waiting.push(go));
      else running++;
      try {
        await port.send(msg);
      } finally {
        const go = waiting.shift();
        if (go) go();
        else running--;
      }
    },
  };
}

const outboxes = new WeakMap<SmsPort, SmsOutbox>();

/** The one outbox of an SMS adapter (every route of an app sends through the same one). */
export function outboxOf(port: SmsPort): SmsOutbox {
  let o = outboxes.get(port);
  if (!o) outboxes.set(port, (o = smsOutbox(port)));
  return o;
}
