import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { applyFieldLogic, withSelectedType } from '@domain/forms/answers';
import { DynamicForm, type DynamicFormHandle } from '@ui/kit/dynamic-form';
import {
  pickerOptions,
  toAnswer,
  toFormFields,
  toFormValues,
} from '@ui/features/admissions/registration/form-mapping';
import type { Answers } from '@domain/use-cases/admissions/registration-form';
import type { FormEditorVm } from './form-editor.vm';

/**
 * 预览: the draft rendered by the student app's own dynamic form, with the same mapping, field logic
 * and validation as the registration page, so what staff see is what parents get.
 */
export const FormPreview = observer(function FormPreview({ vm }: { vm: FormEditorVm }) {
  const form = useRef<DynamicFormHandle>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const answers = vm.previewAnswers as Answers;
  const { fields: defs, logic } = vm.design;
  const shown = useMemo(
    () => applyFieldLogic(defs, logic, answers).map((f) => withSelectedType(f, answers)),
    [defs, logic, answers],
  );
  const fields = useMemo(() => toFormFields(shown), [shown]);
  const regions = vm.regions;
  const options = useMemo(() => pickerOptions(shown, regions), [shown, regions]);
  const values = useMemo(() => toFormValues(shown, answers), [shown, answers]);
  return (
    <section className="forms-preview" aria-labelledby="forms-preview-title">
      <div className="forms-preview-head">
        <h2 id="forms-preview-title" className="staff-subtitle">
          预览（家长看到的报名表）
        </h2>
        <Button
          size="small"
          fill="outline"
          className="staff-btn44"
          onClick={() => {
            vm.resetPreview();
            setChecked(null);
          }}
        >
          清空预览
        </Button>
      </div>
      <div className="forms-phone">
        <DynamicForm
          ref={form}
          fields={fields}
          values={values}
          options={options}
          onChange={(key, value) => {
            const def = defs.find((f) => f.prop === key);
            if (def) vm.setPreviewAnswer(key, toAnswer(def, value));
            setChecked(null);
          }}
        />
      </div>
      <div className="forms-preview-foot">
        <Button
          size="small"
          color="primary"
          className="staff-btn44"
          onClick={() => {
            const errors = form.current?.validate() ?? [];
            setChecked(errors.length ? `有 ${errors.length} 处需要填写或修改` : '填写正确，可以提交');
          }}
        >
          试填检查
        </Button>
        <span role="status" className="forms-muted">
          {checked ?? ''}
        </span>
      </div>
    </section>
  );
});
