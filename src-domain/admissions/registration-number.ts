/**
 * 报名编号: the number a parent reads out on the phone (issue 23), never the internal id. The
 * China-time year of the submit and the school's counter for that year, zero-padded to 5 digits:
 * 9 digits (202600017) up to 99,999 registrations a year, 10 digits up to 999,999.
 */
export const REG_NO_COUNTER_DIGITS = 5;
export const REG_NO_MAX_COUNTER = 999_999;

export function registrationNumber(year: number, counter: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(counter) || counter < 1 || counter > REG_NO_MAX_COUNTER)
    throw new RangeError(`counter ${counter}`);
  return `${year}${String(counter).padStart(REG_NO_COUNTER_DIGITS, '0')}`;
}

/** A well-formed 报名编号: 9 or 10 digits, a plausible year first (what staff may search by). */
export const isRegistrationNumber = (s: string): boolean => /^[12]\d{3}\d{5,6}$/.test(s);
