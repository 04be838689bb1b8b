import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { PageHeader } from '@ui/kit/page-header';
import type { LoadStatus } from './load-state';
import { PAGE_STYLE } from '../../features/checkin/shared/page-style';
import { LoadError, Loading } from './spinner-states';

export interface LoadingVm {
  status: LoadStatus;
  error: string | null;
  load(): Promise<void>;
}

/** A check-in screen that loads when opened: header, spinner, the error with retry, then its content. */
export const LoadedPage = observer(function LoadedPage({
  vm,
  bottom = 24,
  children,
}: {
  vm: LoadingVm;
  bottom?: number;
  children: ReactNode;
}) {
  useEffect(() => void vm.load(), [vm]);
  return (
    <div style={PAGE_STYLE}>
      <PageHeader />
      <main style={{ paddingBottom: bottom }}>
        {vm.status === 'loading' ? <Loading /> : null}
        {vm.status === 'error' ? <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} /> : null}
        {children}
      </main>
    </div>
  );
});
