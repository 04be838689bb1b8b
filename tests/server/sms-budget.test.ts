import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateStore } from '../../server/src/http/deps';
import { RESEND_MS, sendCode } from '../../server/src/modules/platform/sms-code';
import { SMS_LIMITS, type SmsLimits, smsBudgetRefusal } from '../../server/src/sms/budget';
import { smsOutbox } from '../../server/src/sms/outbox';
import type { SmsCode, SmsPort } from '../../server/src/sms/port';
import { type TestServer, testServer } from './helpers/app';

// Issue 35 item 4: login codes at the peak — per-phone and per-school budgets, through an outbox.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rate store's fixed windows, in memory (the server's is the same contract on the database). */
function memoryRate(): RateStore {
  const rows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs, now) {
      const start = now - (now % windowMs);
      const r = rows.get(key);
      const next = r && r.start === start ? { start, count: r.count + 1 } : { start, count: 1 };
      rows.set(key, next);
      return next.count;
    },
  };
}

/** What the budgets should decide, counted by hand: phone counters first, the school's only after them. */
function model(limits: SmsLimits, events: { at: number; phone: number }[]) {
  const n = new Map<string, number>();
  const bump = (k: string) => n.set(k, (n.get(k) ?? 0) + 1).get(k)!;
  const day = (at: number) => Math.floor((at + 8 * HOUR) / (24 * HOUR));
  return events.map(({ at, phone }) => {
    if (bump(`ph:${phone}:${Math.floor(at / HOUR)}`) > limits.phonePerHour) return false;
    if (bump(`pd:${phone}:${day(at)}`) > limits.phonePerDay) return false;
    if (bump(`sm:${Math.floor(at / MINUTE)}`) > limits.schoolPerMinute) return false;
    return bump(`sd:${day(at)}`) <= limits.schoolPerDay;
  });
}

describe('the SMS budgets (sms/budget.ts)', () => {
  const start = Date.UTC(2026, 7, 30, 1, 0, 0);
  it('decide every send as the counted rule does, for any limits and any crowd', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          phonePerHour: fc.integer({ min: 1, max: 6 }),
          phonePerDay: fc.integer({ min: 1, max: 12 }),
          schoolPerMinute: fc.integer({ min: 1, max: 30 }),
          schoolPerDay: fc.integer({ min: 1, max: 200 }),
        }),
        fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 3 * HOUR }),
            phone: fc.integer({ min: 0, max: 40 }),
          }),
          { maxLength: 300 },
        ),
        async (limits, raw) => {
          const events = raw
            .map((e) => ({ at: start + e.offset, phone: e.phone }))
            .sort((a, b) => a.at - b.at);
          const rate = memoryRate();
          const got: boolean[] = [];
          for (const e of events)
            got.push(
              !(await smsBudgetRefusal(rate, 't1', `138${String(e.phone).padStart(8, '0')}`, e.at, limits)),
            );
          expect(got).toEqual(model(limits, events));
          // Per minute never more than the cap; so a day's budget takes ≥ perDay / perMinute minutes.
          const perMinute = new Map<number, number>();
          events.forEach(
            (e, i) =>
              got[i] &&
              perMinute.set(Math.floor(e.at / MINUTE), (perMinute.get(Math.floor(e.at / MINUTE)) ?? 0) + 1),
          );
          for (const c of perMinute.values()) expect(c).toBeLessThanOrEqual(limits.schoolPerMinute);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a crowd of distinct phones in one minute gets the minute cap, then a wait in seconds; the day budget is left', async () => {
    const rate = memoryRate();
    const now = start + 15_000;
    const answers = [];
    for (let i = 0; i < SMS_LIMITS.schoolPerMinute + 30; i++)
      answers.push(await smsBudgetRefusal(rate, 't1', `1390000${String(i).padStart(4, '0')}`, now));
    expect(answers.filter((a) => a === null)).toHaveLength(SMS_LIMITS.schoolPerMinute);
    expect(answers.at(-1)).toEqual({ msg: '当前获取验证码的人数较多，请 45 秒后再试', retryAfterS: 45 });
    // The next minute sends again: the crowd took 120 of the day's 3,000, not all of it.
    expect(await smsBudgetRefusal(rate, 't1', '13700000000', now + MINUTE)).toBeNull();
    // Another school's budget is its own.
    expect(await smsBudgetRefusal(rate, 't2', '13700000001', now)).toBeNull();
  });
});

describe('the SMS outbox (sms/outbox.ts)', () => {
  it('sends every code once, in order, never more than its concurrency at the provider at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 40 }), async (width, n) => {
        let inFlight = 0;
        let most = 0;
        const order: string[] = [];
        const port: SmsPort = {
          async send(m) {
            inFlight++;
            most = Math.max(most, inFlight);
            order.push(m.phone);
            await new Promise((r) => setTimeout(r, Math.random() * 3));
            inFlight--;
          },
        };
        const box = smsOutbox(port, width);
        const phones = Array.from({ length: n }, (_, i) => `1380000${String(i).padStart(4, '0')}`);
        await Promise.all(phones.map((phone) => box.send({ phone, code: '123456', minutes: 5 })));
        expect(order).toEqual(phones);
        expect(most).toBeLessThanOrEqual(width);
        expect(box.queued).toBe(0);
      }),
      { numRuns: 30 },
    );
  });
});

describe('sendCode at the peak (database counters, shared by every server process)', () => {
  let t: TestServer;
  const sent: SmsCode[] = [];
  const sms: SmsPort = { send: async (m) => void sent.push(m) };
  beforeAll(async () => {
    t = await testServer('sms-budget');
    t.clock.now = new Date(Date.UTC(2026, 7, 30, 2, 0, 10));
  });
  afterAll(() => t.close());
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
      return null;
    } catch (e) {
      return (e as { msg?: string; message?: string }).msg ?? (e as Error).message;
    }
  };

  it('one phone is held to its limits while other phones of the school still get codes', async () => {
    const spam = '13811110000';
    const answers: (string | null)[] = [];
    for (let i = 0; i < SMS_LIMITS.phonePerHour + 2; i++) {
      answers.push(await refusal(sendCode(t.app.deps, sms, 'peak-a', spam, `10.0.0.${i}`)));
      t.clock.now = new Date(t.clock.now.getTime() + RESEND_MS + 1000);
    }
    expect(answers.slice(0, SMS_LIMITS.phonePerHour)).toEqual(Array(SMS_LIMITS.phonePerHour).fill(null));
    expect(answers.at(-1)).toMatch(/^该手机号获取验证码过于频繁，请 \d+ 秒后再试$/);
    // Asking again within 60 s says the seconds to wait.
    expect(await refusal(sendCode(t.app.deps, sms, 'peak-a', '13811110001', '10.0.1.1'))).toBeNull();
    expect(await refusal(sendCode(t.app.deps, sms, 'peak-a', '13811110001', '10.0.1.1'))).toMatch(
      /^请 \d+ 秒后再获取验证码$/,
    );
    expect(await refusal(sendCode(t.app.deps, sms, 'peak-a', '13811110002', '10.0.1.2'))).toBeNull();
  });

  it('a crowd of distinct phones within a minute is capped at the school’s minute budget', async () => {
    t.clock.now = new Date(Date.UTC(2026, 7, 30, 5, 0, 0));
    sent.length = 0;
    const results = await Promise.all(
      Array.from({ length: SMS_LIMITS.schoolPerMinute + 10 }, (_, i) =>
        refusal(
          sendCode(
            t.app.deps,
            sms,
            'peak-b',
            `1360000${String(i).padStart(4, '0')}`,
            `10.1.${i >> 8}.${i & 255}`,
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(SMS_LIMITS.schoolPerMinute);
    expect(new Set(results.filter(Boolean))).toEqual(new Set(['当前获取验证码的人数较多，请 60 秒后再试']));
    expect(sent).toHaveLength(SMS_LIMITS.schoolPerMinute);
    // Another school is not touched by this one's crowd.
    expect(await refusal(sendCode(t.app.deps, sms, 'peak-c', '13600009999', '10.2.0.1'))).toBeNull();
  });
});
