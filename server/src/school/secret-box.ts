import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * School secrets at rest (WeChat app secret, WeChat Pay API v3 key and private key): AES-256-GCM
 * under SETTINGS_KEY (any string ≥ 32 characters; its SHA-256 is the key). Stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url); the plaintext never reaches the database, a response
 * or a log line.
 */
export const DEV_SETTINGS_KEY = 'dev-settings-key-not-for-production-use-0000';
const PREFIX = 'v1';

export function settingsKeyProblem(env: NodeJS.ProcessEnv): string | null {
  const k = env.SETTINGS_KEY;
  if (env.NODE_ENV === 'production' && !k)
    return 'SETTINGS_KEY is unset: set a random string of at least 32 characters (encrypts school secrets)';
  if (k && k.length < 32) return 'SETTINGS_KEY is shorter than 32 characters';
  return null;
}

function keyOf(env: NodeJS.ProcessEnv): Buffer {
  const problem = settingsKeyProblem(env);
  if (problem) throw new Error(problem);
  return createHash('sha256')
    .update(env.SETTINGS_KEY ?? DEV_SETTINGS_KEY)
    .digest();
}

const b64 = (b: Buffer) => b.toString('base64url');

export function sealSecret(plain: string, env: NodeJS.ProcessEnv = process.env): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [PREFIX, b64(iv), b64(c.getAuthTag()), b64(body)].join(':');
}

/** The plaintext, or null when the value is not ours or was sealed under another key. */
export function openSecret(
  sealed: string | null | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const parts = (sealed ?? '').split(':');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(parts[1]!, 'base64url'));
    d.setAuthTag(Buffer.from(parts[2]!, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(parts[3]!, 'base64url')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A stored secret as the browser may see it: set or not, and its last four characters (PEM armour left out). */
export interface StoredSecret {
  sealed: string;
  last4: string;
}

export function storedSecret(plain: string, env: NodeJS.ProcessEnv = process.env): StoredSecret {
  const body = plain.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return { sealed: sealSecret(plain, env), last4: body.slice(-4) };
}

export const secretState = (s: StoredSecret | null | undefined) =>
  s?.sealed ? { configured: true, last4: s.last4 } : { configured: false, last4: '' };
