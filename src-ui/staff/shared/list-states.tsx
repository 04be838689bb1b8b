import { observer } from 'mobx-react-lite';
import type { LoadStatus } from '@ui/kit/load-state/load-state';
import { EmptyState, ErrorState, LoadingState } from '@ui/kit/load-state/states';

/** Loading / error / empty of a list (kit/load-state); null when there are rows to show. */
export const ListStates = observer(function ListStates({
  vm,
  empty,
  retry,
}: {
  vm: { status: LoadStatus; error: string | null; rows: readonly unknown[] };
  empty: string;
  retry: () => void;
}) {
  if (vm.status === 'loading') return <LoadingState onRetry={retry} />;
  if (vm.status === 'error') return <ErrorState text={vm.error ?? ''} onRetry={retry} home={false} />;
  if (vm.rows.length === 0) return <EmptyState text={empty} />;
  return null;
});
