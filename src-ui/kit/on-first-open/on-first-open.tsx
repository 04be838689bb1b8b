import { Suspense, useState, type ReactNode } from 'react';

/**
 * Issue 28: a sheet (picker, chooser, signature pad) whose code loads on first use: nothing is
 * mounted until it first opens, then it stays mounted (its closing animation, its state).
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
