import { regionLevelOf } from '../answers/field-def';
import { registerFieldType } from './define';

/** 省市区: the names from the province down, exactly as deep as the field asks (省 / 省市 / 省市区). */
export const region = registerFieldType({
  type: 'region',
  kinds: [
    {
      kind: 'region',
      label: '省市区',
      order: 80,
      defaults: () => ({ label: '所在地区', isLink: true, placeholder: '请选择', regionLevel: 3 }),
    },
  ],
  emptyMessage: (f) => `请选择${f.label}`,
  validate: (f, value) => {
    const ok =
      Array.isArray(value) &&
      value.length === regionLevelOf(f) &&
      value.every((x) => typeof x === 'string' && x.trim() !== '' && x.length <= 64);
    return ok ? null : { code: 'ANSWER.REGION', n: regionLevelOf(f) };
  },
  designProblems: (f, where) =>
    f.regionLevel !== undefined && ![1, 2, 3].includes(f.regionLevel)
      ? [`${where}的地区须精确到省、市或区县`]
      : [],
  // A region (省/市/区) is its names from the province down.
  exportText: (_f, v) => (Array.isArray(v) ? v.map(String).join(' ') : String(v)),
});
