import { createHmac, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { type Secret, signingKey } from '../../http/keys';

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DeskSigner {
  kid: string;
  /** Raw 32-byte public key, base64url: all a desk device ever holds. */
  publicKey: string;
  sign(text: string): string;
}

const cache = new Map<string, DeskSigner>();

/**
 * The desk list's Ed25519 key pair, derived from the current signing key (SIGNING_KEYS /
 * SIGNING_KEYS_FILE, never the database): rotating that key rotates this one under the same id.
 */
export function deskSigner(secret: Secret): DeskSigner {
  const { kid, key } = signingKey(secret);
  const id = kid ?? 'k0';
  const hit = cache.get(`${id}:${key}`);
  if (hit) return hit;
  const seed = createHmac('sha256', key).update('desk-day-list-ed25519-v1').digest();
  const priv: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(priv).export({ format: 'der', type: 'spki' });
  const signer: DeskSigner = {
    kid: id,
    publicKey: spki.subarray(spki.length - 32).toString('base64url'),
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), priv).toString('base64url'),
  };
  cache.set(`${id}:${key}`, signer);
  return signer;
}
