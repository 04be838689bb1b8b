import { describe, expect, expectTypeOf, test } from 'vitest';
import { fieldLogic, type FieldLogicDef } from '@contract/enrollment';
import { applyFieldLogic, type FieldLogic, isRequired } from '@domain/forms/answers';
import { checkAnswers } from '../../server/src/modules/register/answers';
import { feeSources, rejectFeeMoves, reviewSources } from '../../server/src/modules/register/journey-codes';
import { demoIdNumber, demoTemplate } from '../../server/src/seed/admissions';

const now = new Date('2026-09-01T00:00:00Z');
const { fields, logic } = demoTemplate([
  { id: 'm1', name: '计算机应用' },
  { id: 'm2', name: '会计事务' },
]);
const file = (n: number, size = 1000) => ({
  fileId: `f${n}`,
  name: `f${n}.pdf`,
  size,
  type: 'application/pdf',
  url: '',
});
const SIG = 'data:image/png;base64,iVBORw0KGgo=';
const valid = () => ({
  name: '张三',
  idNumber: demoIdNumber('1001', 77).toLowerCase(),
  birthday: '2010-06-01',
  sex: '男',
  phone: '13800001111',
  residence: '本市户籍',
  majors: ['m1', 'm2'],
  assignedMajor: ['m1'],
  attachments: [file(1)],
  signature: SIG,
});

describe('conditional UPDATE sources come from the journey models', () => {
  test('fee: settle from 未缴费/待支付/已关闭, refund only from 已缴费, 已退费 only from 待退费', () => {
    expect(feeSources('settle').sort()).toEqual([1, 2, 6]);
    expect(feeSources('requestRefund')).toEqual([3]);
    expect(feeSources('refund')).toEqual([4]);
    expect(feeSources('openOrder').sort()).toEqual([1, 2]);
    expect(feeSources('reopen')).toEqual([6]);
  });
  test('review: approve only 待审核; a paid one rejected starts its refund (已缴费 → 待退费)', () => {
    expect(reviewSources('approve')).toEqual([0]);
    expect(reviewSources('reject').sort()).toEqual([0, 1]);
    expect(rejectFeeMoves()).toEqual([[3, 4]]);
  });
});

describe('one field-logic shape', () => {
  test('the domain FieldLogic is the contract fieldLogic (type-checked by tsc) and parses as one', () => {
    expectTypeOf<FieldLogicDef>().toEqualTypeOf<FieldLogic>();
    const rule: FieldLogic = {
      id: 'x',
      when: { prop: 'a', op: 'in', value: ['1', '2'] },
      action: 'optional',
      targets: ['b'],
    };
    expect(fieldLogic.parse(rule)).toEqual(rule);
    for (const l of logic) expect(fieldLogic.parse(l)).toEqual(l);
  });
});

describe('answers against the template and its field logic', () => {
  test('rule types shared with the client: idNumber on any field, mobile', () => {
    const guardian = {
      prop: 'guardianId',
      label: '监护人证件号',
      type: 'text' as const,
      show: true,
      rules: [{ type: 'idNumber' as const }],
    };
    const withGuardian = [...fields, guardian];
    expect(checkAnswers(withGuardian, logic, { ...valid(), guardianId: '110101201001010010' }, now)).toEqual({
      ok: false,
      message: '身份证号校验位不正确',
    });
    expect(
      checkAnswers(withGuardian, logic, { ...valid(), guardianId: demoIdNumber('1001', 5) }, now).ok,
    ).toBe(true);
    expect(fields.find((f) => f.prop === 'phone')!.rules[1]).toEqual({
      type: 'mobile',
      message: '手机号格式不正确',
    });
  });

  test('a complete form passes; the identity number is normalized (x → X)', () => {
    const r = checkAnswers(fields, logic, valid(), now);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.idNumber).toBe(demoIdNumber('1001', 77));
      expect(r.name).toBe('张三');
      expect(r.files).toHaveLength(1);
    }
  });

  test.each([
    ['missing required text', { name: '' }, '请输入学生姓名'],
    ['bad identity check digit', { idNumber: '110101201001010010' }, '身份证号校验位不正确'],
    ['SelectInput over 18 characters', { idNumber: '1101012010010100101' }, '证件号码不能超过18个字符'],
    ['pattern rule', { phone: '12345' }, '手机号格式不正确'],
    ['picker option not offered', { residence: '火星户籍' }, '户籍类型的选项无效'],
    ['multi-select id not offered', { majors: ['m9'] }, '意向专业的选项无效'],
    [
      'mandatory = 2 refuses an added choice',
      { assignedMajor: ['m1', 'm2'] },
      '定向专业（学校指定）不允许添加',
    ],
    ['required upload empty', { attachments: [] }, '请上传户口本及成绩单'],
    [
      'more than 10 files',
      { attachments: Array.from({ length: 11 }, (_, i) => file(i)) },
      '最多只能上传10个文件',
    ],
    ['a file over 20 MB', { attachments: [file(1, 20971521)] }, '文件大小不能超过20M'],
    ['signature not a PNG data URL', { signature: '<svg/>' }, '家长签字格式不正确'],
    ['unknown field', { hacker: 'x' }, '未知的表单字段：hacker'],
  ])('%s', (_name, patch, message) => {
    const r = checkAnswers(fields, logic, { ...valid(), ...patch }, now);
    expect(r).toEqual({ ok: false, message });
  });

  test('field logic: 外市户籍 shows the residence permit and makes it required', () => {
    // The one shared rule (src-domain applyFieldLogic), as the server applies it.
    const permit = (a: Record<string, unknown>) => {
      const f = applyFieldLogic(fields, logic, a).find((x) => x.prop === 'residencePermit')!;
      return { show: f.show, required: isRequired(f) };
    };
    expect(permit(valid())).toMatchObject({ show: false, required: false });
    const answers = { ...valid(), residence: '外市户籍' };
    expect(permit(answers)).toMatchObject({ show: true, required: true });
    expect(checkAnswers(fields, logic, answers, now)).toEqual({ ok: false, message: '请上传居住证' });
    expect(checkAnswers(fields, logic, { ...answers, residencePermit: [file(2)] }, now).ok).toBe(true);
  });

  test('the seeded identity field offers the document types; birthday, sex (男/女 = code 0/1) and age exist', () => {
    const id = fields.find((f) => f.prop === 'idNumber')!;
    expect(id.selectLabel).toBe('居民身份证');
    expect(id.options!.map((o) => o.label)).toEqual([
      '居民身份证',
      '港澳居民来往内地通行证',
      '台湾居民来往大陆通行证',
      '护照',
    ]);
    expect(fields.find((f) => f.prop === 'sex')!.options).toEqual([
      { index: 0, label: '男' },
      { index: 1, label: '女' },
    ]);
    expect(fields.filter((f) => ['birthday', 'age'].includes(f.prop)).map((f) => f.type)).toEqual([
      'text',
      'text',
    ]);
  });

  test('identity documents are validated by type: parseIdNumber only for 居民身份证', () => {
    const passport = { ...valid(), idNumber: 'e12345678', idNumberType: '护照' };
    const r = checkAnswers(fields, logic, passport, now);
    expect(r.ok && [r.idNumber, r.answers.idNumber, r.answers.idNumberType]).toEqual([
      'E12345678',
      'E12345678',
      '护照',
    ]);
    expect(checkAnswers(fields, logic, { ...valid(), idNumber: 'E12345678' }, now)).toEqual({
      ok: false,
      message: '身份证号应为15位或18位',
    });
    expect(
      checkAnswers(fields, logic, { ...valid(), idNumber: 'E12345678', idNumberType: '居民身份证' }, now),
    ).toEqual({
      ok: false,
      message: '身份证号应为15位或18位',
    });
    expect(checkAnswers(fields, logic, { ...passport, idNumberType: '军官证' }, now)).toEqual({
      ok: false,
      message: '证件号码的证件类型无效',
    });
    expect(checkAnswers(fields, logic, { ...passport, idNumber: 'E1234-5678' }, now)).toEqual({
      ok: false,
      message: '证件号码只能包含字母和数字',
    });
    const idCard = checkAnswers(fields, logic, valid(), now);
    expect(idCard.ok && idCard.answers.idNumberType).toBe('居民身份证');
    const withoutTypes = fields.map((f) => (f.prop === 'idNumber' ? { ...f, options: undefined } : f));
    expect(checkAnswers(withoutTypes, logic, passport, now)).toEqual({
      ok: false,
      message: '未知的表单字段：idNumberType',
    });
  });

  test('answers of hidden fields are dropped, not stored', () => {
    const r = checkAnswers(fields, logic, { ...valid(), awardDesc: '市级三好学生' }, now);
    expect(r.ok && 'awardDesc' in r.answers).toBe(false);
    const shown = checkAnswers(fields, logic, { ...valid(), hasAward: '是', awardDesc: '市级三好学生' }, now);
    expect(shown.ok && shown.answers.awardDesc).toBe('市级三好学生');
    expect(checkAnswers(fields, logic, { ...valid(), hasAward: '是' }, now)).toEqual({
      ok: false,
      message: '请输入获奖情况',
    });
  });
});
