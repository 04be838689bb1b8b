import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { useViewModel } from '@ui/di';
import { NoticeVm } from './notice.vm';
import { chinaDateText } from '@domain/time/china-time';
import { LoadedPage } from '@ui/kit/load-state/loaded-page';
import { EmptyState } from '@ui/kit/load-state/states';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/checkin/details: the school's student notice. */
function NoticePage() {
  const vm = useViewModel(NoticeVm);
  const [, navigate] = useLocation();
  const read = async () => {
    const to = await vm.markRead();
    if (to) navigate(to);
  };
  return (
    <LoadedPage vm={vm}>
      {/* An empty notice still offers 我已阅读 (the step must not block the student). */}
      {vm.empty ? (
        <EmptyState text="学校暂未发布新生须知" />
      ) : (
        <article className="ui-card">
          <h2 className="ck-notice-title">{vm.title}</h2>
          {vm.updatedAt ? (
            <p className="ui-muted ui-muted-lead">更新于 {chinaDateText(vm.updatedAt)}</p>
          ) : null}
          <div className="rich-text ck-notice-body" dangerouslySetInnerHTML={{ __html: vm.html }} />
        </article>
      )}
      <div className="ui-card">
        {vm.markError ? (
          <p role="alert" className="ck-pass-warn">
            {vm.markError}
          </p>
        ) : null}
        <Button block color="primary" size="large" loading={vm.marking} onClick={() => void read()}>
          我已阅读，下一步
        </Button>
      </div>
    </LoadedPage>
  );
}

export default observer(NoticePage);
