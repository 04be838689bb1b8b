import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { ChinaDateField } from '../shared/china-date-field';
import { Notice } from '../shared/notice';
import { RichEditor } from '../shared/rich-editor';
import type { PlanDraft, PlanEditorVm } from './plan-editor.vm';
import { AdmissionModeFields } from './admission-mode-fields';

/** 'YYYY-MM-DDTHH:mm' (China wall clock) as 2026年9月1日 08:00. */
const wallClockText = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(v);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日 ${m[4]}` : '';
};

type TextKey = Exclude<keyof PlanDraft, 'payAtRegistration' | 'majorIds' | 'description'>;

// The hint stays outside the label so the input's accessible name is the label alone.
const Field = ({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) => (
  <div className="plans-field">
    <label className="staff-field">
      <span>{label}</span>
      {children}
    </label>
    {hint ? <small className="plans-hint">{hint}</small> : null}
  </div>
);

/** 新建 / 编辑招生计划: one column on a phone, two on a wide screen; times are China time (北京时间). */
export const PlanEditor = observer(function PlanEditor({
  vm,
  onSave,
  onCancel,
}: {
  vm: PlanEditorVm;
  onSave: () => void;
  onCancel: () => void;
}) {
  if (vm.status === 'loading') return <LoadingState onRetry={() => void vm.load()} />;
  if (vm.status === 'error')
    return <ErrorState text={vm.error ?? ''} onRetry={() => void vm.load()} home={false} />;
  const d = vm.draft;
  const text = (key: TextKey, props: Record<string, unknown> = {}) => (
    <input
      className="staff-select plans-input"
      value={d[key]}
      onChange={(e) => vm.set(key, e.target.value)}
      {...props}
    />
  );
  const LABEL = {
    startAt: '报名开始时间（北京时间）',
    endAt: '报名截止时间（北京时间）',
    resultsPublishAt: '结果公布时间（北京时间）',
  } as const;
  // A zh-CN picker in China time (shared/china-date-field.tsx): typed or picked, the same at any locale.
  const time = (key: 'startAt' | 'endAt' | 'resultsPublishAt') => (
    <ChinaDateField
      label={LABEL[key]}
      value={d[key]}
      onChange={(v) => vm.set(key, v)}
      precision="minute"
      describedBy={`plans-${key}-read`}
      className="staff-select plans-input"
    />
  );
  // The chosen time is also read out in Chinese.
  const readout = (key: 'startAt' | 'endAt' | 'resultsPublishAt') => (
    <small id={`plans-${key}-read`} className="plans-hint">
      {wallClockText(d[key]) || '请选择日期和时间'}
    </small>
  );
  return (
    <form
      className="staff-card plans-editor"
      aria-label={vm.title}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 className="staff-subtitle">{vm.title}</h2>
      {vm.isDraft ? (
        <p className="plans-hint" role="note">
          这是复制出的草稿：家长看不到，也不会公布任何结果。请设置结果公布时间并保存，再在列表中“重新开放”。
        </p>
      ) : null}
      <div className="plans-grid">
        <Field label="计划名称">
          {text('name', { maxLength: 60, placeholder: '如：2027年秋季普通招生' })}
        </Field>
        <Field label="批次" hint="家长在计划详情中看到，如：2027年第一批次">
          {text('batch', { maxLength: 30 })}
        </Field>
        <Field label="年级" hint="如：2027级">
          {text('grade', { maxLength: 30 })}
        </Field>
        <Field label="招生人数" hint={vm.taken ? `已报名 ${vm.taken} 人，不能少于此数` : undefined}>
          {text('quota', { inputMode: 'numeric', placeholder: '如：200' })}
        </Field>
        <div>
          <Field label={LABEL.startAt}>{time('startAt')}</Field>
          {readout('startAt')}
        </div>
        <div>
          <Field label={LABEL.endAt}>{time('endAt')}</Field>
          {readout('endAt')}
        </div>
        <div>
          <Field label={LABEL.resultsPublishAt}>{time('resultsPublishAt')}</Field>
          {readout('resultsPublishAt')}
          <small className="plans-hint">{vm.publicationHint}</small>
        </div>
        <Field label="报名费（元）" hint="0 表示免费">
          {text('feeYuan', { inputMode: 'decimal' })}
        </Field>
        <Field label="缴费时机">
          <select
            className="staff-select plans-input"
            value={d.payAtRegistration ? 'register' : 'approved'}
            onChange={(e) => vm.set('payAtRegistration', e.target.value === 'register')}
          >
            <option value="approved">审核通过后缴费</option>
            <option value="register">报名时缴费</option>
          </select>
        </Field>
        <Field label="联系方式">
          {text('contact', { maxLength: 100, placeholder: '如：0571-88880000' })}
        </Field>
        <Field label="报名表">
          <select
            className="staff-select plans-input"
            value={d.templateId}
            onChange={(e) => vm.chooseForm(e.target.value)}
          >
            <option value="">请选择</option>
            {vm.publishedForms.map((f) => (
              <option key={f.templateId} value={f.templateId}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="报名表版本" hint="只能选择已发布的版本；发布新版本不会自动改变计划">
          <select
            className="staff-select plans-input"
            value={d.formVersion}
            onChange={(e) => vm.set('formVersion', e.target.value)}
          >
            <option value="">请选择</option>
            {vm.versions.map((v) => (
              <option key={v.version} value={String(v.version)}>
                第{v.version}版（{v.fieldCount}个字段）
              </option>
            ))}
          </select>
        </Field>
      </div>
      <AdmissionModeFields draft={vm.mode} />
      <fieldset className="plans-majors">
        <legend>招生专业</legend>
        {vm.options.majors.length ? (
          vm.options.majors.map((m) => (
            <label key={m.id} className="plans-check">
              <input
                type="checkbox"
                checked={d.majorIds.includes(m.id)}
                onChange={() => vm.toggleMajor(m.id)}
              />
              {m.name}
            </label>
          ))
        ) : (
          <p className="staff-muted">学校尚未设置专业</p>
        )}
      </fieldset>
      <RichEditor
        label="计划说明"
        initial={vm.initialDescription}
        onChange={(html) => vm.set('description', html)}
      />
      <Notice vm={vm} />
      <div className="staff-toolbar plans-buttons">
        <Button color="primary" type="submit" loading={vm.busy} disabled={vm.busy}>
          保存
        </Button>
        <Button fill="outline" onClick={onCancel} disabled={vm.busy}>
          取消
        </Button>
      </div>
    </form>
  );
});
