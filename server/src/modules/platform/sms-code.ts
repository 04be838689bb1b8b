import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { smsCodes } from '../../db/schema';
import { hmac, newId } from '../../http/crypto';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import type { SmsSender } from '../../school/senders';
import { SMS_LIMITS, smsBudgetRefusal } from '../../sms/budget';
import { outboxOf } from '../../sms/outbox';
import type { SmsCode, SmsPort } from '../../sms/port';

/** Login codes: 6 digits, 5 minutes, one resend per 60 s, 5 guesses per code. */
export const CODE_LIFE_MS = 5 * 60_000;
export const RESEND_MS = 60_000;
export const GUESSES_PER_CODE = 5;
const HOUR = 3600_000;
/** Sends per client IP per hour; guesses per client IP per hour (per phone and per school: sms/budget.ts). */
export const SENDS_PER_PHONE_HOUR = SMS_LIMITS.phonePerHour;
export const SENDS_PER_IP_HOUR = 20;
export const GUESSES_PER_IP_HOUR = 60;

export const PHONE = /^1[3-9]\d{9}$/;

const codeHash = (deps: ServerDeps, tenantId: string, phone: string, code: string) =>
  hmac(deps.config.secret, `sms:${tenantId}:${phone}:${code}`);

async function latest(deps: ServerDeps, tenantId: string, phone: string) {
  const [row] = await deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.phone, phone)))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1);
  return row;
}

async function over(deps: ServerDeps, key: string, max: number): Promise<boolean> {
  return (await deps.rate.hit(key, HOUR, deps.now().getTime())) > max;
}

export interface SendOptions {
  /** False: the code is stored and counted but no SMS goes out (a phone with no account, unseen). */
  deliver?: boolean;
  purpose?: SmsCode['purpose'];
  /** The school's own SMS sign and template (school/senders.ts). */
  sender?: SmsSender;
}

/**
 * Sends a fresh code to the phone; returns the seconds until another may be sent. `tenantId` scopes
 * the code: an applicant login's tenant, or another purpose's own scope (staffCodeScope).
 */
export async function sendCode(
  deps: ServerDeps,
  sms: SmsPort,
  tenantId: string,
  phone: string,
  ip: string,
  opts: SendOptions = {},
): Promise<{ resendAfterS: number }> {
  const now = deps.now();
  const last = await latest(deps, tenantId, phone);
  const wait = last ? last.sentAt.getTime() + RESEND_MS - now.getTime() : 0;
  if (wait > 0) throw apiError('TOO_MANY', `请 ${Math.ceil(wait / 1000)} 秒后再获取验证码`);
  if (await over(deps, `sms-ip:${ip}`, SENDS_PER_IP_HOUR))
    throw apiError('TOO_MANY', '验证码发送过于频繁，请稍后再试');
  // Per phone (hour, day), then per school (minute, day): one phone never spends others' budget.
  const refused = await smsBudgetRefusal(deps.rate, tenantId, phone, now.getTime());
  if (refused) throw apiError('TOO_MANY', refused.msg);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(smsCodes).values({
    id: newId('sms'),
    tenantId,
    phone,
    codeHash: codeHash(deps, tenantId, phone, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
  });
  if (opts.deliver === false) return { resendAfterS: RESEND_MS / 1000 };
  try {
    // Through the outbox: a bounded number of provider calls at once, the crowd's codes in turn.
    await outboxOf(sms).send({
      phone,
      code,
      minutes: CODE_LIFE_MS / 60_000,
      purpose: opts.purpose,
      ...opts.sender,
    });
  } catch {
    throw apiError('SERVER', '短信发送失败，请稍后再试');
  }
  return { resendAfterS: RESEND_MS / 1000 };
}

/** Spends the phone's latest code when it matches; else a Chinese error (wrong, expired, too many). */
export async function checkCode(
  deps: ServerDeps,
  tenantId: string,
  phone: string,
  code: string,
  ip: string,
): Promise<void> {
  if (await over(deps, `sms-guess-ip:${ip}`, GUESSES_PER_IP_HOUR))
    throw apiError('TOO_MANY', '验证码错误次数过多，请稍后再试');
  const now = deps.now();
  const last = await latest(deps, tenantId, phone);
  if (!last || last.usedAt || last.expiresAt.getTime() < now.getTime())
    throw apiError('REFUSED', '验证码已失效，请重新获取');
  if (last.attempts >= GUESSES_PER_CODE) throw apiError('REFUSED', '验证码错误次数过多，请重新获取');
  // Counting the guess and spending the code are one conditional update each: parallel guesses
  // cannot exceed the limit nor spend a code twice.
  const [counted] = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, last.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, GUESSES_PER_CODE)))
    .returning({ attempts: smsCodes.attempts });
  if (!counted) throw apiError('REFUSED', '验证码错误次数过多，请重新获取');
  if (codeHash(deps, tenantId, phone, code) !== last.codeHash) {
    const left = GUESSES_PER_CODE - counted.attempts;
    throw apiError(
      'REFUSED',
      left > 0 ? `验证码不正确，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取',
    );
  }
  const [spent] = await deps.db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, last.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!spent) throw apiError('REFUSED', '验证码已失效，请重新获取');
}
