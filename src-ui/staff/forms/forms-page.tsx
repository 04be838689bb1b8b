import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { FormDesigner } from './form-designer';
import { FormsVm } from './forms.vm';
import '../shared/forms.css';
import './forms.css';

/** 从已有报名表复制: the chosen form's latest published version (else its draft) as a new form. */
const CopyChoice = observer(function CopyChoice({ vm }: { vm: FormsVm }) {
  const selectId = useId();
  return (
    <form
      className="staff-card forms-new"
      aria-label="从已有报名表复制"
      onSubmit={(e) => {
        e.preventDefault();
        vm.begin();
      }}
    >
      <div className="forms-setting">
        <label htmlFor={selectId}>复制哪个报名表</label>
        <select
          id={selectId}
          className="staff-input forms-input"
          value={vm.copyFrom}
          onChange={(e) => vm.setCopyFrom(e.target.value)}
        >
          {vm.rows.map((f) => (
            <option key={f.templateId} value={f.templateId}>
              {f.name}（{vm.versionText(f)}）
            </option>
          ))}
        </select>
      </div>
      <p className="forms-muted">
        复制最新发布的版本（未发布则复制草稿）为一个新报名表，原报名表和使用它的计划不变。
      </p>
      <div className="staff-actions">
        <Button type="submit" color="primary" className="staff-btn44">
          复制并开始设计
        </Button>
        <Button type="button" fill="outline" className="staff-btn44" onClick={vm.cancelNew}>
          取消
        </Button>
      </div>
    </form>
  );
});

/** 报名表设计 (a region inside the shell's main; its own h1): the school's forms, then the designer. */
export const FormsPage = observer(function FormsPage() {
  const vm = useViewModel(FormsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page forms-page" aria-label="报名表设计">
      <div className="staff-toolbar">
        <h1 className="staff-title staff-grow">报名表设计</h1>
        {vm.editor || vm.choosing ? null : (
          <>
            <Button color="primary" size="small" className="staff-btn44" onClick={() => vm.open(null)}>
              新建报名表
            </Button>
            {vm.rows.length ? (
              <Button
                fill="outline"
                color="primary"
                size="small"
                className="staff-btn44"
                onClick={vm.startCopy}
              >
                从已有报名表复制
              </Button>
            ) : null}
          </>
        )}
      </div>
      {vm.editor ? (
        <FormDesigner vm={vm.editor} onBack={() => void vm.close()} />
      ) : vm.choosing ? (
        <CopyChoice vm={vm} />
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
