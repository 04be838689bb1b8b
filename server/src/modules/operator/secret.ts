import { createHash, timingSafeEqual } from 'node:crypto';

export const MIN_SECRET_LENGTH = 16;

/** OPERATOR_SECRET of the environment: absent = the operator endpoints are off; a short one is refused. */
export function operatorSecret(env: NodeJS.ProcessEnv): string | undefined {
  const s = env.OPERATOR_SECRET;
  if (s === undefined || s === '') return undefined;
  if (s.length < MIN_SECRET_LENGTH)
    throw new Error(
      `OPERATOR_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 24)`,
    );
  return s;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const secretMatches = (given: string, secret: string): boolean =>
  timingSafeEqual(digest(given), digest(secret));
