import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError, validateAnswers } from '@domain/forms/answers';
import { formDesignProblems } from '@domain/forms/design-rules';
import { kindOf, newField, starterFields } from '@domain/forms/designer';
import { hasRegionField, regionChoices } from '@domain/forms/region';
import {
  pickerOptions,
  toAnswer,
  toFormField,
  toFormValues,
} from '@ui/features/admissions/registration/form-mapping';

// Issue 26: the region-tree field (省/市/区) in the designer, its design rules and its answers.
const now = new Date('2026-08-30T02:00:00Z');
const TREE = [
  {
    code: '330000',
    name: '浙江省',
    children: [
      {
        code: '330100',
        name: '杭州市',
        children: [
          { code: '330106', name: '西湖区' },
          { code: '330108', name: '滨江区' },
        ],
      },
    ],
  },
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '北京市', children: [{ code: '110101', name: '东城区' }] }],
  },
];

describe('region field (省/市/区)', () => {
  it('is offered by the designer: 省市区 by default, read back as its kind', () => {
    const f = newField('region', 'home');
    expect(f).toMatchObject({ type: 'region', isLink: true, regionLevel: 3, label: '所在地区' });
    expect(kindOf(f)).toBe('region');
    expect(hasRegionField([...starterFields(), f])).toBe(true);
    expect(hasRegionField(starterFields())).toBe(false);
  });

  it('the design rules accept it and refuse a depth other than 省, 市 or 区县', () => {
    const f = { ...newField('region', 'home'), label: '家庭住址' };
    expect(formDesignProblems([...starterFields(), f])).toEqual([]);
    expect(formDesignProblems([...starterFields(), { ...f, regionLevel: 4 }])).toEqual([
      '第3个字段（家庭住址）的地区须精确到省、市或区县',
    ]);
    expect(formDesignProblems([...starterFields(), { ...f, regionLevel: 1 }])).toEqual([]);
  });

  it('the choices are the tree cut at the field’s depth, named by name', () => {
    const three = regionChoices(TREE, { regionLevel: 3 });
    expect(three[0]).toEqual({
      label: '浙江省',
      value: '浙江省',
      children: [
        {
          label: '杭州市',
          value: '杭州市',
          children: [
            { label: '西湖区', value: '西湖区' },
            { label: '滨江区', value: '滨江区' },
          ],
        },
      ],
    });
    expect(regionChoices(TREE, { regionLevel: 2 })[0]!.children![0]).toEqual({
      label: '杭州市',
      value: '杭州市',
    });
    expect(regionChoices(TREE, { regionLevel: 1 })).toEqual([
      { label: '浙江省', value: '浙江省' },
      { label: '北京市', value: '北京市' },
    ]);
  });

  it('an answer is the names from the province down, exactly as deep as the field asks', () => {
    const f = { ...newField('region', 'home'), label: '家庭住址', rules: [{ required: true }] };
    expect(fieldError(f, ['浙江省', '杭州市', '西湖区'], now)).toBeNull();
    expect(fieldError(f, [], now)).toMatchObject({ code: 'ANSWER.REQUIRED', message: '请选择家庭住址' });
    expect(fieldError(f, ['浙江省', '杭州市'], now)).toMatchObject({
      code: 'ANSWER.REGION',
      message: '家庭住址请选择到区县',
    });
    expect(fieldError({ ...f, regionLevel: 2 }, ['浙江省'], now)?.message).toBe('家庭住址请选择到市');
    expect(fieldError(f, '浙江省 杭州市 西湖区', now)?.code).toBe('ANSWER.REGION');
  });

  it('property: any list of names is accepted exactly when its length is the depth and no name is blank', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3),
        fc.array(fc.constantFrom('浙江省', '杭州市', '', ' ', '西湖区'), { maxLength: 4 }),
        (level, path) => {
          const f = { ...newField('region', 'home'), regionLevel: level };
          const ok = fieldError(f, path, now) === null;
          const expected = path.length === 0 || (path.length === level && path.every((x) => x.trim() !== ''));
          expect(ok).toBe(expected);
        },
      ),
    );
  });
});

describe('region field on the student form (form-mapping)', () => {
  it('cascades over the loaded tree; a province-only answer is still a list of names', () => {
    const f = { ...newField('region', 'home'), label: '家庭住址' };
    expect(pickerOptions([f])).toEqual({});
    expect(pickerOptions([f], TREE).home).toEqual(regionChoices(TREE, f));
    const one = { ...f, regionLevel: 1 };
    expect(toAnswer(one, '浙江省')).toEqual(['浙江省']);
    expect(toAnswer(one, '')).toEqual([]);
    expect(toFormValues([one], { home: ['浙江省'] }).home).toBe('浙江省');
    expect(toAnswer(f, ['浙江省', '杭州市', '西湖区'])).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(toFormField(f)).toMatchObject({ isLink: true, placeholder: '请选择' });
  });
});

describe('region answer in a whole submission (validateAnswers, as the server and the form check it)', () => {
  it('a list of names passes the shape check and is kept', () => {
    const home = { ...newField('region', 'home'), label: '家庭住址' };
    const fields = [...starterFields(), home];
    const v = validateAnswers(
      fields,
      [],
      { name: '张三', idNumber: '110101201101011213', home: ['浙江省', '杭州市', '西湖区'] },
      now,
    );
    expect(v.errors.filter((e) => e.field === 'home')).toEqual([]);
    expect(v.answers.home).toEqual(['浙江省', '杭州市', '西湖区']);
  });
});
