import { registerFieldTypeUi } from './define';

export default registerFieldTypeUi({
  type: 'picker',
  settings: { picker: { placeholder: true, options: true } },
});
