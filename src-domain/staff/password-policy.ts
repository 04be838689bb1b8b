/**
 * The staff password policy (issue 34 item 20), read by the server (修改密码, 忘记密码) and by the
 * screen before it sends: every staff account reaches minors' personal data (ID numbers, photos,
 * guardians' phones), so a password must not be one a guess list tries first.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_HINT = '至少8位，须包含字母、数字、符号中的至少两类，不能是常见或连续的字符';

/** Passwords guess lists try first (compared in lower case). */
const COMMON = new Set([
  'password',
  'password1',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwer1234',
  '1qaz2wsx',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  '12345678a',
  '1234567a',
  'admin123',
  'admin1234',
  'admin@123',
  'iloveyou',
  '5201314520',
  'woaini1314',
]);

const classes = (p: string) => [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(p)).length;

/** Every character one step up or down from the one before (12345678, abcdefgh, 87654321). */
function isRun(p: string): boolean {
  const codes = [...p.toLowerCase()].map((c) => c.charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) <= 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/** Why `next` is refused as a staff password (null = it may be used). */
export function passwordPolicyRefusal(next: string): string | null {
  if (next.length < PASSWORD_MIN) return `新密码至少${PASSWORD_MIN}位`;
  if (next.length > PASSWORD_MAX) return `新密码最多${PASSWORD_MAX}位`;
  if (isRun(next) || COMMON.has(next.toLowerCase())) return '密码过于简单，请换一个不易被猜到的密码';
  if (classes(next) < 2) return '新密码须包含字母、数字、符号中的至少两类';
  return null;
}

/** Characters a one-time password never uses: 0/O/o, 1/l/I read alike when told or copied by hand. */
export const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
