import type { DrawHashesPort } from '@domain/ports/lottery-record';

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (b: ArrayBuffer) =>
  Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');

/** WebCrypto's subtle, or a Chinese refusal: it exists only in a secure context (HTTPS or localhost). */
function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('此浏览器不支持在线复核（需通过 HTTPS 打开）');
  return s;
}

/** The draw's hashes over WebCrypto (lower-case hex, UTF-8 in), one HMAC key per seed. */
export function webCryptoHashes(): DrawHashesPort {
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (seed: string) => {
    let k = keys.get(seed);
    if (!k)
      keys.set(
        seed,
        (k = subtle().importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])),
      );
    return k;
  };
  return {
    async hmacSha256(key, message) {
      return hex(await subtle().sign('HMAC', await keyOf(key), utf8(message)));
    },
    async sha256(text) {
      return hex(await subtle().digest('SHA-256', utf8(text)));
    },
  };
}
