import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { PageHeader } from '@ui/kit/page-header';
import type { Loadable } from './load-state';
import { LoadStates } from './load-states';
import '@ui/kit/layout/layout.css';

export interface LoadingVm extends Loadable {
  load(): Promise<void>;
}

/** A screen that loads when opened: header, then LoadStates (skeleton, empty, error with retry, content). */
export const LoadedPage = observer(function LoadedPage({
  vm,
  tall = false,
  title,
  empty,
  children,
}: {
  vm: LoadingVm;
  /** A taller bottom margin (32 px instead of 24 px), for a screen ending in a fixed button. */
  tall?: boolean;
  title?: string;
  empty?: ReactNode;
  children: ReactNode | (() => ReactNode);
}) {
  useEffect(() => void vm.load(), [vm]);
  return (
    <div className="ui-page">
      <PageHeader {...(title ? { title } : {})} />
      <main className={tall ? 'ui-page-main ui-page-main-tall' : 'ui-page-main'}>
        <LoadStates vm={vm} onRetry={() => void vm.load()} empty={empty}>
          {children}
        </LoadStates>
      </main>
    </div>
  );
});
