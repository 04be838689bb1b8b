import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { PageHeader } from '@ui/kit/page-header';
import type { LoadStatus } from './load-state';
import { ErrorState, LoadingState } from './states';
import '@ui/kit/layout/layout.css';

export interface LoadingVm {
  status: LoadStatus;
  error: string | null;
  load(): Promise<void>;
}

/** A check-in screen that loads when opened: header, spinner, the error with retry, then its content. */
export const LoadedPage = observer(function LoadedPage({
  vm,
  tall = false,
  children,
}: {
  vm: LoadingVm;
  /** A taller bottom margin (32 px instead of 24 px), for a screen ending in a fixed button. */
  tall?: boolean;
  children: ReactNode;
}) {
  useEffect(() => void vm.load(), [vm]);
  return (
    <div className="ui-page">
      <PageHeader />
      <main className={tall ? 'ui-page-main ui-page-main-tall' : 'ui-page-main'}>
        {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.load()} /> : null}
        {vm.status === 'error' ? <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} /> : null}
        {children}
      </main>
    </div>
  );
});
