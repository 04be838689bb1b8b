import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { MoreInfoVm } from './more-info.vm';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/checkin/moreinfos */
function CheckinMoreInfoPage() {
  const vm = useViewModel(MoreInfoVm);
  return (
    <LoadedPage vm={vm} empty="暂无更多信息">
      {() => (
        <dl className="ui-card">
          {vm.items.map((it, i) => (
            <div key={i} className={i ? 'ck-info-row ck-info-row-ruled' : 'ck-info-row'}>
              <dt className="ui-muted ck-info-label">{it.label}</dt>
              <dd className="ck-info-value">
                {/* A link line of the school (报到设置's map link) opens; anything else is text. */}
                {/^https?:\/\/\S+$/i.test(it.value) ? (
                  <a href={it.value} target="_blank" rel="noopener noreferrer">
                    打开{it.label}
                  </a>
                ) : (
                  it.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </LoadedPage>
  );
}

export default observer(CheckinMoreInfoPage);
