import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { RichText } from '@ui/kit/rich-text/rich-text';
import type { PrivacyGateVm } from './privacy-gate.vm';
import './privacy.css';

/** The 个人信息保护告知 sheet of the PrivacyGate; loaded when it first opens (issue 28). */
export const PrivacySheet = observer(function PrivacySheet({
  vm,
  onLeave,
}: {
  vm: PrivacyGateVm;
  onLeave: () => void;
}) {
  const n = vm.notice;
  // A notice that arrives while the parent types: the field loses focus, so its digit keyboard (a popup
  // above this sheet) closes instead of covering 我已阅读并同意.
  useEffect(() => {
    if (vm.open && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }, [vm.open]);
  return (
    <Popup visible={vm.open} className="pv-popup" bodyClassName="pv-sheet" destroyOnClose>
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
        <Button block onClick={onLeave}>
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
  );
});
