import { observer } from 'mobx-react-lite';
import type { Loadable } from '@ui/kit/load-state/load-state';
import { LoadStates } from '@ui/kit/load-state/load-states';

/** Loading / error / empty of a list (kit/load-state LoadStates); null when there are rows to show. */
export const ListStates = observer(function ListStates({
  vm,
  empty,
  retry,
}: {
  vm: Loadable & { rows: readonly unknown[] };
  empty: string;
  retry: () => void;
}) {
  // A loaded list without rows is the empty state, whatever its view model calls it.
  const state: Loadable =
    vm.status === 'ready' && vm.rows.length === 0 ? { status: 'empty', error: null } : vm;
  return <LoadStates vm={state} onRetry={retry} empty={empty} home={false} />;
});
