import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { CHECKIN_SECTIONS, CheckinSettingsVm } from './checkin-settings.vm';
import { DeskSection, OptionsSection } from './list-sections';
import { FieldsSection, NoticeSection, PhotoSection, PlaceSection, WindowSection } from './season-sections';
import '../settings/settings.css';
import './checkin-settings.css';

/** 报到设置 (学校管理员): the check-in season, one form per section; on a desktop a section list beside them. */
export const CheckinSettingsPage = observer(function CheckinSettingsPage() {
  const vm = useViewModel(CheckinSettingsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page settings-page" aria-labelledby="checkin-settings-title">
      <h2 id="checkin-settings-title" className="staff-title">
        报到设置
      </h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.load()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} home={false} />
      ) : null}
      {vm.status === 'ready' && vm.draft ? (
        <div className="settings-layout">
          <nav className="settings-nav" aria-label="报到设置分区">
            {CHECKIN_SECTIONS.map((s) => (
              <button
                key={s.key}
                type="button"
                className="settings-nav-item"
                onClick={() =>
                  document.getElementById(`checkin-${s.key}`)?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {s.label}
              </button>
            ))}
          </nav>
          <div className="settings-sections">
            <NoticeSection vm={vm} />
            <WindowSection vm={vm} />
            <FieldsSection vm={vm} />
            <PhotoSection vm={vm} />
            <PlaceSection vm={vm} />
            <OptionsSection vm={vm} />
            <DeskSection vm={vm} />
          </div>
        </div>
      ) : null}
    </section>
  );
});
