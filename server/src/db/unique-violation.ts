/** True when PostgreSQL (or PGlite) refused a write on a unique constraint (SQLSTATE 23505), wrapped or not. */
export const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
