import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { ACTIVITY_AUDIENCE, type ActivityAudience } from '@domain/journeys/activity-lifecycle';
import { STAFF_PATHS } from '@domain/staff/routes';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { FormField as StaffFormField, type FormFieldKind } from '../shared/form-field';
import { Notice } from '../shared/notice';
import { ActivityEditorVm, type FormField } from './activity-editor.vm';
import '../shared/manage.css';

/** One field of the form, bound to the view model. */
const Field = observer(function Field({
  vm,
  field,
  label,
  kind,
}: {
  vm: ActivityEditorVm;
  field: FormField;
  label: string;
  kind?: FormFieldKind;
}) {
  return (
    <StaffFormField
      label={label}
      value={vm.form[field]}
      error={vm.errors[field]}
      onChange={(v) => vm.set(field, v)}
      kind={kind}
      maxLength={kind === 'multiline' ? 2000 : undefined}
    />
  );
});

/** 新建活动 / 编辑活动: title, place, times in China time, capacity, who may sign up. */
export const ActivityEditorPage = observer(function ActivityEditorPage({ id }: { id: string }) {
  const vm = useViewModel(ActivityEditorVm);
  const [, navigate] = useLocation();
  const audienceId = useId();
  useEffect(() => void vm.open(id), [vm, id]);
  const title = id === 'new' ? '新建活动' : '编辑活动';
  const save = async () => {
    if (await vm.save()) navigate(STAFF_PATHS.activities);
  };
  return (
    <section className="staff-page manage-page" aria-label={title}>
      <Link href={STAFF_PATHS.activities} className="staff-back">
        ‹ 返回活动列表
      </Link>
      <h2 className="staff-title">{title}</h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open(id)} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open(id)} home={false} />
      ) : null}
      {vm.status === 'ready' ? (
        <form
          className="staff-card manage-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field vm={vm} field="title" label="活动名称" />
          <Field vm={vm} field="place" label="活动地点" />
          <div className="manage-form-grid">
            <Field vm={vm} field="startAt" label="活动开始时间" kind="chinaTime" />
            <Field vm={vm} field="endAt" label="活动结束时间" kind="chinaTime" />
            <Field vm={vm} field="signStart" label="报名开始时间" kind="chinaTime" />
            <Field vm={vm} field="signEnd" label="报名截止时间" kind="chinaTime" />
            <Field vm={vm} field="capacity" label="名额" kind="number" />
            <div className="staff-field">
              <label htmlFor={audienceId}>可报名人员</label>
              <select
                id={audienceId}
                value={vm.form.audience}
                onChange={(e) => vm.set('audience', e.target.value as ActivityAudience)}
              >
                {Object.entries(ACTIVITY_AUDIENCE).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Field vm={vm} field="description" label="活动介绍" kind="multiline" />
          {vm.signed > 0 ? (
            <p className="manage-muted">已有{vm.signed}人报名，名额不能少于已报名人数。</p>
          ) : null}
          <p className="manage-muted">时间均为北京时间。</p>
          <Notice vm={vm} />
          <div className="staff-actions">
            <Button type="submit" color="primary" loading={vm.busy} disabled={vm.busy}>
              保存
            </Button>
            <Button type="button" onClick={() => navigate(STAFF_PATHS.activities)}>
              取消编辑
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
});
