import { DEFAULT_PLACEHOLDER } from '../form-field';
import { registerFieldType } from './define';

/** 多行文本: text on several lines, checked by the template's rules as 单行文本 is. */
export const textarea = registerFieldType({
  type: 'textarea',
  kinds: [
    {
      kind: 'textarea',
      label: '多行文本',
      order: 20,
      defaults: () => ({ label: '新问题', placeholder: DEFAULT_PLACEHOLDER }),
    },
  ],
});
