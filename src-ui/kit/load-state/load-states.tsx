import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Loadable } from './load-state';
import { EmptyState, ErrorState, LoadingState } from './states';

/**
 * The one rendering of a `Loadable`: a skeleton (网络较慢 and 重试 after 8 s), the empty text, the
 * error catalogue's sentence with 重试, or — once ready — the content. Nothing of the content shows
 * before the answer, so an unknown state is never shown as a default status.
 */
export const LoadStates = observer(function LoadStates({
  vm,
  onRetry,
  empty,
  emptyAction,
  rows,
  home,
  children,
}: {
  vm: Loadable;
  onRetry: () => void;
  /** What an empty answer says, and the way on below it (e.g. 去报名). */
  empty?: ReactNode;
  emptyAction?: ReactNode;
  /** Skeleton rows (3). */
  rows?: number;
  /** Offer 返回首页 with the error (true). */
  home?: boolean;
  /** The content, rendered only when ready (a function is called only then). */
  children?: ReactNode | (() => ReactNode);
}) {
  switch (vm.status) {
    case 'loading':
      return <LoadingState onRetry={onRetry} {...(rows ? { rows } : {})} />;
    case 'error':
      return <ErrorState text={vm.error ?? ''} onRetry={onRetry} {...(home === false ? { home } : {})} />;
    case 'empty':
      return (
        <>
          <EmptyState text={empty} />
          {emptyAction}
        </>
      );
    case 'ready':
      return <>{typeof children === 'function' ? children() : children}</>;
  }
});
