import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { FormDesigner } from './form-designer';
import { FormsVm } from './forms.vm';
import '../shared/forms.css';
import './forms.css';

/** 报名表设计 (a region inside the shell's main; its own h1): the school's forms, then the designer. */
export const FormsPage = observer(function FormsPage() {
  const vm = useViewModel(FormsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page forms-page" aria-label="报名表设计">
      <div className="staff-toolbar">
        <h1 className="staff-title staff-grow">报名表设计</h1>
        {vm.editor ? null : (
          <Button color="primary" size="small" className="staff-btn44" onClick={() => vm.open(null)}>
            新建报名表
          </Button>
        )}
      </div>
      {vm.editor ? (
        <FormDesigner vm={vm.editor} onBack={() => void vm.close()} />
      ) : (
        <>
          <Notice vm={vm} />
          <ListStates vm={vm} empty="还没有报名表，点击“新建报名表”开始" retry={() => void vm.load()} />
          {vm.status === 'ready' && vm.rows.length ? (
            <ul className="staff-list forms-list" aria-label="报名表列表">
              {vm.rows.map((f) => (
                <li key={f.templateId} className="staff-card forms-card">
                  <div className="forms-card-text">
                    <strong>{f.name}</strong>
                    <span className="forms-muted">{vm.versionText(f)}</span>
                    {f.plans.length ? (
                      <span className="forms-muted">
                        使用中：{f.plans.map((p) => `${p.name}（第${p.formVersion}版）`).join('、')}
                      </span>
                    ) : null}
                  </div>
                  <Button
                    size="small"
                    fill="outline"
                    color="primary"
                    className="staff-btn44"
                    aria-label={`设计：${f.name}`}
                    onClick={() => vm.open(f.templateId)}
                  >
                    设计
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
});
