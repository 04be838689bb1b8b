import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ForgotPasswordVm } from './forgot-password.vm';
import '../shared/forms.css';

/** 忘记密码 on the login screen: a code by SMS to the account's phone, then a new password. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage({
  orgId,
  phone,
  onBack,
}: {
  orgId: string;
  phone: string;
  /** Back to 登录; with the phone when the password was reset. */
  onBack: (done: { phone: string } | null) => void;
}) {
  const vm = useViewModel(ForgotPasswordVm);
  useEffect(() => {
    vm.set({ orgId, phone });
    return vm.dispose;
  }, [vm, orgId, phone]);
  const done = vm.step === 'done';
  return (
    <main className="staff-login">
      <form
        className="staff-card"
        aria-label="忘记密码"
        onSubmit={(e) => {
          e.preventDefault();
          void (vm.step === 'request' ? vm.sendCode() : vm.reset());
        }}
      >
        <h1 className="staff-login-title">找回密码</h1>
        {done ? (
          <p role="status" className="staff-notice staff-notice-ok">
            密码已重置，请用新密码登录。
          </p>
        ) : (
          <>
            <div className="staff-field">
              <label htmlFor="fp-org">学校编号</label>
              <Input
                id="fp-org"
                className="staff-input"
                value={vm.orgId}
                onChange={(v) => vm.set({ orgId: v })}
                disabled={vm.step !== 'request'}
              />
            </div>
            <div className="staff-field">
              <label htmlFor="fp-phone">手机号</label>
              <Input
                id="fp-phone"
                className="staff-input"
                type="tel"
                maxLength={11}
                value={vm.phone}
                onChange={(v) => vm.set({ phone: v })}
                disabled={vm.step !== 'request'}
                placeholder="账号的手机号"
              />
            </div>
            {vm.step === 'reset' ? (
              <>
                <p role="status" className="staff-notice staff-notice-ok">
                  如该手机号是本校账号，验证码已发送，5分钟内有效。
                </p>
                <div className="staff-field">
                  <label htmlFor="fp-code">验证码</label>
                  <Input
                    id="fp-code"
                    className="staff-input"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={vm.code}
                    onChange={(v) => vm.set({ code: v })}
                  />
                </div>
                <Button
                  className="staff-btn44"
                  size="small"
                  fill="outline"
                  color="primary"
                  disabled={vm.wait > 0 || vm.busy}
                  onClick={() => void vm.sendCode()}
                >
                  {vm.wait > 0 ? `${vm.wait}秒后可重新获取` : '重新获取验证码'}
                </Button>
                <div className="staff-field">
                  <label htmlFor="fp-new">新密码</label>
                  <Input
                    id="fp-new"
                    className="staff-input"
                    type="password"
                    value={vm.next}
                    onChange={(v) => vm.set({ next: v })}
                    placeholder="至少8位"
                  />
                </div>
                <div className="staff-field">
                  <label htmlFor="fp-again">确认新密码</label>
                  <Input
                    id="fp-again"
                    className="staff-input"
                    type="password"
                    value={vm.again}
                    onChange={(v) => vm.set({ again: v })}
                  />
                </div>
              </>
            ) : null}
            {vm.error ? (
              <p role="alert" className="staff-notice staff-notice-error">
                {vm.error}
              </p>
            ) : null}
            <Button className="staff-btn44" block color="primary" type="submit" loading={vm.busy}>
              {vm.step === 'request' ? '获取验证码' : '重置密码'}
            </Button>
          </>
        )}
        <Button
          className="staff-btn44"
          block
          fill="none"
          color={done ? 'primary' : 'default'}
          onClick={() => onBack(done ? { phone: vm.phone.trim() } : null)}
        >
          返回登录
        </Button>
      </form>
    </main>
  );
});
