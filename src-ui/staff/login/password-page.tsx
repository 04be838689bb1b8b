import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PASSWORD_HINT } from '@domain/staff/password-policy';
import { useStaffSession } from '../app/session-context';
import '../shared/forms.css';

/** 修改密码: required at the first login (the server answers nothing else until it is done). */
export const PasswordPage = observer(function PasswordPage() {
  const s = useStaffSession();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  return (
    <main className="staff-login">
      <form
        className="staff-card"
        aria-label="修改密码"
        onSubmit={(e) => {
          e.preventDefault();
          void s.changePassword(old, next, again);
        }}
      >
        <h1 className="staff-login-title">修改初始密码</h1>
        <p className="staff-muted" id="staff-pw-hint">
          首次登录请先修改密码。新密码{PASSWORD_HINT}。
        </p>
        {s.knowsOldPassword ? null : (
          <label className="staff-field">
            <span>原密码</span>
            <Input
              className="staff-input"
              type="password"
              value={old}
              onChange={setOld}
              placeholder="请输入原密码（一次性密码）"
              autoComplete="current-password"
            />
          </label>
        )}
        <label className="staff-field">
          <span>新密码</span>
          <Input
            className="staff-input"
            type="password"
            value={next}
            onChange={setNext}
            placeholder="请输入新密码"
            autoComplete="new-password"
            aria-describedby="staff-pw-hint"
          />
        </label>
        <label className="staff-field">
          <span>确认新密码</span>
          <Input
            className="staff-input"
            type="password"
            value={again}
            onChange={setAgain}
            placeholder="请再次输入新密码"
            autoComplete="new-password"
          />
        </label>
        {s.error ? (
          <p role="alert" className="staff-notice staff-notice-error">
            {s.error}
          </p>
        ) : null}
        <Button className="staff-btn44" block color="primary" type="submit" loading={s.busy}>
          确认修改
        </Button>
        <Button className="staff-btn44" block fill="none" onClick={() => void s.logout()}>
          退出登录
        </Button>
      </form>
    </main>
  );
});
