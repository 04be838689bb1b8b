/**
 * Issue 23 defect 10: files picked while a login is still needed are kept in the form's draft
 * (as data URLs in local storage) and uploaded once logged in. Local storage holds about 5 MB and
 * a data URL is 4/3 of the file, so the kept files together stay under 2 MB.
 */
export const KEPT_FILES_MAX_BYTES = 2 * 1024 * 1024;

export interface KeptFile {
  /** The upload field the file was picked for. */
  prop: string;
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

/** Whether `picked` can join the files already kept without passing the limit. */
export function keptFilesFit(
  kept: readonly Pick<KeptFile, 'size'>[],
  picked: readonly { size: number }[],
): boolean {
  const total = [...kept, ...picked].reduce((sum, f) => sum + f.size, 0);
  return picked.length > 0 && total <= KEPT_FILES_MAX_BYTES;
}

/** The kept files grouped by field, in the order they were picked. */
export function keptByField(kept: readonly KeptFile[]): Map<string, KeptFile[]> {
  const by = new Map<string, KeptFile[]>();
  for (const f of kept) by.set(f.prop, [...(by.get(f.prop) ?? []), f]);
  return by;
}
