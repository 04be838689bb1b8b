import { observer } from 'mobx-react-lite';
import { CheckField, SettingsSection } from './fields';
import type { SettingsVm } from './settings.vm';

/** 一人一位 (issue 37): 不限, or 1–5 plans per child (the server takes up to 20). */
const PLANS_PER_CHILD = [0, 1, 2, 3, 4, 5];

/** 开关: enrolment, check-in, offline payment vouchers, WeChat H5 pay in phone browsers. */
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
      <CheckField
        label="手机浏览器中可用微信支付（H5 支付）"
        hint="须商户号已开通 H5 支付；关闭后手机浏览器中只提供“复制链接到微信中缴费”"
        checked={s.h5Pay}
        onChange={(v) => vm.edit((d) => (d.switches.h5Pay = v))}
      />
      <div className="settings-field">
        <label className="settings-label" htmlFor="settings-plans-per-child">
          每名学生可报计划数
        </label>
        <select
          id="settings-plans-per-child"
          className="settings-input"
          aria-describedby="settings-plans-per-child-hint"
          value={s.plansPerChild}
          onChange={(e) => vm.edit((d) => (d.switches.plansPerChild = Number(e.target.value)))}
        >
          {[...new Set([...PLANS_PER_CHILD, s.plansPerChild])].map((n) => (
            <option key={n} value={n}>
              {n ? `最多 ${n} 个计划` : '不限'}
            </option>
          ))}
        </select>
        <span id="settings-plans-per-child-hint" className="settings-hint">
          同一身份证号在本校报名的计划数上限（被驳回的报名不计）；超出时提示已有的报名编号
        </span>
      </div>
    </SettingsSection>
  );
});
