import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The check-in screens' names for the one set of states in ./states (same look everywhere). */
export function Loading({ text = '加载中' }: { text?: string }) {
  return <LoadingState text={text} />;
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return <ErrorState text={text} onRetry={onRetry} />;
}

export function Empty({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}
