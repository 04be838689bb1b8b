import type { FastifyInstance } from 'fastify';
import { apiError } from './errors';

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 half without its other half (invalid JSON/UTF-8). */
// eslint-disable-next-line no-control-regex
const INVALID = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_TEXT_MSG = '请求包含无效字符';

/** True when a string anywhere in `value` (keys included) holds NUL or a lone surrogate. */
export function hasInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (INVALID.test(v)) return true;
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (INVALID.test(k)) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** Unicode NFC for every string of a parsed body or query, in place (one spelling per text). */
export function normaliseText<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      const x = o[k];
      if (typeof x === 'string') o[k] = x.normalize('NFC');
      else if (x && typeof x === 'object') stack.push(x);
    }
  }
  return value;
}

/**
 * The one check at the edge for every route: body, query, params and headers that reach a handler
 * are refused with a Chinese 400 when they hold NUL or lone surrogates, then NFC-normalised.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (
      hasInvalidText(req.query) ||
      hasInvalidText(req.params) ||
      hasInvalidText(req.headers) ||
      hasInvalidText(req.body)
    )
      throw apiError('BAD_REQUEST', INVALID_TEXT_MSG);
    normaliseText(req.query);
    req.body = normaliseText(req.body);
  });
}
