import { Suspense, useState, type ReactNode } from 'react';
import { LOADING_TEXT } from '../loading-overlay';

/**
 * Issue 35: while a sheet's code loads, 加载中 shows over the page and takes the taps meant for the
 * sheet (never the page beneath it); the sheet itself takes taps as it slides in (app.css).
 */
function SheetLoading() {
  return (
    <div className="zs-sheet-loading" role="status" aria-busy="true">
      <span>{LOADING_TEXT}</span>
    </div>
  );
}

/**
 * Issue 28: a sheet (picker, chooser, signature pad) whose code loads on first use: nothing is
 * mounted until it first opens, then it stays mounted (its closing animation, its state).
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever || open ? <Suspense fallback={open ? <SheetLoading /> : null}>{children}</Suspense> : null;
}
