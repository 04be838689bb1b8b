import { observer } from 'mobx-react-lite';
import { CheckField, SettingsSection } from './fields';
import type { SettingsVm } from './settings.vm';

/** 开关: enrolment, check-in, offline payment vouchers. */
export const SwitchesSection = observer(function SwitchesSection({ vm }: { vm: SettingsVm }) {
  const s = vm.draft!.switches;
  return (
    <SettingsSection vm={vm} id="switches" title="开关">
      <CheckField
        label="开放报名"
        hint="关闭后学生无法提交新的报名"
        checked={s.enrollmentOpen}
        onChange={(v) => vm.edit((d) => (d.switches.enrollmentOpen = v))}
      />
      <CheckField
        label="开放报到"
        hint="关闭后新生无法进入迎新报到"
        checked={s.checkinOpen}
        onChange={(v) => vm.edit((d) => (d.switches.checkinOpen = v))}
      />
      <CheckField
        label="允许线下缴费（上传缴费凭证）"
        checked={s.offlinePayment}
        onChange={(v) => vm.edit((d) => (d.switches.offlinePayment = v))}
      />
    </SettingsSection>
  );
});
