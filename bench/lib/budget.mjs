// One row of the bench table: a measured figure, its budget (if any) and pass/fail.
/** @typedef {{op: '<=' | '>=', limit: number}} Budget */

/**
 * @param {string} section
 * @param {string} metric
 * @param {number | null} value null when the figure could not be measured
 * @param {string} unit
 * @param {Budget} [budget]
 * @param {string} [note]
 */
export function row(section, metric, value, unit, budget, note) {
  let pass = null;
  if (budget)
    pass = value == null ? false : budget.op === '<=' ? value <= budget.limit : value >= budget.limit;
  return { section, metric, value, unit, budget: budget ?? null, pass, note: note ?? '' };
}

export const atMost = (limit) => ({ op: '<=', limit });
export const atLeast = (limit) => ({ op: '>=', limit });

/** A section that could not run: one row saying why, failing every budget it carries. */
export function skipped(section, metric, reason, budget) {
  return row(section, metric, null, '', budget, `not measured: ${reason}`);
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** Runs fn, but rejects after ms so no step of the bench can hang. */
export function withTimeout(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
