import { SelectInputField } from '../select-input-field';
import { registerFieldTypeUi } from './define';

export default registerFieldTypeUi({
  type: 'SelectInput',
  Field: SelectInputField,
  // The chosen tag (the document type) before the number.
  answer: ({ field, value }) =>
    field.selectLabel && !Array.isArray(value) ? (
      <span className="zs-wrap">{`${field.selectLabel} ${String(value)}`}</span>
    ) : undefined,
  settings: { idNumber: { placeholder: true } },
});
