import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStaffSession } from '../app/session-context';
import { ForgotPasswordPage } from './forgot-password-page';
import '../shared/forms.css';

/** 登录: school, phone, password; 忘记密码 finds the password again by SMS. */
export const LoginPage = observer(function LoginPage({ orgId: initialOrg = '' }: { orgId?: string }) {
  const s = useStaffSession();
  const [orgId, setOrgId] = useState(initialOrg);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  const [reset, setReset] = useState(false);
  if (forgot)
    return (
      <ForgotPasswordPage
        orgId={orgId}
        phone={phone}
        onBack={(done) => {
          setForgot(false);
          setReset(!!done);
          if (done) {
            setPhone(done.phone);
            setPassword('');
          }
        }}
      />
    );
  return (
    <main className="staff-login">
      <form
        className="staff-card"
        aria-label="登录"
        onSubmit={(e) => {
          e.preventDefault();
          setReset(false);
          void s.signIn(orgId, phone, password);
        }}
      >
        <h1 className="staff-login-title">学校工作台</h1>
        <label className="staff-field">
          <span>学校编号</span>
          <Input
            className="staff-input"
            value={orgId}
            onChange={setOrgId}
            placeholder="请输入学校编号"
            clearable
          />
        </label>
        <label className="staff-field">
          <span>手机号</span>
          <Input
            className="staff-input"
            type="tel"
            value={phone}
            onChange={setPhone}
            placeholder="请输入手机号"
          />
        </label>
        <label className="staff-field">
          <span>密码</span>
          <Input
            className="staff-input"
            type="password"
            value={password}
            onChange={setPassword}
            placeholder="请输入密码"
          />
        </label>
        {/* Back from 忘记密码: the news replaces the error of the attempt before it. */}
        {reset ? (
          <p role="status" className="staff-notice staff-notice-ok">
            密码已重置，请用新密码登录。
          </p>
        ) : s.error ? (
          <p role="alert" className="staff-notice staff-notice-error">
            {s.error}
          </p>
        ) : null}
        <Button className="staff-btn44" block color="primary" type="submit" loading={s.busy}>
          登录
        </Button>
        <div className="staff-login-links">
          <button type="button" className="staff-link-button" onClick={() => setForgot(true)}>
            忘记密码？
          </button>
        </div>
      </form>
    </main>
  );
});
