/** Form drafts are kept for 7 days. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A draft saved at savedAt (ms) is expired after 7 days; a broken timestamp counts as expired. */
export function isDraftExpired(savedAt: number, now: number): boolean {
  if (!Number.isFinite(savedAt) || !Number.isFinite(now)) return true;
  return now - savedAt > DRAFT_TTL_MS;
}

/** What of a form a draft depends on: each field's key, type and options, and the field logic. */
interface FittedField {
  prop: string;
  type?: string;
  multipleChoice?: number;
  options?: readonly { index: number; label: string }[];
  InfochooseMajorList?: readonly { id: string | number }[];
}

/**
 * A short fingerprint of a form version, kept with a registration draft: when the school publishes
 * a new version and the plan moves to it, the reopened draft differs and the applicant is told.
 */
export function formFingerprint(fields: readonly FittedField[], logic: readonly unknown[]): string {
  const text = JSON.stringify([
    fields.map((f) => [f.prop, f.type, f.multipleChoice, f.options, f.InfochooseMajorList?.map((m) => m.id)]),
    logic,
  ]);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length.toString(36)}-${h.toString(36)}`;
}

/**
 * The answers of a draft that still fit a newer form version: keys of its fields (and a
 * SelectInput's `…Type`), a picker's answer still among its options, chosen ids still offered.
 */
export function answersThatFit<V>(fields: readonly FittedField[], answers: Readonly<Record<string, V>>) {
  const byKey = new Map(fields.map((f) => [f.prop, f]));
  const out: Record<string, V> = {};
  for (const [key, v] of Object.entries(answers)) {
    const f = byKey.get(key) ?? (key.endsWith('Type') ? byKey.get(key.slice(0, -4)) : undefined);
    if (!f) continue;
    if (f.prop === key && f.type === 'picker' && f.options && !f.options.some((o) => o.label === v)) continue;
    if (f.prop === key && f.multipleChoice === 1 && Array.isArray(v)) {
      const offered = new Set([
        ...(f.options ?? []).map((o) => String(o.index)),
        ...(f.InfochooseMajorList ?? []).map((m) => String(m.id)),
      ]);
      out[key] = v.filter((x) => offered.has(String(x))) as V;
      continue;
    }
    out[key] = v;
  }
  return out;
}
