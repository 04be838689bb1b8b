import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The HMAC keys that sign passes, QR links, file links and sandbox codes, by key id. `current`
 * signs; every key verifies, so a rotated-out key keeps old tokens valid until they expire.
 */
export interface SigningKeys {
  current: string;
  keys: Readonly<Record<string, string>>;
}

/** A plain string is one key without an id (tests and tools). */
export type Secret = string | SigningKeys;

const KID = /^[A-Za-z0-9_-]{1,32}$/;
const MIN_KEY_CHARS = 32;

/** The key that signs, with its id (null for a plain string). */
export const signingKey = (s: Secret): { kid: string | null; key: string } =>
  typeof s === 'string' ? { kid: null, key: s } : { kid: s.current, key: s.keys[s.current]! };

/** The keys that may have signed: the one named by `kid`, or every key when the token names none. */
export function verifyingKeys(s: Secret, kid: string | null | undefined): string[] {
  if (typeof s === 'string') return [s];
  if (kid) return s.keys[kid] ? [s.keys[kid]] : [];
  return Object.values(s.keys);
}

function checked(k: SigningKeys, where: string): SigningKeys {
  const ids = Object.keys(k.keys);
  if (!ids.length || !k.keys[k.current])
    throw new Error(`${where}: the current key id must be one of the keys`);
  for (const id of ids) {
    if (!KID.test(id)) throw new Error(`${where}: key id "${id}" must be 1–32 of A–Z a–z 0–9 _ -`);
    if (String(k.keys[id]).length < MIN_KEY_CHARS)
      throw new Error(`${where}: key "${id}" is shorter than ${MIN_KEY_CHARS} characters`);
  }
  return { current: k.current, keys: { ...k.keys } };
}

/**
 * `{"current":"k2","keys":{"k2":"…","k1":"…"}}` or `k2:…,k1:…` (the first signs). Rotation: put
 * a new key first (or make it current) and keep the old ones until their tokens expired.
 */
export function parseSigningKeys(text: string, where = 'SIGNING_KEYS'): SigningKeys {
  const t = text.trim();
  if (t.startsWith('{')) return checked(JSON.parse(t) as SigningKeys, where);
  const pairs = t
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)] as const);
  if (!pairs.length || pairs.some(([id]) => !id)) throw new Error(`${where}: expected kid:key[,kid:key…]`);
  return checked({ current: pairs[0]![0], keys: Object.fromEntries(pairs) }, where);
}

export const newKey = (): string => randomBytes(48).toString('base64url');

/** `keys` with a fresh current key; the old keys stay for verifying. */
export function rotated(keys: SigningKeys, kid = `k${Date.now().toString(36)}`): SigningKeys {
  return { current: kid, keys: { [kid]: newKey(), ...keys.keys } };
}

export const DEMO_KEYS_FILE = 'signing-keys.json';

/**
 * SIGNING_KEYS_FILE, else SIGNING_KEYS, else (demo) `<dataDir>/signing-keys.json`, created once
 * with mode 0600 — never the database, so a database leak forges nothing.
 */
export function loadSigningKeys(
  env: Record<string, string | undefined>,
  dataDir: string,
): { keys: SigningKeys; source: string; generated: boolean } {
  if (env.SIGNING_KEYS_FILE)
    return {
      keys: parseSigningKeys(readFileSync(env.SIGNING_KEYS_FILE, 'utf8'), env.SIGNING_KEYS_FILE),
      source: env.SIGNING_KEYS_FILE,
      generated: false,
    };
  if (env.SIGNING_KEYS)
    return { keys: parseSigningKeys(env.SIGNING_KEYS), source: 'SIGNING_KEYS', generated: false };
  const file = join(dataDir, DEMO_KEYS_FILE);
  let generated = false;
  try {
    readFileSync(file);
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    const kid = `k${Date.now().toString(36)}`;
    writeFileSync(tmp, `${JSON.stringify({ current: kid, keys: { [kid]: newKey() } }, null, 2)}\n`, {
      mode: 0o600,
    });
    chmodSync(tmp, 0o600);
    try {
      linkSync(tmp, file); // atomic: two processes starting on one data dir keep the first file
      generated = true;
    } catch {
      /* another process made it first */
    } finally {
      unlinkSync(tmp);
    }
  }
  return { keys: parseSigningKeys(readFileSync(file, 'utf8'), file), source: file, generated };
}
