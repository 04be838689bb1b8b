import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { NoticeVm } from './notice.vm';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import { Empty } from '@ui/kit/load-state/spinner-states';
import '@ui/kit/layout/layout.css';

/** /orientation/checkin/details: the school's student notice. */
function NoticePage() {
  const vm = useViewModel(NoticeVm);
  return (
    <LoadedPage vm={vm}>
      {vm.empty ? <Empty>学校暂未发布新生须知</Empty> : null}
      {vm.status === 'ready' && !vm.empty ? (
        <article className="zs-card">
          <h2 style={{ margin: '0 0 4px', fontSize: 18 }}>{vm.title}</h2>
          {vm.updatedAt ? <p className="zs-muted zs-muted-lead">更新于 {vm.updatedAt.slice(0, 10)}</p> : null}
          <div
            className="rich-text"
            style={{ fontSize: 15, lineHeight: 1.7, overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: vm.html }}
          />
          <style>
            {
              '.rich-text img,.rich-text video,.rich-text table{max-width:100%;height:auto}.rich-text table{display:block;overflow-x:auto}'
            }
          </style>
        </article>
      ) : null}
    </LoadedPage>
  );
}

export default observer(NoticePage);
