import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldType } from '@contract/enrollment';
import { FORM_FIELD_TYPES, formDesignProblems } from '@domain/forms/design-rules';

const base = [
  { prop: 'name', label: '学生姓名', type: 'text' },
  { prop: 'idNumber', label: '证件号码', type: 'SelectInput' },
  {
    prop: 'sex',
    label: '性别',
    type: 'picker',
    options: [
      { index: 0, label: '男' },
      { index: 1, label: '女' },
    ],
  },
];

describe('form design rules', () => {
  it('the domain knows exactly the field types of the contract', () => {
    expect([...FORM_FIELD_TYPES].sort()).toEqual([...fieldType.options].sort());
  });

  it('a well-formed form has no problems', () => {
    expect(formDesignProblems(base)).toEqual([]);
  });

  it('names each problem in Chinese', () => {
    expect(formDesignProblems([])).toEqual(['报名表至少需要一个字段']);
    expect(formDesignProblems([...base, { prop: 'sex', label: '性别2', type: 'text' }])).toContain(
      '字段标识“sex”重复（第3个和第4个字段）',
    );
    expect(formDesignProblems([...base.slice(0, 2), { ...base[2]!, options: [] }])).toContain(
      '第3个字段（性别）的选项不能为空',
    );
    expect(formDesignProblems([...base, { prop: 'score', label: '评分', type: 'rating' }])).toContain(
      '第4个字段（评分）的类型“rating”不存在',
    );
    expect(formDesignProblems([...base, { prop: '1x', label: '备注', type: 'text' }])).toContain(
      '第4个字段（备注）的字段标识须以字母开头，只含字母、数字和下划线',
    );
    expect(formDesignProblems([base[0]!])).toContain('报名表须包含字段标识为“idNumber”的证件号码字段');
    expect(formDesignProblems(base, [{ id: 'l1', when: { prop: 'ghost' }, targets: ['sex'] }])).toContain(
      '字段逻辑引用了不存在的字段“ghost”',
    );
  });

  it('any duplicated key is reported, whatever the order of fields', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (keys, pick, at) => {
          const extra = keys.filter((k) => k !== 'name' && k !== 'idNumber');
          if (!extra.length) return;
          const fields = [...base.slice(0, 2), ...extra.map((k) => ({ prop: k, label: k, type: 'text' }))];
          expect(formDesignProblems(fields)).toEqual([]);
          const dup = extra[pick % extra.length]!;
          const withDup = [...fields];
          withDup.splice(at % (fields.length + 1), 0, { prop: dup, label: '重复', type: 'text' });
          expect(formDesignProblems(withDup).some((m) => m.startsWith(`字段标识“${dup}”重复`))).toBe(true);
        },
      ),
    );
  });

  it('any type outside the list is refused, every listed type is accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (type) => {
        const field = { prop: 'extra', label: '附加', type, options: [{ index: 0, label: '是' }] };
        const refused = formDesignProblems([...base, field]).some((m) => m.includes('的类型'));
        expect(refused).toBe(!(FORM_FIELD_TYPES as readonly string[]).includes(type));
      }),
    );
  });
});
