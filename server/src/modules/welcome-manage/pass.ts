const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
/** Upper bound of a pass's life, whatever the hour it is shown. */
export const PASS_MAX_MS = 12 * 3_600_000;

/**
 * When a procedure pass shown at `now` expires: at the end of that report day in China time (UTC+8,
 * spec section 9), or 12 hours after issue, whichever is sooner — so a QR cached in the morning still
 * opens the gate in the afternoon crowd, and a pass never outlives the day it was shown.
 */
export function passExpiry(now: Date): Date {
  const t = now.getTime();
  const chinaMidnightAfter = Math.floor((t + CHINA_OFFSET_MS) / DAY_MS + 1) * DAY_MS - CHINA_OFFSET_MS;
  // The day's last second, so the page reads "有效期至 … 23:59" rather than the next day's 00:00.
  return new Date(Math.min(chinaMidnightAfter - 1000, t + PASS_MAX_MS));
}
