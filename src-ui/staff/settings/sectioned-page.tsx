import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import type { LoadStatus } from '@ui/kit/load-state/load-state';
import './settings.css';

/** What a sectioned settings screen needs of its view model. */
export interface SectionedVm {
  status: LoadStatus;
  error: string | null;
  draft: unknown;
  load(): Promise<void>;
}

/**
 * A settings screen (学校设置, 报到设置): its title, loading and error states, then one form per section
 * with, on a desktop, a list of the sections beside them that scrolls to `${idPrefix}-${key}`.
 */
export const SectionedPage = observer(function SectionedPage({
  vm,
  title,
  titleId,
  navLabel,
  sections,
  idPrefix,
  children,
}: {
  vm: SectionedVm;
  title: string;
  titleId: string;
  navLabel: string;
  sections: readonly { key: string; label: string }[];
  idPrefix: string;
  children: ReactNode;
}) {
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page settings-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="staff-title">
        {title}
      </h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.load()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} home={false} />
      ) : null}
      {vm.status === 'ready' && vm.draft ? (
        <div className="settings-layout">
          <nav className="settings-nav" aria-label={navLabel}>
            {sections.map((s) => (
              <button
                key={s.key}
                type="button"
                className="settings-nav-item"
                onClick={() =>
                  document.getElementById(`${idPrefix}-${s.key}`)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {s.label}
              </button>
            ))}
          </nav>
          <div className="settings-sections">{children}</div>
        </div>
      ) : null}
    </section>
  );
});
