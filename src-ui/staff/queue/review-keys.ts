import { useEffect } from 'react';

export type ReviewKey = 'approve' | 'reject' | 'approveNext' | 'next' | 'previous' | 'close';

/** The drawer's shortcuts (shown in its hint): A 通过, R 驳回, N 通过并下一条, J/K 下一条/上一条, Esc 关闭. */
export const REVIEW_KEYS: Readonly<Record<string, ReviewKey>> = {
  a: 'approve',
  r: 'reject',
  n: 'approveNext',
  j: 'next',
  k: 'previous',
  escape: 'close',
};

/** Typing in a field (the reason, the search box) never fires a shortcut. */
function typing(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  return t.isContentEditable || /^(input|textarea|select)$/i.test(t.tagName);
}

/** Which shortcut a key press is, or null (modifiers, repeats, typing, a dialog above the drawer). */
export function reviewKeyOf(e: KeyboardEvent, dialogOpen: boolean): ReviewKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || typing(e.target)) return null;
  if (dialogOpen) return null;
  return REVIEW_KEYS[e.key.toLowerCase()] ?? null;
}

/** Listens while `active`; `dialogOpen` is read at each press. */
export function useReviewKeys(active: boolean, dialogOpen: () => boolean, run: (k: ReviewKey) => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const k = reviewKeyOf(e, dialogOpen());
      if (!k) return;
      e.preventDefault();
      run(k);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, dialogOpen, run]);
}
