import { describe, expect, test } from 'vitest';
import {
  answerMessage,
  applyFieldLogic,
  fieldError,
  fieldValue,
  idDocumentError,
  isIdCard,
  isRequired,
  selectTypeKey,
  SELECT_INPUT_MAX,
  validateFields,
  withSelectedType,
  ID_DOCUMENT_TYPES,
  type FieldLogic,
} from '@domain/forms/answers';
import {
  canAddChoice,
  DEFAULT_PLACEHOLDER,
  SELECT_TAG_PLACEHOLDER,
  type FormField,
} from '@domain/forms/form-field';

const now = new Date('2026-09-01T00:00:00Z');
const validateField = (f: FormField, v: unknown) => fieldError(f, v, now)?.message ?? null;
const validateForm = (fields: FormField[], values: Record<string, unknown>) =>
  validateFields(fields, values, now).map(({ field, message }) => ({ field, message }));
const idDocumentMessage = (f: FormField, text: string) => {
  const code = idDocumentError(f, text, now);
  return code && answerMessage(code, f.label);
};

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

describe('applyFieldLogic (register/fieldLogicList, the contract format)', () => {
  const fields: FormField[] = [
    text({ prop: 'hk', label: '户口类型', value: '' }),
    text({ prop: 'city', label: '户籍城市', show: false }),
    text({ prop: 'street', label: '街道', show: false }),
    text({ prop: 'reason', label: '原因', rules: [{ max: 50 }] }),
  ];
  const outside = { prop: 'hk', op: 'eq' as const, value: '外地' };
  const logic: FieldLogic[] = [
    { id: 'l1', when: outside, action: 'show', targets: ['city'] },
    { id: 'l2', when: outside, action: 'required', targets: ['city', 'reason'] },
    { id: 'l3', when: { prop: 'city', op: 'eq', value: '上海' }, action: 'show', targets: ['street'] },
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

  test("a first rule carrying another check's message is kept behind a new required rule", () => {
    const award = text({
      prop: 'award',
      label: '获奖情况',
      show: false,
      rules: [{ max: 200, message: '获奖情况最多200字' }],
    });
    const rule = { prop: 'hk', op: 'eq' as const, value: '是' };
    const [, out] = applyFieldLogic(
      [text({ prop: 'hk', label: '是否获奖' }), award],
      [
        { id: 'a', when: rule, action: 'show', targets: ['award'] },
        { id: 'b', when: rule, action: 'required', targets: ['award'] },
      ],
      { hk: '是' },
    );
    expect(out!.rules).toEqual([{ required: true }, { max: 200, message: '获奖情况最多200字' }]);
    expect(validateField(out!, '')).toBe('请输入获奖情况');
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
      text({ prop: 'x', label: 'X', show: false }),
    ];
    const rule: FieldLogic = {
      id: 'm',
      when: { prop: 'm', op: 'in', value: ['3'] },
      action: 'show',
      targets: ['x'],
    };
    const out = applyFieldLogic(multi, [rule], { m: ['1', '3'] });
    expect(out[1]!.show).toBe(true);
    expect(multi[1]!.show).toBe(false);
    const plain: FormField[] = [multi[0]!, text({ prop: 'x', label: 'X' })];
    applyFieldLogic(plain, [{ ...rule, action: 'hide' }], { m: ['3'] });
    expect(plain[1]!.show).toBeUndefined();
  });

  test('validateForm after the logic checks the newly required field', () => {
    const out = applyFieldLogic(fields, logic, { hk: '外地' });
    expect(validateForm(out, { hk: '外地' }).map((e) => e.field)).toEqual(['city', 'reason']);
  });

  test('neq, hide and optional, in rule order; a preset multi-select value counts; file answers match by id', () => {
    const f: FormField[] = [
      text({ prop: 'a', label: 'A', multipleChoice: 1, valueId: ['p'] }),
      text({ prop: 'b', label: 'B', rules: [{ required: true, message: '必填' }] }),
      text({ prop: 'c', label: 'C', type: 'upload' }),
      text({ prop: 'd', label: 'D' }),
    ];
    const rules: FieldLogic[] = [
      { id: '1', when: { prop: 'a', op: 'neq', value: 'q' }, action: 'optional', targets: ['b'] },
      { id: '2', when: { prop: 'a', op: 'eq', value: 'p' }, action: 'hide', targets: ['d'] },
      { id: '3', when: { prop: 'c', op: 'eq', value: 'F1' }, action: 'show', targets: ['d'] },
    ];
    const out = applyFieldLogic(f, rules, {});
    expect(out[1]!.rules).toEqual([{ required: false, message: '必填' }]);
    expect(out[3]!.show).toBe(false);
    expect(applyFieldLogic(f, rules, { c: [{ fileId: 'F1', name: 'x' }] })[3]!.show).toBe(true);
    expect(isRequired(applyFieldLogic(f, rules, { a: ['q'] })[1]!)).toBe(true);
  });
});

// Moved from the server's register rules: the seed's 外市户籍 logic on the residence permit.
describe('applyFieldLogic: the demo template residence permit', () => {
  const fields: FormField[] = [
    text({ prop: 'residence', label: '户籍类型', type: 'picker', isLink: true, rules: [{ required: true }] }),
    text({
      prop: 'residencePermit',
      label: '居住证',
      type: 'upload',
      show: false,
      rules: [{ required: false, message: '请上传居住证' }],
    }),
  ];
  const outOfTown = { prop: 'residence', op: 'eq' as const, value: '外市户籍' };
  const logic: FieldLogic[] = [
    { id: 'l-permit-show', when: outOfTown, action: 'show', targets: ['residencePermit'] },
    { id: 'l-permit-required', when: outOfTown, action: 'required', targets: ['residencePermit'] },
  ];
  const permit = (residence: string) => {
    const f = applyFieldLogic(fields, logic, { residence }).find((x) => x.prop === 'residencePermit')!;
    return { show: f.show, required: isRequired(f) };
  };

  test('外市户籍 shows the residence permit and makes it required', () => {
    expect(permit('本市户籍')).toMatchObject({ show: false, required: false });
    expect(permit('外市户籍')).toMatchObject({ show: true, required: true });
  });
});

describe('identity document types of a SelectInput', () => {
  const id = text({
    prop: 'idNumber',
    label: '证件号码',
    type: 'SelectInput',
    rules: [{ required: true, type: 'idNumber' }],
  });

  test('the chosen type is kept in answers[`${prop}Type`] and shown on the tag', () => {
    expect(selectTypeKey('idNumber')).toBe('idNumberType');
    expect(withSelectedType(id, { idNumberType: '护照' }).selectLabel).toBe('护照');
    expect(withSelectedType({ ...id, selectLabel: '居民身份证' }, {}).selectLabel).toBe('居民身份证');
    expect(withSelectedType(text(), { nameType: '护照' }).selectLabel).toBeUndefined();
    expect(ID_DOCUMENT_TYPES).toEqual([
      '居民身份证',
      '港澳居民来往内地通行证',
      '台湾居民来往大陆通行证',
      '护照',
    ]);
  });

  test('only 居民身份证 (or no type) is checked as an identity number', () => {
    expect(isIdCard(id)).toBe(true);
    expect(isIdCard({ ...id, selectLabel: '居民身份证' })).toBe(true);
    expect(isIdCard({ ...id, selectLabel: '身份证' })).toBe(true);
    expect(isIdCard({ ...id, selectLabel: '护照' })).toBe(false);
    expect(isIdCard({ type: 'input', selectLabel: '护照' })).toBe(true);
    const passport = { ...id, selectLabel: '护照' };
    expect(validateField(passport, 'E12345678')).toBeNull();
    expect(validateField(id, 'E12345678')).toBe('身份证号应为15位或18位');
    expect(validateField(passport, 'E1234 5678')).toBe('证件号码只能包含字母和数字');
    expect(idDocumentMessage({ ...id, selectLabel: '居民身份证' }, '110105194912310021')).toBe(
      '身份证号校验位不正确',
    );
    expect(validateField(passport, 'E'.repeat(19))).toBe('证件号码不能超过18个字符');
    const seeded = {
      ...id,
      rules: [{ required: true, message: '请输入证件号码', type: 'idNumber' as const }],
    };
    expect(validateField(seeded, '')).toBe('请输入证件号码');
    expect(validateField(seeded, '110105194912310021')).toBe('身份证号校验位不正确');
    const own = text({ rules: [{ type: 'idNumber', message: '监护人证件号不正确' }] });
    expect(validateField(own, '110105194912310021')).toBe('监护人证件号不正确');
  });
});
