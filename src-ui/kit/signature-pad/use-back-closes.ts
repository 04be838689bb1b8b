import { useEffect, useRef } from 'react';

/**
 * While open, the browser back button closes instead of leaving the page (spec section 2.6):
 * a history entry is pushed on open and popped again when closed by a button.
 */
export function useBackCloses(open: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  useEffect(() => {
    if (!open) return;
    const id = `${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...(window.history.state as object | null), zsPopup: id }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Only drop our own entry: after an in-app navigation the top entry is no longer ours.
      const top = window.history.state as { zsPopup?: string } | null;
      if (!popped && top?.zsPopup === id) window.history.back();
    };
  }, [open]);
}
