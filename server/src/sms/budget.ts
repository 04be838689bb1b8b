import type { RateStore } from '../http/deps';

const MINUTE = 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** China time (UTC+8, no daylight saving): a day's budget renews at China midnight, not UTC's. */
const CHINA_OFFSET_MS = 8 * HOUR;

/**
 * Login-code budgets (issue 35 item 4: the registration-day crowd). Per phone: one code per 60 s
 * (the resend wait, read from the codes themselves), 5 an hour, 10 a China day. Per school: 120 a
 * minute and 3,000 a China day — the minute cap means a crowd of distinct phones needs at least 25
 * minutes to spend a day's budget, so the school's SMS account is never emptied in the opening minute;
 * the phone caps come first, so one phone cannot take more than 1 per minute of the school's budget.
 */
export const SMS_LIMITS = {
  phonePerHour: 5,
  phonePerDay: 10,
  schoolPerMinute: 120,
  schoolPerDay: 3000,
} as const;
export type SmsLimits = { readonly [K in keyof typeof SMS_LIMITS]: number };

/** Seconds until a fixed window (aligned as the rate store aligns it, shifted by `offset`) ends. */
const secondsLeft = (windowMs: number, now: number, offset = 0) =>
  Math.max(1, Math.ceil((windowMs - ((now + offset) % windowMs)) / 1000));

/** A refused send: the Chinese sentence (with the wait) and the seconds to wait. */
export interface SmsRefusal {
  msg: string;
  retryAfterS: number;
}

/**
 * Counts one send of `phone` for school `school` against the budgets, phone first (a refused phone
 * never reaches the school's counters); null when it may go, else why not and for how long. The
 * counters are the rate store's (in the database: every server process shares them).
 */
export async function smsBudgetRefusal(
  rate: RateStore,
  school: string,
  phone: string,
  now: number,
  limits: SmsLimits = SMS_LIMITS,
): Promise<SmsRefusal | null> {
  const china = now + CHINA_OFFSET_MS;
  if ((await rate.hit(`sms-phone:${school}:${phone}`, HOUR, now)) > limits.phonePerHour) {
    const s = secondsLeft(HOUR, now);
    return { msg: `该手机号获取验证码过于频繁，请 ${s} 秒后再试`, retryAfterS: s };
  }
  if ((await rate.hit(`sms-phone-day:${school}:${phone}`, DAY, china)) > limits.phonePerDay) {
    const s = secondsLeft(DAY, now, CHINA_OFFSET_MS);
    return { msg: `该手机号今日获取验证码次数已达上限，请 ${s} 秒后（明天）再试`, retryAfterS: s };
  }
  if ((await rate.hit(`sms-school-min:${school}`, MINUTE, now)) > limits.schoolPerMinute) {
    const s = secondsLeft(MINUTE, now);
    return { msg: `当前获取验证码的人数较多，请 ${s} 秒后再试`, retryAfterS: s };
  }
  if ((await rate.hit(`sms-school-day:${school}`, DAY, china)) > limits.schoolPerDay) {
    const s = secondsLeft(DAY, now, CHINA_OFFSET_MS);
    return { msg: `学校今日验证码短信已用完，请 ${s} 秒后（明天）再试，或使用微信登录`, retryAfterS: s };
  }
  return null;
}
