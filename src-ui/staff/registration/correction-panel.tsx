import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { DynamicForm, type DynamicFormHandle } from '@ui/kit/dynamic-form';
import type { FieldChange } from '@domain/staff/corrections-gateway';
import type { CorrectionVm } from './correction.vm';

/** What a correction changed: 字段 原值 → 新值 (identity numbers and phones masked by the server). */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="reg-changes" aria-label="更正内容">
      {changes.map((c) => (
        <li key={c.prop}>
          <b>{c.label}</b>：<span className="reg-before">{c.before || '（空）'}</span> →{' '}
          <span className="reg-after">{c.after || '（空）'}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 更正信息: the parent's own form (same dynamic form, mapping and checks) on the registration's form
 * version, attachments and signature read-only, a required reason, 保存更正 / 取消.
 */
export const CorrectionPanel = observer(function CorrectionPanel({ vm }: { vm: CorrectionVm }) {
  const form = useRef<DynamicFormHandle>(null);
  const reasonId = useId();
  const f = vm.form;
  if (!vm.editing || !f) return null;
  const save = () => {
    if (form.current?.validate().length) {
      form.current.scrollToFirstError();
      return;
    }
    void vm.save();
  };
  return (
    <section className="reg-correction" aria-label="更正报名信息">
      <h3 className="staff-subtitle">更正报名信息</h3>
      <p className="staff-muted">
        按报名时的报名表（第{f.formVersion}
        版）填写规则更正；附件和签名为家长本人提交，不能更改。保存后家长会收到通知。
      </p>
      <div className="reg-correction-form">
        <DynamicForm
          ref={form}
          fields={vm.fields}
          values={vm.values}
          options={vm.options}
          onChange={(key, value) => vm.setAnswer(key, value)}
        />
      </div>
      <label htmlFor={reasonId} className="staff-label">
        更正原因（必填）
      </label>
      <TextArea
        id={reasonId}
        className="staff-textbox"
        placeholder="例如：家长来电告知毕业学校填写有误"
        value={vm.reason}
        onChange={vm.setReason}
        maxLength={200}
        rows={2}
      />
      {vm.notice && !vm.notice.ok ? (
        <p role="alert" className="reg-correction-error">
          {vm.notice.text}
        </p>
      ) : null}
      <div className="staff-actions">
        <Button color="primary" disabled={vm.busy || vm.reasonMissing} loading={vm.busy} onClick={save}>
          保存更正
        </Button>
        <Button fill="outline" disabled={vm.busy} onClick={vm.cancel}>
          取消
        </Button>
      </div>
    </section>
  );
});
