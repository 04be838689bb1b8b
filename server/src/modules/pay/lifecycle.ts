/** Issue 13 item 2: how long an order stays open and when the server asks the platform about it. */
export interface PayOrderSettings {
  /** An unpaid order closes after this (PAY_ORDER_TIMEOUT_MIN, default 30). */
  timeoutMs: number;
  /** The first order query when no notify came (PAY_ORDER_FIRST_QUERY_SEC, default 60, at most 60). */
  firstQueryMs: number;
  /** Then every so often (PAY_ORDER_QUERY_EVERY_SEC, default 300) until paid or closed. */
  queryEveryMs: number;
  /** A prepay (prepay_id / h5_url) is reused at most this long (2 h, WeChat's validity). */
  prepayTtlMs: number;
  /** How often the job looks for due orders (PAY_ORDER_JOB_SEC, default 15). */
  jobEveryMs: number;
}

export const PREPAY_TTL_MS = 2 * 3600_000;

export const DEFAULT_PAY_ORDER_SETTINGS: PayOrderSettings = {
  timeoutMs: 30 * 60_000,
  firstQueryMs: 60_000,
  queryEveryMs: 300_000,
  prepayTtlMs: PREPAY_TTL_MS,
  jobEveryMs: 15_000,
};

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number, scale: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return Math.round(n * scale);
}

/** The settings from env (fractions allowed, e.g. PAY_ORDER_TIMEOUT_MIN=0.1 in end-to-end tests). */
export function payOrderSettings(env: Env = process.env): PayOrderSettings {
  const d = DEFAULT_PAY_ORDER_SETTINGS;
  return {
    timeoutMs: positive(env, 'PAY_ORDER_TIMEOUT_MIN', d.timeoutMs, 60_000),
    firstQueryMs: Math.min(60_000, positive(env, 'PAY_ORDER_FIRST_QUERY_SEC', d.firstQueryMs, 1000)),
    queryEveryMs: positive(env, 'PAY_ORDER_QUERY_EVERY_SEC', d.queryEveryMs, 1000),
    prepayTtlMs: Math.min(PREPAY_TTL_MS, positive(env, 'PAY_ORDER_PREPAY_TTL_MIN', d.prepayTtlMs, 60_000)),
    jobEveryMs: positive(env, 'PAY_ORDER_JOB_SEC', d.jobEveryMs, 1000),
  };
}
