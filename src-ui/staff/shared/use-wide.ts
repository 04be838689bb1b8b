import { useSyncExternalStore } from 'react';

/** The shell's side-menu breakpoint (staff.css). */
const WIDE = '(min-width: 900px)';
/** The back office's desk layout (tables, drawers; issue 24 item 2). */
export const DESK = '(min-width: 1024px)';
/** A desk with a mouse: pickers open as a calendar, not the phone's wheels. */
export const DESK_POINTER = '(min-width: 1024px) and (pointer: fine)';

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;
const subscribeTo = (query: string) => (change: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const q = matchMedia(query);
  q.addEventListener('change', change);
  return () => q.removeEventListener('change', change);
};
const subscribers = new Map<string, (change: () => void) => () => void>();
const subscriberOf = (query: string) => {
  let s = subscribers.get(query);
  if (!s) subscribers.set(query, (s = subscribeTo(query)));
  return s;
};

/** True on a desktop-wide window (tables), false on a phone (cards) or where matchMedia is missing. */
export function useWide(query: string = WIDE): boolean {
  return useSyncExternalStore(
    subscriberOf(query),
    () => matches(query),
    () => false,
  );
}
