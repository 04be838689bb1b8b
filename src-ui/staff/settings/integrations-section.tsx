import { observer } from 'mobx-react-lite';
import { NOTIFY_TEMPLATE_KINDS, secretText, wechatInForceText } from '@domain/staff/school-settings';
import { KEEP, SettingsSection, TextField } from './fields';
import { ConnectionTest } from './integrations-test';
import type { SettingsVm } from './settings.vm';
import { WxPayFields } from './wxpay-fields';

/** 对接配置: WeChat, SMS and WeChat Pay of this school; secrets are write-only (已配置，尾号 …). */
export const IntegrationsSection = observer(function IntegrationsSection({ vm }: { vm: SettingsVm }) {
  const i = vm.draft!.integrations;
  const shown = vm.saved!.integrations;
  return (
    <SettingsSection vm={vm} id="integrations" title="对接配置">
      <p className="settings-hint">密钥只可写入：保存后加密存储，页面只显示是否已配置及尾号。</p>
      <h4 className="settings-sub">微信公众号</h4>
      <p className="settings-hint">
        填写本校公众号 AppID 和 AppSecret 后，微信通知以本校公众号发送，使用下方本校公众号的订阅消息模板；
        两项都未填写时，以平台公众号和平台的模板发送（下方模板不使用）。
      </p>
      <p className="settings-hint">{wechatInForceText(shown.inForce.wechat)}</p>
      <TextField
        label="公众号 AppID"
        value={i.wechat.appId}
        maxLength={18}
        placeholder="wx 开头的18位"
        onChange={(v) => vm.edit((d) => (d.integrations.wechat.appId = v))}
      />
      <TextField
        label={`公众号 AppSecret（${secretText(shown.wechat.appSecret)}）`}
        type="password"
        autoComplete="new-password"
        value={vm.secrets.appSecret}
        placeholder={KEEP}
        onChange={(v) => vm.setSecret('appSecret', v)}
      />
      <ConnectionTest vm={vm} target="wechat" name="公众号" />
      <div className="settings-grid">
        {NOTIFY_TEMPLATE_KINDS.map(([kind, label]) => (
          <TextField
            key={kind}
            label={`模板：${label}`}
            value={i.wechat.templates[kind] ?? ''}
            maxLength={64}
            onChange={(v) => vm.edit((d) => (d.integrations.wechat.templates[kind] = v))}
          />
        ))}
      </div>
      <h4 className="settings-sub">短信</h4>
      <p className="settings-hint">填写的短信签名和模板编号用于本校的短信；未填写的项使用平台的。</p>
      <div className="settings-grid">
        <TextField
          label="短信签名"
          value={i.sms.signName}
          maxLength={20}
          onChange={(v) => vm.edit((d) => (d.integrations.sms.signName = v))}
        />
        <TextField
          label="验证码模板编号"
          value={i.sms.loginTemplateId}
          maxLength={20}
          onChange={(v) => vm.edit((d) => (d.integrations.sms.loginTemplateId = v))}
        />
        <TextField
          label="通知模板编号"
          value={i.sms.noticeTemplateId}
          maxLength={20}
          onChange={(v) => vm.edit((d) => (d.integrations.sms.noticeTemplateId = v))}
        />
      </div>
      <WxPayFields vm={vm} />
      <ConnectionTest vm={vm} target="wxpay" name="微信支付" />
    </SettingsSection>
  );
});
