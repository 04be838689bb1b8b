import { answerString, registerFieldType } from './define';

/** 下拉选择: one of its options; the answer is the chosen option's label. */
export const picker = registerFieldType({
  type: 'picker',
  kinds: [
    {
      kind: 'picker',
      label: '下拉选择',
      order: 30,
      defaults: () => ({
        label: '新选择题',
        isLink: true,
        options: [
          { index: 0, label: '是' },
          { index: 1, label: '否' },
        ],
      }),
    },
  ],
  emptyMessage: (f) => `请选择${f.label}`,
  validate: (f, value, { text }) => {
    const p = text();
    const answer = answerString(value);
    if (p || answer === null) return p;
    return f.options && !f.options.some((o) => o.label === answer) ? { code: 'ANSWER.OPTION' } : null;
  },
  designProblems: (f, where) => {
    const out: string[] = [];
    const options = f.options ?? [];
    const majors = f.InfochooseMajorList ?? [];
    if (!options.length && !majors.length) out.push(`${where}的选项不能为空`);
    if (options.some((o) => !o.label.trim())) out.push(`${where}有空白选项`);
    const labels = options.map((o) => o.label.trim());
    const dup = labels.find((l, k) => l && labels.indexOf(l) !== k);
    if (dup) out.push(`${where}的选项“${dup}”重复`);
    return out;
  },
});
