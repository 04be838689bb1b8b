import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useRef, useState } from 'react';
import { copyText } from '@ui/kit/clipboard/copy-text';
import { confirmQuestion, type StaffAccountsVm } from './accounts.vm';
import { RolePicker } from './role-picker';
import { useStaffSession } from '../app/session-context';

/** A bottom sheet named by its title (the ReasonDialog convention of the staff app). While it slides
 *  out after its subject is cleared, it keeps the last title, so the closing dialog is never nameless. */
function Sheet({
  visible,
  title,
  onClose,
  children,
}: {
  visible: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  const last = useRef(title);
  if (title) last.current = title;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="staff-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-label={last.current}>
        <h3 className="staff-sheet-title">{last.current}</h3>
        {children}
      </div>
    </Popup>
  );
}

export const CreateAccountDialog = observer(function CreateAccountDialog({ vm }: { vm: StaffAccountsVm }) {
  return (
    <Sheet visible={vm.creating} title="新建账号" onClose={vm.closeCreate}>
      <form
        aria-label="新建账号"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.create();
        }}
      >
        <div className="staff-field">
          <label htmlFor="acc-name">姓名</label>
          <Input
            id="acc-name"
            className="staff-input"
            value={vm.draft.name}
            maxLength={32}
            onChange={(name) => vm.setDraft({ name })}
            placeholder="老师的姓名"
          />
        </div>
        <div className="staff-field">
          <label htmlFor="acc-phone">手机号</label>
          <Input
            id="acc-phone"
            className="staff-input"
            type="tel"
            maxLength={11}
            value={vm.draft.phone}
            onChange={(phone) => vm.setDraft({ phone })}
            placeholder="用于登录和找回密码"
          />
        </div>
        <RolePicker name="acc-role" value={vm.draft.role} onChange={(role) => vm.setDraft({ role })} />
        {vm.draftError ? (
          <p role="alert" className="staff-notice staff-notice-error">
            {vm.draftError}
          </p>
        ) : null}
        <div className="staff-sheet-actions">
          <Button className="staff-btn44" onClick={vm.closeCreate}>
            取消
          </Button>
          <Button className="staff-btn44" color="primary" type="submit" loading={vm.busy}>
            创建
          </Button>
        </div>
      </form>
    </Sheet>
  );
});

export const ConfirmDialog = observer(function ConfirmDialog({ vm }: { vm: StaffAccountsVm }) {
  const p = vm.pending;
  const q = p ? confirmQuestion(p) : null;
  return (
    <Sheet visible={!!p} title={q?.title ?? ''} onClose={vm.cancel}>
      {p && q ? (
        <>
          <p>{q.text}</p>
          {p.kind === 'changeRole' ? (
            <RolePicker name="acc-new-role" value={p.role} onChange={vm.setPendingRole} />
          ) : null}
          <div className="staff-sheet-actions">
            <Button className="staff-btn44" onClick={vm.cancel}>
              取消
            </Button>
            <Button
              className="staff-btn44"
              color={p.kind === 'disable' ? 'danger' : 'primary'}
              disabled={p.kind === 'changeRole' && p.role === p.account.role}
              onClick={() => void vm.confirm()}
            >
              {q.ok}
            </Button>
          </div>
        </>
      ) : null}
    </Sheet>
  );
});

/** The one-time password, shown once: copy it, then close (closing forgets it). */
export const OneTimeDialog = observer(function OneTimeDialog({ vm }: { vm: StaffAccountsVm }) {
  const o = vm.oneTime;
  const orgId = useStaffSession().me?.orgId ?? '';
  // The staff app's own address with the school: where the new account signs in.
  const address = `${location.origin}${location.pathname}?orgId=${encodeURIComponent(orgId)}`;
  const [copied, setCopied] = useState<boolean | null>(null);
  const close = () => {
    setCopied(null);
    vm.closeOneTime();
  };
  return (
    <Sheet visible={!!o} title={o?.title ?? ''}>
      {o ? (
        <>
          <p>
            {o.name}（{o.phone}）的一次性密码：
          </p>
          <output className="staff-one-time" aria-label="一次性密码">
            {o.password}
          </output>
          <dl className="staff-login-info" aria-label="登录信息">
            <dt>登录地址</dt>
            <dd className="staff-login-address">{address}</dd>
            <dt>学校编号</dt>
            <dd>{orgId}</dd>
            <dt>手机号</dt>
            <dd>{o.phone}</dd>
          </dl>
          <p className="staff-warning" role="note">
            此密码只显示这一次，关闭后无法再次查看。请当面或通过安全渠道告知本人；首次登录须修改密码。
          </p>
          {copied !== null ? (
            <p
              role="status"
              className={copied ? 'staff-notice staff-notice-ok' : 'staff-notice staff-notice-error'}
            >
              {copied ? '已复制到剪贴板' : '复制失败，请手动记下密码'}
            </p>
          ) : null}
          <div className="staff-sheet-actions">
            <Button
              className="staff-btn44"
              color="primary"
              fill="outline"
              onClick={async () => setCopied(await copyText(o.password))}
            >
              复制密码
            </Button>
            <Button className="staff-btn44" color="primary" onClick={close}>
              我已记下，关闭
            </Button>
          </div>
        </>
      ) : null}
    </Sheet>
  );
});
