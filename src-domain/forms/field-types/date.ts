import { registerFieldType } from './define';

/** 日期: picked from a date sheet, kept as text. */
export const date = registerFieldType({
  type: 'date',
  kinds: [
    { kind: 'date', label: '日期', order: 50, defaults: () => ({ label: '日期', placeholder: '请选择' }) },
  ],
});
