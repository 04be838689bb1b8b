import { observer } from 'mobx-react-lite';
import { NOTIFY_TEMPLATE_KINDS, secretText } from '@domain/staff/school-settings';
import { SettingsSection, TextField } from './fields';
import type { SettingsVm } from './settings.vm';

const KEEP = '留空则不修改';

/** 对接配置: WeChat, SMS and WeChat Pay of this school; secrets are write-only (已配置，尾号 …). */
export const IntegrationsSection = observer(function IntegrationsSection({ vm }: { vm: SettingsVm }) {
  const i = vm.draft!.integrations;
  const shown = vm.saved!.integrations;
  return (
    <SettingsSection vm={vm} id="integrations" title="对接配置">
      <p className="settings-hint">
        密钥只可写入：保存后加密存储，页面只显示是否已配置及尾号。未填写的项使用服务器默认配置。
      </p>
      <h4 className="settings-sub">微信公众号</h4>
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
      <h4 className="settings-sub">微信支付商户</h4>
      <div className="settings-grid">
        <TextField
          label="商户号"
          value={i.wxpay.mchid}
          maxLength={32}
          onChange={(v) => vm.edit((d) => (d.integrations.wxpay.mchid = v))}
        />
        <TextField
          label="证书序列号"
          value={i.wxpay.serialNo}
          maxLength={64}
          onChange={(v) => vm.edit((d) => (d.integrations.wxpay.serialNo = v))}
        />
      </div>
      <TextField
        label={`APIv3 密钥（${secretText(shown.wxpay.apiV3Key)}）`}
        type="password"
        autoComplete="new-password"
        value={vm.secrets.apiV3Key}
        placeholder={KEEP}
        onChange={(v) => vm.setSecret('apiV3Key', v)}
      />
      <div className="settings-field">
        <span className="settings-label" id="settings-key-label">
          商户私钥 apiclient_key.pem（{secretText(shown.wxpay.privateKey)}）
        </span>
        <div className="settings-logo">
          <label className="settings-button">
            选择私钥文件
            <input
              type="file"
              accept=".pem,.key,text/plain"
              className="settings-file"
              aria-labelledby="settings-key-label"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void vm.readPrivateKey(f);
              }}
            />
          </label>
          <span className="settings-hint">
            {vm.privateKeyName ? `已选择 ${vm.privateKeyName}，保存后生效` : KEEP}
          </span>
        </div>
      </div>
    </SettingsSection>
  );
});
