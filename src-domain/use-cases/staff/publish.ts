import { CHINA_OFFSET_MS } from '../../time/china-time';

/**
 * A `datetime-local` value (2026-07-01T09:00) read as China time (UTC+8, spec section 9) → ISO with
 * offset; null when empty or not a real time.
 */
export function publishAtIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const sec = m[6] ?? '00';
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d || h > 23 || mi > 59 || Number(sec) > 59)
    return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${sec}+08:00`;
}

/** An ISO time shown in China time: 2026-07-01 09:00. */
export function chinaTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const t = new Date(d.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}
