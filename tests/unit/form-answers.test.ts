import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  fieldError,
  SELECT_INPUT_MAX,
  validateAnswers,
  type AnswerField,
  type FieldLogic,
} from '@domain/forms/answers';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/files/upload';

const now = new Date('2026-09-01T00:00:00Z');
const err = (f: AnswerField, v: unknown) => fieldError(f, v, now);

describe('ranges (spec sections 5 and 9), as properties', () => {
  test('SelectInput text: at most 18 characters, counted as code points after trimming', () => {
    const f: AnswerField = { prop: 'doc', label: '证件号', type: 'SelectInput' };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom('A', '𠀀', '张'), (n, ch) => {
        const e = err(f, ` ${ch.repeat(n)} `);
        expect(e?.code ?? null).toBe(n > SELECT_INPUT_MAX ? 'ANSWER.TOO_LONG' : null);
        if (e) expect(e.message).toBe('证件号不能超过18个字符');
      }),
    );
  });

  test('min / max / len rules: the verdict follows the length', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.integer({ min: 1, max: 20 }), (n, bound) => {
        const text = '字'.repeat(n);
        const f = (rule: object): AnswerField => ({ prop: 'x', label: '备注', rules: [rule] });
        expect(err(f({ max: bound }), text)?.code ?? null).toBe(n > bound ? 'ANSWER.TOO_LONG' : null);
        expect(err(f({ min: bound }), text)?.code ?? null).toBe(
          n > 0 && n < bound ? 'ANSWER.TOO_SHORT' : null,
        );
        expect(err(f({ len: bound }), text)?.code ?? null).toBe(
          n > 0 && n !== bound ? 'ANSWER.LENGTH' : null,
        );
      }),
    );
  });

  test('uploads: at most 10 files, each at most 20971520 bytes; "文件大小不能超过20M"', () => {
    const f: AnswerField = { prop: 'files', label: '附件', type: 'upload' };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: UPLOAD_MAX_BYTES + 10 }), { minLength: 1, maxLength: 14 }),
        (sizes) => {
          const e = err(
            f,
            sizes.map((size, i) => ({ fileId: `f${i}`, size })),
          );
          const expected =
            sizes.length > UPLOAD_MAX_FILES
              ? 'UPLOAD.TOO_MANY'
              : sizes.some((s) => s > UPLOAD_MAX_BYTES)
                ? 'UPLOAD.TOO_LARGE'
                : null;
          expect(e?.code ?? null).toBe(expected);
          if (expected === 'UPLOAD.TOO_LARGE') expect(e!.message).toBe('文件大小不能超过20M');
        },
      ),
    );
  });
});

describe('field rules', () => {
  test("a required signature left empty reads '请先填写'; a signature must be the pad's PNG", () => {
    const sign: AnswerField = { prop: 's', label: '签字', type: 'signature', rules: [{ required: true }] };
    expect(err(sign, '')).toMatchObject({ code: 'ANSWER.REQUIRED', message: '请先填写' });
    expect(err(sign, '<svg/>')).toMatchObject({ code: 'ANSWER.SIGNATURE', message: '签字格式不正确' });
    expect(err(sign, 'data:image/png;base64,AAA')).toBeNull();
  });

  test('required texts by kind; the template message wins', () => {
    expect(err({ label: '性别', type: 'picker', rules: [{ required: true }] }, '')?.message).toBe(
      '请选择性别',
    );
    expect(err({ label: '附件', type: 'upload', rules: [{ required: true }] }, [])?.message).toBe(
      '请上传附件',
    );
    expect(err({ label: '姓名', rules: [{ required: true, message: '姓名必填' }] }, ' ')?.message).toBe(
      '姓名必填',
    );
  });

  test('picker answers are option labels; multi-select ids are offered, once, none added when mandatory = 2', () => {
    const picker: AnswerField = { label: '户籍', type: 'picker', options: [{ index: 0, label: '本市' }] };
    expect(err(picker, '外星')?.code).toBe('ANSWER.OPTION');
    expect(err(picker, '本市')).toBeNull();
    const multi: AnswerField = {
      label: '专业',
      multipleChoice: 1,
      mandatory: 2,
      InfochooseMajorList: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      InfochooseMorechecked: ['a'],
    };
    expect(err(multi, ['z'])?.code).toBe('ANSWER.OPTION');
    expect(err(multi, ['a', 'a'])?.code).toBe('ANSWER.DUPLICATE');
    expect(err(multi, ['a', 'b'])).toMatchObject({ code: 'ANSWER.NOT_ADDABLE', message: '专业不允许添加' });
    expect(err(multi, ['a'])).toBeNull();
  });
});

describe('validateAnswers: template rules and field logic', () => {
  const fields: AnswerField[] = [
    { prop: 'name', label: '姓名', type: 'text', rules: [{ required: true }] },
    { prop: 'idNumber', label: '身份证号', type: 'SelectInput', rules: [{ required: true }] },
    { prop: 'boarding', label: '是否住校', type: 'picker', options: [{ index: 0, label: '住校' }] },
    { prop: 'dorm', label: '宿舍要求', type: 'text', show: false, rules: [] },
  ];
  const when = { prop: 'boarding', op: 'eq' as const, value: '住校' };
  const logic: FieldLogic[] = [
    { id: '1', when, action: 'show', targets: ['dorm'] },
    { id: '2', when, action: 'required', targets: ['dorm'] },
  ];
  const id = '11010519491231002x';

  test('hidden fields are neither checked nor kept; shown by the logic they are required', () => {
    const hidden = validateAnswers(fields, logic, { name: '张三', idNumber: id, dorm: '' }, now);
    expect(hidden.errors).toEqual([]);
    expect(hidden.applicant).toEqual({ name: '张三', idNumber: '11010519491231002X' });
    const shown = validateAnswers(fields, logic, { name: '张三', idNumber: id, boarding: '住校' }, now);
    expect(shown.errors).toEqual([{ field: 'dorm', code: 'ANSWER.REQUIRED', message: '请输入宿舍要求' }]);
  });

  test('unknown keys first, then fields in form order; the identity number is always checked', () => {
    const r = validateAnswers(fields, logic, { hacker: 'x', name: '', idNumber: '123' }, now);
    expect(r.errors.map((e) => [e.field, e.code])).toEqual([
      ['hacker', 'ANSWER.UNKNOWN'],
      ['name', 'ANSWER.REQUIRED'],
      ['idNumber', 'ID.LENGTH'],
    ]);
    expect(r.applicant).toBeNull();
  });
});
