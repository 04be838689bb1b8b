import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { useViewModel } from '@ui/di';
import { ProcedureVm } from './procedure.vm';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import '@ui/kit/layout/layout.css';

/** /orientation/checkin/procedure: the steps and the QR pass staff scan on arrival. */
function ProcedurePage() {
  const vm = useViewModel(ProcedureVm);
  const p = vm.process;
  return (
    <LoadedPage vm={vm}>
      {p ? (
        <>
          <section className="zs-card zs-center" aria-label="报到码">
            <h2 style={{ margin: '0 0 4px', fontSize: 17 }}>我的报到码</h2>
            <p className="zs-muted zs-muted-lead">到校后请向迎新工作人员出示此码</p>
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
            <p style={{ margin: '12px 0 0', fontSize: 14 }} data-testid="pass-expiry">
              {vm.expired ? '报到码已过期，请联网刷新' : `有效期至 ${vm.expiresText}`}
            </p>
            {vm.offline ? (
              <p role="status" style={{ margin: '8px 0 0', fontSize: 13, color: '#ff8f1f' }}>
                当前网络不可用，显示的是 {vm.savedText} 保存的报到码
              </p>
            ) : null}
          </section>
          <section className="zs-card">
            <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>报到流程</h3>
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {p.steps.map((s, i) => (
                <li
                  key={s.key}
                  style={{
                    display: 'flex',
                    gap: 12,
                    alignItems: 'center',
                    padding: '10px 0',
                    borderTop: i ? '1px solid #f0f0f0' : undefined,
                  }}
                >
                  <span
                    aria-hidden="true"
                    style={{
                      width: 24,
                      height: 24,
                      borderRadius: 12,
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 13,
                      color: '#fff',
                      background: s.done ? '#00b578' : '#bfbfbf',
                      flex: '0 0 24px',
                    }}
                  >
                    {s.done ? '✓' : i + 1}
                  </span>
                  <span style={{ flex: 1 }}>{s.name}</span>
                  <span style={{ fontSize: 13, color: s.done ? '#00b578' : '#8c8c8c' }}>
                    {s.done ? '已完成' : '未完成'}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </LoadedPage>
  );
}

export default observer(ProcedurePage);
