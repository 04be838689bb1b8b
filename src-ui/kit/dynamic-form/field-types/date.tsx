import { registerFieldTypeUi } from './define';

export const date = registerFieldTypeUi({ type: 'date', settings: { date: { placeholder: true } } });
