import { expect } from 'vitest';
import type { TestServer } from './app';

/** The code of the phone's latest message on the dev SMS page (/platform/sandbox/sms), or null. */
export async function devSmsCode(t: TestServer, phone: string): Promise<string | null> {
  const page = await t.app.inject({ method: 'GET', url: '/platform/sandbox/sms' });
  expect(page.statusCode).toBe(200);
  const m = new RegExp(
    `<strong>${phone}</strong>[^<]*<time>[^<]*</time><br><span class="sms">[^<]*?验证码为 (\\d{6})`,
  ).exec(page.body);
  return m ? m[1]! : null;
}
