import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { TemplatesVm } from './templates.vm';

export const TemplatesPage = observer(function TemplatesPage() {
  const vm = useViewModel(TemplatesVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="驳回模板">
      <h2 className="staff-title">驳回原因模板</h2>
      <p className="staff-muted">老师驳回报名时可一键选用这些原因。</p>
      <form
        className="staff-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.add();
        }}
      >
        <label className="staff-field staff-grow">
          <span>新增原因</span>
          <Input
            value={vm.draft}
            onChange={vm.setDraft}
            placeholder="如：证件照不清晰，请重新上传"
            maxLength={200}
          />
        </label>
        <Button color="primary" size="small" type="submit" disabled={vm.busy}>
          添加
        </Button>
      </form>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无模板" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <ul className="staff-list staff-list-wide" aria-label="模板列表">
          {vm.rows.map((t) => (
            <li key={t} className="staff-row staff-row-main">
              <span className="staff-grow">{t}</span>
              <Button
                size="mini"
                color="danger"
                fill="outline"
                disabled={vm.busy}
                onClick={() => void vm.remove(t)}
              >
                删除
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
