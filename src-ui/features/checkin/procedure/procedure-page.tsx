import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useViewModel } from '@ui/di';
import { ProcedureVm } from './procedure.vm';
import { registerOfflineWorker } from '@ui/kit/offline/register-sw';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import { checkinSteps } from '../home/checkin-steps';
import { StepList } from '../home/step-list';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/checkin/procedure: the steps and the QR pass staff scan on arrival. */
function ProcedurePage() {
  const vm = useViewModel(ProcedureVm);
  const p = vm.process;
  useEffect(() => registerOfflineWorker(), []);
  return (
    <LoadedPage vm={vm}>
      {p ? (
        <>
          <section className="ui-card ui-center" aria-label="报到码">
            <h2 className="ck-card-title">我的报到码</h2>
            <p className="ui-muted ui-muted-lead">到校后请向迎新工作人员出示此码</p>
            <div
              style={{
                display: 'inline-block',
                padding: 12,
                background: '#fff',
                border: '1px solid #f0f0f0',
                borderRadius: 8,
                opacity: vm.expired ? 0.3 : 1,
              }}
            >
              <QRCodeSVG
                value={p.passToken}
                size={200}
                level="M"
                role="img"
                aria-label="报到二维码"
                data-testid="pass-qr"
              />
            </div>
            <p className="ck-pass-expiry" data-testid="pass-expiry">
              {vm.expired ? '报到码已过期，请联网刷新' : `有效期至 ${vm.expiresText}`}
            </p>
            {vm.offline ? (
              <>
                <p role="status" className="ck-pass-warn">
                  当前网络不可用，显示的是 {vm.savedText} 保存的报到码
                </p>
                <p className="ui-muted" data-testid="pass-saved">
                  保存于 {vm.savedText}
                </p>
              </>
            ) : null}
          </section>
          <section className="ui-card">
            <h3 className="ck-section-title">报到流程</h3>
            <StepList steps={checkinSteps(p)} />
          </section>
        </>
      ) : null}
    </LoadedPage>
  );
}

export default observer(ProcedurePage);
