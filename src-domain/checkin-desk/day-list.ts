import { ARRIVE_STEP } from '../journeys/desk-steps';

/**
 * The desk's signed day list (issue 16 item 2): before the day a desk device downloads the day's
 * passes and students, signed by the server with Ed25519. The device keeps only the public key, so
 * it can check the list and every pass without network and without any secret.
 */

/** A desk step configured by the school (e.g. 报到, 缴费核验, 领取物品, 宿舍入住). */
export interface DeskStep {
  key: string;
  name: string;
  /** Who may mark it (step-roles.ts); absent = 学校管理员 and 报到老师. */
  roles?: ('admin' | 'checkin')[];
}

/** The step that records the arrival itself: its order is src-domain/journeys/desk-steps.ts. */
export { ARRIVE_STEP };

export const DEFAULT_DESK_STEPS: readonly DeskStep[] = [
  { key: ARRIVE_STEP, name: '报到' },
  { key: 'fee', name: '缴费核验' },
  { key: 'items', name: '领取物品' },
  { key: 'dorm', name: '宿舍入住' },
];

/** A step already done: by whom (staff name) and when (epoch ms). */
export interface DoneMark {
  by: string;
  at: number;
}

export interface DayStudent {
  /** welcomeId */
  w: string;
  name: string;
  studentNo: string;
  className: string;
  major: string;
  /** The ID number masked to its first 6 and last 4 characters. */
  idMasked: string;
  /** SHA-256 (hex) of the pass's offline code `c`. */
  passDigest: string;
  /** 'onsite': the student chose 到校现场核验 — the desk checks the ID card at 报到. */
  method: 'photo' | 'onsite';
  marks: Record<string, DoneMark>;
}

export interface DayListPayload {
  v: 1;
  tenantId: string;
  orgId: string;
  issuedAt: number;
  /** The list is not used after this (epoch ms): the end of the arrival window. */
  validUntil: number;
  steps: DeskStep[];
  students: DayStudent[];
}

/** What travels: the exact JSON text that was signed, the key id and the signature (base64url). */
export interface SignedDayList {
  payload: string;
  kid: string;
  sig: string;
}

export interface DeskPublicKey {
  kid: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  key: string;
}

export function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s);

export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const d = new Uint8Array(await subtle.digest('SHA-256', utf8(text)));
  return Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The list's payload when its Ed25519 signature verifies with `publicKey` (and names that key),
 * else null. WebCrypto only: the browser's `crypto.subtle` or Node's.
 */
export async function verifyDayList(
  list: SignedDayList,
  publicKey: DeskPublicKey,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<DayListPayload | null> {
  if (!list || typeof list.payload !== 'string' || list.kid !== publicKey.kid) return null;
  try {
    const key = await subtle.importKey('raw', fromBase64Url(publicKey.key), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    const ok = await subtle.verify({ name: 'Ed25519' }, key, fromBase64Url(list.sig), utf8(list.payload));
    if (!ok) return null;
    const p = JSON.parse(list.payload) as DayListPayload;
    return p && p.v === 1 && Array.isArray(p.students) ? p : null;
  } catch {
    return null;
  }
}

/** The readable half of a pass (`base64url(json).mac`): who, which school, until when, offline code. */
export interface PassBody {
  w: string;
  t: string;
  exp: number;
  c: string;
}

export function decodePass(token: string): PassBody | null {
  const parts = typeof token === 'string' ? token.trim().split('.') : [];
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    const b = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0]))) as Record<string, unknown>;
    if (b.p !== 'pass' || typeof b.w !== 'string' || typeof b.t !== 'string') return null;
    if (typeof b.exp !== 'number' || typeof b.c !== 'string') return null;
    return { w: b.w, t: b.t, exp: b.exp, c: b.c };
  } catch {
    return null;
  }
}

export type OfflineCheck =
  | { ok: true; student: DayStudent }
  | { ok: false; reason: 'malformed' | 'other-school' | 'expired' | 'unknown' | 'forged' | 'list-expired' };

export const OFFLINE_REFUSAL: Record<Exclude<OfflineCheck, { ok: true }>['reason'], string> = {
  malformed: '无法识别的报到码',
  'other-school': '不是本校的报到码',
  expired: '报到码已过期，请学生联网后刷新',
  unknown: '名单中没有这名学生',
  forged: '报到码校验失败，请核对身份证',
  'list-expired': '离线名单已过期，请联网后重新下载',
};

/** Checks a scanned pass against a verified day list, with no network. */
export async function checkPassOffline(
  list: DayListPayload,
  token: string,
  now: number,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<OfflineCheck> {
  if (now > list.validUntil) return { ok: false, reason: 'list-expired' };
  const pass = decodePass(token);
  if (!pass) return { ok: false, reason: 'malformed' };
  if (pass.t !== list.tenantId) return { ok: false, reason: 'other-school' };
  if (pass.exp < now) return { ok: false, reason: 'expired' };
  const student = list.students.find((s) => s.w === pass.w);
  if (!student) return { ok: false, reason: 'unknown' };
  if ((await sha256Hex(pass.c, subtle)) !== student.passDigest) return { ok: false, reason: 'forged' };
  return { ok: true, student };
}
