import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { isRequiredField, kindOf, maxLength, REGION_LEVELS } from '@domain/forms/designer';
import { regionLevelOf } from '@domain/forms/answers/field-def';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import type { FormEditorVm } from './form-editor.vm';

const Row = ({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="forms-setting">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <small className="forms-muted">{hint}</small> : null}
    </div>
  );
};

const HAS_PLACEHOLDER = new Set(['text', 'textarea', 'date', 'picker', 'idNumber', 'mobile', 'region']);
const HAS_LIMIT = new Set(['text', 'textarea']);
const HAS_OPTIONS = new Set(['picker', 'multi']);

/** One field's settings: title, key, placeholder, required, options, length limit, and its one condition. */
export const FieldSettings = observer(function FieldSettings({
  vm,
  field: f,
}: {
  vm: FormEditorVm;
  field: TemplateField;
}) {
  const kind = kindOf(f);
  const cond = vm.condition(f.prop);
  const parents = vm.parents(f.prop);
  const parent = cond ? vm.field(cond.parent) : undefined;
  const fixed = f.prop === 'name' || f.prop === 'idNumber';
  return (
    <div className="forms-settings" role="group" aria-label={`字段设置：${f.label}`}>
      <Row label="标题">
        {(id) => (
          <input
            id={id}
            className="staff-input forms-input"
            value={f.label}
            maxLength={40}
            onChange={(e) => vm.setLabel(f.prop, e.target.value)}
          />
        )}
      </Row>
      <Row
        label="字段标识"
        hint={fixed ? '姓名和证件号码的标识固定' : '字母开头，只含字母、数字和下划线；导出表格的列名'}
      >
        {(id) => (
          <input
            id={id}
            className="staff-input forms-input"
            defaultValue={f.prop}
            readOnly={fixed}
            maxLength={40}
            // Committed when leaving the box: the list is keyed by the field's key.
            onBlur={(e) => vm.setProp(f.prop, e.target.value)}
          />
        )}
      </Row>
      {HAS_PLACEHOLDER.has(kind) ? (
        <Row label="提示文字" hint="输入框为空时显示，默认“请输入”">
          {(id) => (
            <input
              id={id}
              className="staff-input forms-input"
              value={f.placeholder ?? ''}
              maxLength={40}
              onChange={(e) => vm.setPlaceholder(f.prop, e.target.value)}
            />
          )}
        </Row>
      ) : null}
      <label className="forms-check">
        <input
          type="checkbox"
          checked={isRequiredField(f)}
          disabled={fixed}
          onChange={(e) => vm.setRequired(f.prop, e.target.checked)}
        />
        必填{cond ? '（仅在显示时）' : ''}
      </label>
      {HAS_OPTIONS.has(kind) ? (
        <Row label="选项（每行一个，可直接粘贴）">
          {(id) => (
            <textarea
              id={id}
              className="staff-input forms-textarea"
              rows={4}
              defaultValue={(f.options ?? []).map((o) => o.label).join('\n')}
              onChange={(e) => vm.setOptions(f.prop, e.target.value)}
            />
          )}
        </Row>
      ) : null}
      {HAS_LIMIT.has(kind) ? (
        <Row label="最多字数" hint="不填表示不限">
          {(id) => (
            <input
              id={id}
              className="staff-input forms-input"
              inputMode="numeric"
              value={maxLength(f) ?? ''}
              onChange={(e) => vm.setMaxLength(f.prop, e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Row>
      ) : null}
      {kind === 'region' ? (
        <Row label="精确到" hint="家长从省开始逐级选择；答案保存为地区名称">
          {(id) => (
            <select
              id={id}
              className="staff-input forms-input"
              value={regionLevelOf(f)}
              onChange={(e) => vm.setRegionLevel(f.prop, Number(e.target.value))}
            >
              {REGION_LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </Row>
      ) : null}
      {kind === 'major' ? (
        <p className="forms-muted">
          选项为招生计划勾选的招生专业（未勾选时为学校全部专业）；录取时默认第一个意向专业
        </p>
      ) : null}
      {kind === 'upload' ? <p className="forms-muted">最多上传10个文件，每个不超过20MB</p> : null}
      {kind === 'signature' ? <p className="forms-muted">家长在手机上手写签名，提交为图片</p> : null}
      {!fixed ? (
        <fieldset className="forms-condition">
          <legend>显示条件</legend>
          {parents.length || cond ? (
            <>
              <Row label="当此字段">
                {(id) => (
                  <select
                    id={id}
                    className="staff-input forms-input"
                    value={cond?.parent ?? ''}
                    onChange={(e) => vm.setConditionParent(f.prop, e.target.value)}
                  >
                    <option value="">始终显示</option>
                    {parents.map((p) => (
                      <option key={p.prop} value={p.prop}>
                        {p.label}
                      </option>
                    ))}
                  </select>
                )}
              </Row>
              {cond ? (
                <Row label="选择了">
                  {(id) => (
                    <select
                      id={id}
                      className="staff-input forms-input"
                      value={cond.value}
                      onChange={(e) => vm.setConditionValue(f.prop, e.target.value)}
                    >
                      {(parent?.options ?? []).map((o) => (
                        <option key={o.index} value={o.label}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Row>
              ) : null}
              {cond ? <p className="forms-muted">其他情况下隐藏，隐藏时不校验也不提交</p> : null}
            </>
          ) : (
            <p className="forms-muted">在此字段之前添加一个“下拉选择”字段，即可设置按选择显示</p>
          )}
        </fieldset>
      ) : null}
    </div>
  );
});
