import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { HOME_ROUTE } from '@domain/shell/routes';
import '@ui/kit/load-state/load-state.css';

/** Said before leaving for the login: the action is finished after coming back. */
export function LoginFirstDialog({
  visible,
  what,
  onLogin,
  onClose,
}: {
  visible: boolean;
  /** What is finished after the login, e.g. 报名信息已保存，登录后将自动提交. */
  what: string;
  onLogin: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      visible={visible}
      title="提交前需要登录"
      content={what}
      onClose={onClose}
      closeOnAction
      actions={[
        [
          { key: 'cancel', text: '暂不登录', onClick: onClose },
          { key: 'login', text: '去登录', bold: true, onClick: onLogin },
        ],
      ]}
    />
  );
}

/** A refused submit: the catalogue's sentence, 重试 and 返回首页 (and the school's phone when known). */
export function SubmitError({
  text,
  onRetry,
  contact,
}: {
  text: string;
  onRetry?: () => void;
  contact?: string | null;
}) {
  return (
    <div className="zs-submit-error ui-mx-16" data-testid="submit-error">
      <div role="alert" className="zs-error-text ui-text-15">
        {text}
      </div>
      <div className="zs-row ui-mt-8" style={{ gap: 12, flexWrap: 'wrap', justifyContent: 'flex-start' }}>
        {onRetry ? (
          <Button size="small" color="primary" fill="outline" className="zs-load-btn" onClick={onRetry}>
            重试
          </Button>
        ) : null}
        <a className="zs-load-link" href={`#${HOME_ROUTE}`}>
          返回首页
        </a>
        {contact ? (
          <a className="zs-load-link" href={`tel:${contact.replace(/[^\d+-]/g, '')}`}>
            咨询电话 {contact}
          </a>
        ) : null}
      </div>
    </div>
  );
}
