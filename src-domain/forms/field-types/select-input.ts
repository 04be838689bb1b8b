import { ID_DOCUMENT_TYPES } from '../answers/identity';
import { SELECT_INPUT_MAX } from '../answers/field-def';
import { answerString, registerFieldType, textLength } from './define';

/** 证件号码: a document type tag (selectLabel) and the number, at most 18 characters (spec section 5). */
export const selectInput = registerFieldType({
  type: 'SelectInput',
  kinds: [
    {
      kind: 'idNumber',
      label: '证件号码',
      order: 60,
      defaults: () => ({
        label: '证件号码',
        selectLabel: ID_DOCUMENT_TYPES[0],
        options: ID_DOCUMENT_TYPES.map((label, index) => ({ index, label })),
        rules: [{ required: true, type: 'idNumber' }],
        placeholder: '请输入证件号码',
      }),
    },
  ],
  kindOf: () => 'idNumber',
  validate: (_f, value, { text }) => {
    const answer = answerString(value);
    return answer !== null && textLength(answer) > SELECT_INPUT_MAX
      ? { code: 'ANSWER.TOO_LONG', n: SELECT_INPUT_MAX }
      : text();
  },
});
