import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { secretText, type SecretState, wxpayInForceText } from '@domain/staff/school-settings';
import { KEEP, TextField } from './fields';
import type { SettingsVm } from './settings.vm';

/** A PEM file read in the browser and sent with the save (never stored as a file). */
function PemFile(props: {
  label: string;
  state: SecretState;
  chosen: string;
  accept: string;
  onFile: (f: File) => void;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <span className="settings-label" id={id}>
        {props.label}（{secretText(props.state)}）
      </span>
      <div className="settings-logo">
        <label className="settings-button">
          选择文件
          <input
            type="file"
            accept={props.accept}
            className="settings-file"
            aria-labelledby={id}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) props.onFile(f);
            }}
          />
        </label>
        <span className="settings-hint">{props.chosen ? `已选择 ${props.chosen}，保存后生效` : KEEP}</span>
      </div>
    </div>
  );
}

/**
 * 微信支付商户 of 对接配置: a direct merchant or a 服务商's sub-merchant, its ids and keys as WeChat Pay
 * issues them; what the platform sets (mode, notify URL) and what is in force, as the server says.
 */
export const WxPayFields = observer(function WxPayFields({ vm }: { vm: SettingsVm }) {
  const w = vm.draft!.integrations.wxpay;
  const shown = vm.saved!.integrations;
  const f = shown.inForce.wxpay;
  const sp = w.mode === 'sp';
  const modeId = useId();
  const edit = (fn: (x: typeof w) => void) => vm.edit((d) => fn(d.integrations.wxpay));
  return (
    <>
      <h4 className="settings-sub">微信支付商户</h4>
      <p className="settings-hint">{wxpayInForceText(f)}</p>
      <p className="settings-hint">
        由平台设置：支付环境（{f.platform === 'sandbox' ? '沙箱演示' : '微信支付正式环境'}）
        {f.notifyUrl ? `、支付通知地址 ${f.notifyUrl}` : ''}。以下由学校填写，保存时按微信支付的规则检查。
      </p>
      <div className="settings-field">
        <label className="settings-label" htmlFor={modeId}>
          商户类型
        </label>
        <select
          id={modeId}
          className="settings-input"
          value={w.mode}
          onChange={(e) => edit((x) => (x.mode = e.target.value === 'sp' ? 'sp' : 'direct'))}
        >
          <option value="direct">直连商户（学校自己的商户号）</option>
          <option value="sp">服务商子商户（特约商户）</option>
        </select>
      </div>
      <div className="settings-grid">
        <TextField
          label={sp ? '服务商 AppID' : '支付 AppID'}
          value={w.appId}
          maxLength={18}
          placeholder="wx 开头的18位"
          onChange={(v) => edit((x) => (x.appId = v))}
        />
        <TextField
          label={sp ? '服务商商户号' : '商户号'}
          value={w.mchid}
          maxLength={32}
          onChange={(v) => edit((x) => (x.mchid = v))}
        />
        {sp ? (
          <>
            <TextField
              label="子商户号"
              value={w.subMchid}
              maxLength={32}
              onChange={(v) => edit((x) => (x.subMchid = v))}
            />
            <TextField
              label="子商户 AppID（可选）"
              value={w.subAppId}
              maxLength={18}
              placeholder="wx 开头的18位"
              onChange={(v) => edit((x) => (x.subAppId = v))}
            />
          </>
        ) : null}
        <TextField
          label="证书序列号"
          value={w.serialNo}
          maxLength={64}
          hint="商户 API 证书的序列号（十六进制）"
          onChange={(v) => edit((x) => (x.serialNo = v))}
        />
        <TextField
          label="平台证书序列号或公钥 ID"
          value={w.platformSerial}
          maxLength={64}
          hint="微信支付公钥以 PUB_KEY_ID_ 开头"
          onChange={(v) => edit((x) => (x.platformSerial = v))}
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
      <PemFile
        label="商户私钥 apiclient_key.pem"
        state={shown.wxpay.privateKey}
        chosen={vm.privateKeyName}
        accept=".pem,.key,text/plain"
        onFile={(file) => void vm.readPrivateKey(file)}
      />
      <PemFile
        label="平台证书或微信支付公钥"
        state={shown.wxpay.platformKey}
        chosen={vm.platformKeyName}
        accept=".pem,.crt,text/plain"
        onFile={(file) => void vm.readPlatformKey(file)}
      />
    </>
  );
});
