import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStaffSession } from '../app/session-context';

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
        <p className="staff-muted">首次登录请先修改密码，新密码至少8位。</p>
        <div className="staff-field">
          <label htmlFor="staff-old">原密码</label>
          <Input id="staff-old" type="password" value={old} onChange={setOld} />
        </div>
        <div className="staff-field">
          <label htmlFor="staff-new">新密码</label>
          <Input id="staff-new" type="password" value={next} onChange={setNext} />
        </div>
        <div className="staff-field">
          <label htmlFor="staff-again">确认新密码</label>
          <Input id="staff-again" type="password" value={again} onChange={setAgain} />
        </div>
        {s.error ? (
          <p role="alert" className="staff-notice staff-notice-error">
            {s.error}
          </p>
        ) : null}
        <Button block color="primary" type="submit" loading={s.busy}>
          确认修改
        </Button>
        <Button block fill="none" onClick={() => void s.logout()}>
          退出登录
        </Button>
      </form>
    </main>
  );
});
