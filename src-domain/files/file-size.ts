const UNITS = ['B', 'kB', 'MB', 'GB'] as const;

/** Spec section 9: B, kB, MB or GB with 2 decimals, or '-' when empty. */
export function formatFileSize(bytes?: number | null): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  // Move up while the rounded figure would reach 1024 (so 1048575 B reads 1.00 MB, not 1024.00 kB).
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
