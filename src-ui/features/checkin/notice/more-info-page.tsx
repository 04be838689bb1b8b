import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { MoreInfoVm } from './more-info.vm';
import { CARD_STYLE, MUTED_STYLE } from '../shared/page-style';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import { Empty } from '@ui/kit/load-state/spinner-states';

/** /orientation/checkin/moreinfos */
function CheckinMoreInfoPage() {
  const vm = useViewModel(MoreInfoVm);
  return (
    <LoadedPage vm={vm}>
      {vm.status === 'ready' && vm.items.length === 0 ? <Empty>暂无更多信息</Empty> : null}
      {vm.status === 'ready' && vm.items.length > 0 ? (
        <dl style={{ ...CARD_STYLE, margin: '12px 12px 0' }}>
          {vm.items.map((it, i) => (
            <div key={i} style={{ padding: '10px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
              <dt style={{ ...MUTED_STYLE, marginBottom: 4 }}>{it.label}</dt>
              <dd style={{ margin: 0, fontSize: 15, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {it.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </LoadedPage>
  );
}

export default observer(CheckinMoreInfoPage);
