import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { type AccountAction, accountStatusLabel, type StaffAccount } from '@domain/staff/accounts';
import { ROLE_LABEL } from '@domain/staff/roles';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { useWide } from '../shared/use-wide';
import { ConfirmDialog, CreateAccountDialog, OneTimeDialog } from './account-dialogs';
import { StaffAccountsVm } from './accounts.vm';
import './accounts.css';
import '../shared/forms.css';

const ACTION_LABEL: Record<AccountAction, string> = {
  resetPassword: '重置密码',
  changeRole: '修改角色',
  disable: '停用',
  enable: '启用',
};

const stateClass = (a: StaffAccount) =>
  a.disabled ? 'staff-account-off' : a.mustChangePassword ? 'staff-account-change' : 'staff-account-on';

function State({ a }: { a: StaffAccount }) {
  return <span className={`staff-account-state ${stateClass(a)}`}>{accountStatusLabel(a)}</span>;
}

/** Exactly the actions the server sent for the row, each asking for confirmation first. */
const Actions = observer(function Actions({ vm, a }: { vm: StaffAccountsVm; a: StaffAccount }) {
  return (
    <div className="staff-actions">
      {a.actions.map((k) => (
        <Button
          key={k}
          size="small"
          className="staff-btn44"
          color={k === 'disable' ? 'danger' : 'primary'}
          fill="outline"
          disabled={vm.busy}
          onClick={() => vm.ask(k, a)}
        >
          {ACTION_LABEL[k]}
        </Button>
      ))}
    </div>
  );
});

const lastLogin = (a: StaffAccount) => (a.lastLoginAt ? chinaTime(a.lastLoginAt) : '从未登录');

const AccountsTable = observer(function AccountsTable({ vm }: { vm: StaffAccountsVm }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-accounts-table" aria-label="账号列表">
        <thead>
          <tr>
            <th scope="col">姓名</th>
            <th scope="col">手机号</th>
            <th scope="col">角色</th>
            <th scope="col">状态</th>
            <th scope="col">最近登录</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((a) => (
            <tr key={a.id} aria-label={`${a.name}的账号`}>
              <td>{a.name}</td>
              <td>{a.phone}</td>
              <td>{ROLE_LABEL[a.role]}</td>
              <td>
                <State a={a} />
              </td>
              <td>{lastLogin(a)}</td>
              <td>
                <Actions vm={vm} a={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

const AccountCards = observer(function AccountCards({ vm }: { vm: StaffAccountsVm }) {
  return (
    <ul className="staff-accounts-cards" aria-label="账号列表">
      {vm.rows.map((a) => (
        <li key={a.id} className="staff-accounts-card" aria-label={`${a.name}的账号`}>
          <div className="staff-accounts-card-main">
            <strong>{a.name}</strong>
            <span>{ROLE_LABEL[a.role]}</span>
            <State a={a} />
          </div>
          <div className="staff-accounts-card-sub">
            <span>手机号 {a.phone}</span>
            <span>最近登录 {lastLogin(a)}</span>
          </div>
          <Actions vm={vm} a={a} />
        </li>
      ))}
    </ul>
  );
});

/** 账号管理 (学校管理员): a table on a desktop, cards on a phone. */
export const AccountsPage = observer(function AccountsPage() {
  const vm = useViewModel(StaffAccountsVm);
  const wide = useWide();
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="账号管理">
      <div className="staff-accounts-head">
        <h2 className="staff-title">账号管理</h2>
        <Button className="staff-btn44" color="primary" onClick={vm.openCreate}>
          新建账号
        </Button>
      </div>
      <p className="staff-accounts-hint">
        新账号和重置后的密码只显示一次，首次登录须修改。学校至少保留一名在用的学校管理员。
      </p>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无账号" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        wide ? (
          <AccountsTable vm={vm} />
        ) : (
          <AccountCards vm={vm} />
        )
      ) : null}
      <CreateAccountDialog vm={vm} />
      <ConfirmDialog vm={vm} />
      <OneTimeDialog vm={vm} />
    </section>
  );
});
