import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HOME_ROUTE } from '@domain/shell/routes';
import { useViewModel } from '@ui/di';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { PrivacyGateVm } from './privacy-gate.vm';
import './privacy.css';

/**
 * PIPL: the school's 个人信息保护告知 comes before the first personal data a screen asks for. The
 * screen renders underneath; the sheet cannot be dismissed except by agreeing or leaving (不同意).
 */
export const PrivacyGate = observer(function PrivacyGate({ children }: { children: ReactNode }) {
  const vm = useViewModel(PrivacyGateVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const n = vm.notice;
  return (
    <>
      {children}
      <Popup visible={vm.open} bodyClassName="pv-sheet" destroyOnClose>
        <h2 className="pv-title">{n?.title ?? '个人信息保护告知'}</h2>
        {n ? (
          <>
            <div className="pv-body">
              <RichText html={n.content} testId="privacy-notice" />
            </div>
            <Checkbox checked={vm.agreed} onChange={vm.setAgreed} className="pv-agree">
              我已阅读并同意
            </Checkbox>
          </>
        ) : null}
        {vm.error ? (
          <p role="alert" className="ui-error">
            {vm.error}
          </p>
        ) : null}
        <div className="pv-actions">
          <Button block onClick={() => navigate(HOME_ROUTE)}>
            不同意
          </Button>
          {n ? (
            <Button block color="primary" loading={vm.busy} onClick={() => void vm.accept()}>
              同意并继续
            </Button>
          ) : (
            <Button block color="primary" onClick={() => void vm.load()}>
              重试
            </Button>
          )}
        </div>
      </Popup>
    </>
  );
});
