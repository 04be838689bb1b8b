import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Notice } from '../shared/notice';
import { CHECKIN_SECTIONS, type CheckinSectionKey, type CheckinSettingsVm } from './checkin-settings.vm';

/** One section of 报到设置: its heading, fields, the notice of its last save and 保存. */
export const CheckinSection = observer(function CheckinSection({
  vm,
  id,
  children,
}: {
  vm: CheckinSettingsVm;
  id: CheckinSectionKey;
  children: ReactNode;
}) {
  const title = CHECKIN_SECTIONS.find((s) => s.key === id)!.label;
  return (
    <form
      id={`checkin-${id}`}
      className="settings-card"
      aria-labelledby={`checkin-${id}-title`}
      // The section's own checks speak Chinese (the vm's problem()); the browser's would not.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void vm.save(id);
      }}
    >
      <h3 id={`checkin-${id}-title`} className="settings-card-title">
        {title}
      </h3>
      {children}
      {vm.noticeAt === id ? <Notice vm={vm} /> : null}
      <div className="settings-actions">
        <button type="submit" className="settings-button settings-primary" disabled={vm.busy}>
          {vm.savingSection === id ? '保存中…' : `保存${title}`}
        </button>
      </div>
    </form>
  );
});
