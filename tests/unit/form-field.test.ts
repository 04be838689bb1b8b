import { describe, expect, test } from 'vitest';
import {
  applyFieldLogic,
  canAddChoice,
  DEFAULT_PLACEHOLDER,
  fieldValue,
  isRequired,
  SELECT_INPUT_MAX,
  SELECT_TAG_PLACEHOLDER,
  validateField,
  validateForm,
  type FieldLogic,
  type FormField,
} from '@domain/rules/form-field';

const text = (over: Partial<FormField> = {}): FormField => ({
  prop: 'name',
  label: '姓名',
  type: 'input',
  ...over,
});
const required = [{ required: true }];

describe('field flags (spec sections 2, 3, 5)', () => {
  test('defaults', () => {
    expect(DEFAULT_PLACEHOLDER).toBe('请输入');
    expect(SELECT_TAG_PLACEHOLDER).toBe('请选择');
    expect(SELECT_INPUT_MAX).toBe(18);
  });

  test('required comes from rules[0].required', () => {
    expect(isRequired(text({ rules: required }))).toBe(true);
    expect(isRequired(text({ rules: [{ required: false }] }))).toBe(false);
    expect(isRequired(text({ rules: [{ pattern: 'x' }, { required: true }] }))).toBe(false);
    expect(isRequired(text())).toBe(false);
  });

  test('multi-select add is not offered when mandatory = 2, or when disabled', () => {
    const multi = text({ multipleChoice: 1 });
    expect(canAddChoice(multi)).toBe(true);
    expect(canAddChoice({ ...multi, mandatory: 2 })).toBe(false);
    expect(canAddChoice({ ...multi, mandatory: 1 })).toBe(true);
    expect(canAddChoice({ ...multi, disabled: true })).toBe(false);
    expect(canAddChoice(text())).toBe(false);
  });

  test('fieldValue: values[prop] first, then valueId for multi-select, fileList for upload, else value', () => {
    expect(fieldValue(text({ value: 'a' }), { name: 'b' })).toBe('b');
    expect(fieldValue(text({ value: 'a' }))).toBe('a');
    expect(fieldValue(text({ multipleChoice: 1, valueId: [1, 2] }))).toEqual([1, 2]);
    const files = [{ file: { name: 'a.pdf', size: 1 } }];
    expect(fieldValue(text({ type: 'upload', fileList: files }))).toBe(files);
  });
});

describe('validateField', () => {
  test('required and empty → a Chinese message (custom message wins)', () => {
    expect(validateField(text({ rules: required }), '')).toBe('请输入姓名');
    expect(validateField(text({ rules: required }), '  ')).toBe('请输入姓名');
    expect(validateField(text({ rules: [{ required: true, message: '姓名必填' }] }), undefined)).toBe(
      '姓名必填',
    );
    expect(validateField(text({ label: '意向专业', multipleChoice: 1, rules: required }), [])).toBe(
      '请选择意向专业',
    );
    expect(validateField(text({ label: '附件', type: 'upload', rules: required }), [])).toBe('请上传附件');
    expect(validateField(text({ label: '民族', isLink: true, rules: required }), null)).toBe('请选择民族');
  });

  test('empty optional fields pass every other rule', () => {
    expect(validateField(text({ rules: [{ pattern: '^\\d+$' }] }), '')).toBeNull();
  });

  test('pattern, len, min, max', () => {
    const f = text({ label: '邮编', rules: [{ required: true }, { pattern: '^\\d+$' }, { len: 6 }] });
    expect(validateField(f, '12a456')).toBe('邮编格式不正确');
    expect(validateField(f, '12345')).toBe('邮编长度应为6个字符');
    expect(validateField(f, '123456')).toBeNull();
    expect(validateField(text({ rules: [{ min: 2 }] }), '张')).toBe('姓名至少2个字符');
    expect(validateField(text({ rules: [{ max: 3, message: '太长' }] }), '欧阳娜娜x')).toBe('太长');
    expect(validateField(text({ rules: [{ pattern: '(' }] }), 'x')).toBeNull();
  });

  test('built-in identity number and mobile checks', () => {
    const id = text({ label: '身份证号', rules: [{ required: true, type: 'idNumber' }] });
    expect(validateField(id, '11010519491231002X')).toBeNull();
    expect(validateField(id, '110105194912310021')).toBe('身份证号校验位不正确');
    const phone = text({ label: '手机号', rules: [{ type: 'mobile' }] });
    expect(validateField(phone, '13800138000')).toBeNull();
    expect(validateField(phone, '1380013800')).toBe('手机号格式不正确');
  });

  test('SelectInput text is at most 18 characters', () => {
    const f = text({ label: '证件号', type: 'SelectInput' });
    expect(validateField(f, 'x'.repeat(18))).toBeNull();
    expect(validateField(f, 'x'.repeat(19))).toBe('证件号不能超过18个字符');
    expect(validateField(text({ type: 'input' }), 'x'.repeat(19))).toBeNull();
  });
});

describe('validateForm', () => {
  const fields: FormField[] = [
    text({ rules: required }),
    text({
      prop: 'idNo',
      label: '身份证号',
      type: 'SelectInput',
      rules: [{ required: true, type: 'idNumber' }],
    }),
    text({ prop: 'hidden', label: '隐藏', show: false, rules: required }),
    text({ prop: 'note', label: '备注' }),
  ];

  test('every shown field, in order, first error each; hidden fields are skipped', () => {
    expect(validateForm(fields, {})).toEqual([
      { field: 'name', message: '请输入姓名' },
      { field: 'idNo', message: '请输入身份证号' },
    ]);
    expect(validateForm(fields, { name: '张三', idNo: '11010519491231002X' })).toEqual([]);
  });
});

describe('applyFieldLogic (register/fieldLogicList)', () => {
  const fields: FormField[] = [
    text({ prop: 'hk', label: '户口类型', value: '' }),
    text({ prop: 'city', label: '户籍城市' }),
    text({ prop: 'street', label: '街道' }),
    text({ prop: 'reason', label: '原因', rules: [{ max: 50 }] }),
  ];
  const logic: FieldLogic[] = [
    { field: 'hk', values: ['外地'], show: ['city'], require: ['city', 'reason'] },
    { field: 'city', values: ['上海'], show: ['street'] },
  ];

  test('controlled fields are hidden until their answer is given', () => {
    const out = applyFieldLogic(fields, logic, { hk: '本地' });
    expect(out.map((f) => [f.prop, f.show])).toEqual([
      ['hk', true],
      ['city', false],
      ['street', false],
      ['reason', true],
    ]);
    expect(out.every((f) => !isRequired(f))).toBe(true);
  });

  test('the answer shows and requires; required-by-logic keeps the other rules', () => {
    const out = applyFieldLogic(fields, logic, { hk: '外地' });
    const by = Object.fromEntries(out.map((f) => [f.prop, f]));
    expect(by.city!.show).toBe(true);
    expect(isRequired(by.city!)).toBe(true);
    expect(by.reason!.rules).toEqual([{ max: 50, required: true }]);
    expect(by.street!.show).toBe(false);
  });

  test('a chain: street appears only while city is shown and answered 上海', () => {
    const shown = (v: Record<string, unknown>) =>
      applyFieldLogic(fields, logic, v).find((f) => f.prop === 'street')!.show;
    expect(shown({ hk: '外地', city: '上海' })).toBe(true);
    expect(shown({ hk: '本地', city: '上海' })).toBe(false); // city hidden, so its answer does not count
  });

  test('multi-select answers match when any chosen id is listed; inputs are not mutated', () => {
    const multi: FormField[] = [
      text({ prop: 'm', label: '专业', multipleChoice: 1 }),
      text({ prop: 'x', label: 'X' }),
    ];
    const out = applyFieldLogic(multi, [{ field: 'm', values: [3], show: ['x'] }], { m: [1, 3] });
    expect(out[1]!.show).toBe(true);
    expect(multi[1]!.show).toBeUndefined();
  });

  test('validateForm after the logic checks the newly required field', () => {
    const out = applyFieldLogic(fields, logic, { hk: '外地' });
    expect(validateForm(out, { hk: '外地' }).map((e) => e.field)).toEqual(['city', 'reason']);
  });
});
