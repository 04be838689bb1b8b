import { registerFieldTypeUi } from './define';

/** The text cell draws a textarea as a growing multi-line box (basic-field). */
export default registerFieldTypeUi({
  type: 'textarea',
  settings: { textarea: { placeholder: true, maxLength: true } },
});
