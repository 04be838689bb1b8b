import { observer } from 'mobx-react-lite';
import type { Noticed } from './action';

/** The result of the last action, read out (role=status / alert). */
export const Notice = observer(function Notice({ vm }: { vm: Noticed }) {
  if (!vm.notice) return null;
  return vm.notice.ok ? (
    <div role="status" className="staff-notice staff-notice-ok">
      {vm.notice.text}
    </div>
  ) : (
    <div role="alert" className="staff-notice staff-notice-error">
      {vm.notice.text}
    </div>
  );
});
