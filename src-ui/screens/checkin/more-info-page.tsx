import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PageHeader } from '@ui/components/page-header';
import { useViewModel } from '@ui/di';
import { MoreInfoVm } from './more-info.vm';
import { CARD_STYLE, MUTED_STYLE, PAGE_STYLE } from './page-style';
import { Empty, LoadError, Loading } from './screen-states';

/** /orientation/checkin/moreinfos */
function CheckinMoreInfoPage() {
  const vm = useViewModel(MoreInfoVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <div style={PAGE_STYLE}>
      <PageHeader />
      <main style={{ paddingBottom: 24 }}>
        {vm.status === 'loading' ? <Loading /> : null}
        {vm.status === 'error' ? <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} /> : null}
        {vm.status === 'ready' && vm.items.length === 0 ? <Empty>暂无更多信息</Empty> : null}
        {vm.status === 'ready' && vm.items.length > 0 ? (
          <dl style={{ ...CARD_STYLE, margin: '12px 12px 0' }}>
            {vm.items.map((it, i) => (
              <div key={i} style={{ padding: '10px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
                <dt style={{ ...MUTED_STYLE, marginBottom: 4 }}>{it.label}</dt>
                <dd style={{ margin: 0, fontSize: 15, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{it.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </main>
    </div>
  );
}

export default observer(CheckinMoreInfoPage);
