import { registerFieldTypeUi } from './define';

export const picker = registerFieldTypeUi({
  type: 'picker',
  settings: { picker: { placeholder: true, options: true } },
});
