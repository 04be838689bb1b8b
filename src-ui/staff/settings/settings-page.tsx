import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { BasicSection } from './basic-section';
import { IntegrationsSection } from './integrations-section';
import { LinksSection } from './links-section';
import { SECTIONS } from './settings.vm';
import { SettingsVm } from './settings.vm';
import { SwitchesSection } from './switches-section';
import { TextsSection } from './texts-section';
import './settings.css';

/** 学校设置 (学校管理员): one form per section; on a desktop a section list beside them. */
export const SettingsPage = observer(function SettingsPage() {
  const vm = useViewModel(SettingsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page settings-page" aria-labelledby="settings-title">
      <h2 id="settings-title" className="staff-title">
        学校设置
      </h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.load()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} home={false} />
      ) : null}
      {vm.status === 'ready' && vm.draft ? (
        <div className="settings-layout">
          <nav className="settings-nav" aria-label="设置分区">
            {SECTIONS.map((s) => (
              <button
                key={s.key}
                type="button"
                className="settings-nav-item"
                onClick={() =>
                  document.getElementById(`settings-${s.key}`)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {s.label}
              </button>
            ))}
          </nav>
          <div className="settings-sections">
            <BasicSection vm={vm} />
            <LinksSection vm={vm} />
            <TextsSection vm={vm} />
            <SwitchesSection vm={vm} />
            <IntegrationsSection vm={vm} />
          </div>
        </div>
      ) : null}
    </section>
  );
});
