import { observer } from 'mobx-react-lite';
import { isRequiredField, kindOf, maxLength } from '@domain/forms/designer';
import { kindSettings } from '@ui/kit/dynamic-form/field-types';
import { SettingRow } from '@ui/kit/dynamic-form/setting-row';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import type { FormEditorVm } from './form-editor.vm';

const Row = SettingRow;

/** One field's settings: title, key, placeholder, required, options, length limit, and its one condition. */
export const FieldSettings = observer(function FieldSettings({
  vm,
  field: f,
}: {
  vm: FormEditorVm;
  field: TemplateField;
}) {
  const kind = kindOf(f);
  // What the kind shows: its type's UI registration (src-ui/kit/dynamic-form/field-types).
  const own = kindSettings(kind);
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
      {own.placeholder ? (
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
      {own.options ? (
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
      {own.maxLength ? (
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
      {own.Extra ? <own.Extra vm={vm} field={f} /> : null}
      {own.note ? <p className="forms-muted">{own.note}</p> : null}
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
