import { DEFAULT_PLACEHOLDER } from '../form-field';
import { registerFieldType } from './define';

const yesNo = () => [
  { index: 0, label: '是' },
  { index: 1, label: '否' },
];

/**
 * 单行文本, and the kinds stored as text: 手机号 (a mobile rule), 多项选择 (multipleChoice) and
 * 意向专业 (issue 34: the choices are the plan's 招生专业, filled in when a plan serves the form; the
 * first chosen is what 录取 starts on). designer.kindOf tells 多项选择 and 意向专业 apart on any type.
 */
export const text = registerFieldType({
  type: 'text',
  kinds: [
    {
      kind: 'text',
      label: '单行文本',
      order: 10,
      defaults: () => ({ label: '新问题', placeholder: DEFAULT_PLACEHOLDER }),
    },
    {
      kind: 'multi',
      label: '多项选择',
      order: 40,
      defaults: () => ({ label: '新多选题', multipleChoice: 1, mandatory: 1, options: yesNo(), valueId: [] }),
    },
    {
      kind: 'mobile',
      label: '手机号',
      order: 70,
      defaults: () => ({ label: '手机号', rules: [{ required: false }, { type: 'mobile' }] }),
    },
    {
      kind: 'major',
      label: '意向专业',
      order: 110,
      defaults: () => ({
        label: '意向专业',
        multipleChoice: 1,
        mandatory: 1,
        planMajors: true,
        InfochooseMajorList: [],
        valueId: [],
      }),
    },
  ],
  kindOf: (f) =>
    f.rules?.some((r) => r.type === 'mobile')
      ? 'mobile'
      : f.isLink && f.options?.length
        ? 'picker' // a text field with options behind a link (older templates)
        : 'text',
});
