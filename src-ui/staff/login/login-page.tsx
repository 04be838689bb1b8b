import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStaffSession } from '../app/session-context';

/** 登录: school, phone, password. */
export const LoginPage = observer(function LoginPage({ orgId: initialOrg = '' }: { orgId?: string }) {
  const s = useStaffSession();
  const [orgId, setOrgId] = useState(initialOrg);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main className="staff-login">
      <form
        className="staff-card"
        aria-label="登录"
        onSubmit={(e) => {
          e.preventDefault();
          void s.signIn(orgId, phone, password);
        }}
      >
        <h1 className="staff-login-title">学校工作台</h1>
        <label className="staff-field">
          <span>学校编号</span>
          <Input value={orgId} onChange={setOrgId} placeholder="请输入学校编号" clearable />
        </label>
        <label className="staff-field">
          <span>手机号</span>
          <Input type="tel" value={phone} onChange={setPhone} placeholder="请输入手机号" />
        </label>
        <label className="staff-field">
          <span>密码</span>
          <Input type="password" value={password} onChange={setPassword} placeholder="请输入密码" />
        </label>
        {s.error ? (
          <p role="alert" className="staff-notice staff-notice-error">
            {s.error}
          </p>
        ) : null}
        <Button block color="primary" type="submit" loading={s.busy}>
          登录
        </Button>
      </form>
    </main>
  );
});
