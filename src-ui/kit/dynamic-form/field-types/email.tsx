import { BasicField } from '../basic-field';
import type { FieldProps } from '../types';
import { registerFieldTypeUi } from './define';

/** 电子邮箱: a text cell with the email keyboard (checked on blur by its domain registration), shown as typed. */
export default registerFieldTypeUi({
  type: 'email',
  Field: (p: FieldProps) => <BasicField {...p} field={{ ...p.field, inputType: 'email' }} />,
  settings: { email: { placeholder: true } },
});
