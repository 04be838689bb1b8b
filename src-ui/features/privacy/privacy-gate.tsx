import { observer } from 'mobx-react-lite';
import { lazy, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HOME_ROUTE } from '@domain/shell/routes';
import { useViewModel } from '@ui/di';
import { OnFirstOpen } from '@ui/kit/on-first-open/on-first-open';
import { PrivacyGateVm } from './privacy-gate.vm';

// Issue 28: the sheet (a popup with its animation library) loads only when a notice may be read.
const loadSheet = () => import('./privacy-sheet');
const PrivacySheet = lazy(() => loadSheet().then((m) => ({ default: m.PrivacySheet })));

/**
 * PIPL: the school's 个人信息保护告知 comes before the first personal data a screen asks for. The
 * screen renders underneath; the sheet cannot be dismissed except by agreeing or leaving (不同意).
 */
export const PrivacyGate = observer(function PrivacyGate({ children }: { children: ReactNode }) {
  const vm = useViewModel(PrivacyGateVm);
  const [, navigate] = useLocation();
  useEffect(() => {
    // Signed in, a notice may be due: its code comes while the server is asked, not after the answer,
    // so the sheet is up before a tap meant for the form (a late sheet took that tap).
    if (vm.mayAsk) void loadSheet().catch(() => {});
    void vm.load();
  }, [vm]);
  return (
    <>
      {children}
      <OnFirstOpen open={vm.open}>
        <PrivacySheet vm={vm} onLeave={() => navigate(HOME_ROUTE)} />
      </OnFirstOpen>
    </>
  );
});
