import { chinaInstant } from '@domain/time/china-time';
import { hmac, signToken } from '../../http/crypto';
import type { Secret } from '../../http/keys';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The school's arrival window: China calendar days (YYYY-MM-DD), both included. */
export interface ArrivalWindow {
  reportStart: string;
  reportEnd: string;
}

/** The last second of a China calendar day (23:59:59 +08:00), or NaN for a malformed day. */
export function chinaDayEnd(day: string): number {
  return Date.parse(`${day}T24:00:00+08:00`) - 1000;
}

/** The last second of the China day that contains `t`. */
function endOfChinaDay(t: number): number {
  return Math.floor((t + CHINA_OFFSET_MS) / DAY_MS + 1) * DAY_MS - CHINA_OFFSET_MS - 1000;
}

/**
 * When a procedure pass shown at `now` expires: at the end of the school's arrival window
 * (reportEnd, 23:59:59 China time, spec section 9), so a pass saved the evening before — or a
 * week before — still opens the gate on any arrival day, offline. A pass shown after the window
 * (a late arrival) lasts to the end of that day; a malformed window falls back to the same.
 */
export function passExpiry(now: Date, window: ArrivalWindow): Date {
  const t = now.getTime();
  const windowEnd = chinaDayEnd(window.reportEnd);
  if (Number.isFinite(windowEnd) && windowEnd > t) return new Date(windowEnd);
  return new Date(endOfChinaDay(t));
}

/**
 * The pass's offline code: derived from the signing key and the student, carried in the pass and
 * listed only as its SHA-256 in the desk's signed day list, so a desk without network can tell a
 * real pass from a made-up one without holding any secret.
 */
export const passCode = (secret: Secret, welcomeId: string): string =>
  hmac(secret, `passcode:${welcomeId}`).slice(0, 22);

/** The procedure QR: an opaque signed pass (brief section 4) naming the student and its offline code. */
export function issuePass(
  secret: Secret,
  student: { id: string; tenantId: string },
  exp: Date,
): { passToken: string; passExpiresAt: string } {
  const passToken = signToken(secret, 'pass', {
    w: student.id,
    t: student.tenantId,
    exp: exp.getTime(),
    c: passCode(secret, student.id),
  });
  return { passToken, passExpiresAt: chinaInstant(exp) };
}
