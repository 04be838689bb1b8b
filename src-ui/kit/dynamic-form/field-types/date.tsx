import { registerFieldTypeUi } from './define';

export default registerFieldTypeUi({ type: 'date', settings: { date: { placeholder: true } } });
