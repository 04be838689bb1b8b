import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { IntegrationTarget } from '@domain/staff/school-settings';
import type { SettingsVm } from './settings.vm';
import './integrations-test.css';

const WHAT: Record<IntegrationTarget, string> = {
  wechat: '用已保存的 AppID 和 AppSecret 向微信获取 access_token，不发送任何消息。',
  wxpay: '按微信支付的规则检查已保存的密钥和证书，再查询一笔不存在的订单，不产生任何扣款。',
};

/** 测试连接 of one integration (the saved credentials) and what passed or failed, in Chinese. */
export const ConnectionTest = observer(function ConnectionTest(props: {
  vm: SettingsVm;
  target: IntegrationTarget;
  name: string;
}) {
  const { vm, target, name } = props;
  const r = vm.tests[target];
  const id = useId();
  const running = vm.testing === target;
  return (
    <div className="settings-field">
      <div className="settings-logo">
        <button
          type="button"
          className="settings-button"
          aria-label={`测试${name}连接`}
          aria-describedby={id}
          disabled={!!vm.testing}
          onClick={() => void vm.testConnection(target)}
        >
          {running ? '测试中…' : '测试连接'}
        </button>
        <span id={id} className="settings-hint">
          {WHAT[target]}测试的是已保存的配置。
        </span>
      </div>
      <section aria-live="polite" aria-label={`${name}测试结果`}>
        {r && 'error' in r ? <p className="settings-test-fail">测试未完成：{r.error}</p> : null}
        {r && !('error' in r) ? (
          <>
            <p className={r.ok ? 'settings-test-ok' : 'settings-test-fail'}>
              {r.ok ? `${name}测试通过` : `${name}测试未通过`}
            </p>
            <ul className="settings-test-list">
              {r.checks.map((c) => (
                <li key={c.label} className={c.ok ? 'settings-test-ok' : 'settings-test-fail'}>
                  {c.ok ? '✓ ' : '✗ '}
                  {c.label}：{c.detail}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
});
