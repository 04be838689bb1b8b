import { idCheckDigit } from '@domain/identity/id-number';

// Identity numbers of e2e applicants. Each spec file has its own prefix: the files of one e2e worker
// share a server, where the same person registering twice is refused.
let seq = 0;
const RUN = Date.now() % 800;

/** An identity number of this run under `prefix` (10 digits: region + birth year + 2 digits). */
export function newIdNumber(prefix: string): string {
  seq += 1;
  const n = RUN + seq;
  const first17 = `${prefix}${String((n % 12) + 1).padStart(2, '0')}${String((Math.floor(n / 12) % 28) + 1).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}
