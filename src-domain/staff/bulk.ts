/** A bulk action's dry run as the teacher reads it before confirming. */
export interface DryRun {
  count: number;
  ids: string[];
  /** Who would change, by name (the confirmation lists them). */
  decided: { id: string; name: string }[];
  /** Who would not, by name, with the journey's reason. */
  skipped: { id: string; name: string; reason: string }[];
}

export function dryRunSummary(verb: string, d: DryRun): string {
  if (d.count === 0 && d.skipped.length === 0) return `没有可${verb}的报名`;
  const head = `将${verb} ${d.count} 条报名`;
  return d.skipped.length ? `${head}，${d.skipped.length} 条不能${verb}` : head;
}

/** The ids split into batches; each batch is one call, so progress moves batch by batch. */
export function batches<T>(ids: readonly T[], size = 5): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

export interface BulkProgress {
  done: number;
  total: number;
  failed: number;
}

export const progressPercent = (p: BulkProgress) =>
  p.total === 0 ? 100 : Math.round(((p.done + p.failed) / p.total) * 100);

export function progressText(verb: string, p: BulkProgress): string {
  const base = `已${verb} ${p.done} / ${p.total}`;
  return p.failed ? `${base}，失败 ${p.failed}` : base;
}
