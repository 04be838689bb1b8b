import { chinaDateString, chinaYear } from '../time/china-time';

export type IdNumberError = 'ID.EMPTY' | 'ID.LENGTH' | 'ID.FORMAT' | 'ID.DATE' | 'ID.CHECKSUM';

export interface IdNumberInfo {
  /** Trimmed, with a lowercase check digit x turned into X. */
  normalized: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** '0' when the second-to-last digit is odd, otherwise '1' (spec section 3). */
  sex: '0' | '1';
  /** China's (UTC+8) current year minus the birth year. */
  age: number;
}

export type IdNumberResult = { ok: true; value: IdNumberInfo } | { ok: false; error: IdNumberError };

const MESSAGES: Record<IdNumberError, string> = {
  'ID.EMPTY': '请输入身份证号',
  'ID.LENGTH': '身份证号应为15位或18位',
  'ID.FORMAT': '身份证号格式不正确',
  'ID.DATE': '身份证号中的出生日期不正确',
  'ID.CHECKSUM': '身份证号校验位不正确',
};

export function idNumberMessage(e: IdNumberError): string {
  return MESSAGES[e];
}

// GB 11643-1999 MOD 11-2: weights 2^(17-i) mod 11, check characters indexed by sum mod 11.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an 18-digit number. */
export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

export function parseIdNumber(raw: string, now: Date): IdNumberResult {
  const s = (raw ?? '').trim();
  if (!s) return { ok: false, error: 'ID.EMPTY' };
  if (s.length !== 15 && s.length !== 18) return { ok: false, error: 'ID.LENGTH' };
  const pattern = s.length === 15 ? /^\d{15}$/ : /^\d{17}[\dXx]$/;
  if (!pattern.test(s)) return { ok: false, error: 'ID.FORMAT' };
  const normalized = s.toUpperCase();
  // Spec section 3: 15 digits → '19' + digits 7-8, 9-10, 11-12; 18 digits → 7-10, 11-12, 13-14.
  const [y, m, d] =
    normalized.length === 15
      ? ['19' + normalized.slice(6, 8), normalized.slice(8, 10), normalized.slice(10, 12)]
      : [normalized.slice(6, 10), normalized.slice(10, 12), normalized.slice(12, 14)];
  const year = Number(y);
  const birthday = `${y}-${m}-${d}`;
  // A real calendar date, not after today in China.
  if (!isRealDate(year, Number(m), Number(d)) || year < 1800 || birthday > chinaDateString(now)) {
    return { ok: false, error: 'ID.DATE' };
  }
  if (normalized.length === 18 && idCheckDigit(normalized) !== normalized[17]) {
    return { ok: false, error: 'ID.CHECKSUM' };
  }
  // Spec section 3 reads the second-to-last digit for both lengths.
  const sexDigit = Number(normalized[normalized.length - 2]);
  return {
    ok: true,
    value: {
      normalized,
      birthday,
      sex: sexDigit % 2 === 1 ? '0' : '1',
      age: chinaYear(now) - year,
    },
  };
}
