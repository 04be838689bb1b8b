import { useSyncExternalStore } from 'react';

/** The shell's side-menu breakpoint (staff.css). */
const WIDE = '(min-width: 900px)';

const wideNow = () => typeof matchMedia === 'function' && matchMedia(WIDE).matches;
function subscribe(change: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const q = matchMedia(WIDE);
  q.addEventListener('change', change);
  return () => q.removeEventListener('change', change);
}

/** True on a desktop-wide window (tables), false on a phone (cards) or where matchMedia is missing. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wideNow, () => false);
}
