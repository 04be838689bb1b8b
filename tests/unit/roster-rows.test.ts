import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { columnOfHeader, escapeCell, ROSTER_COLUMNS, type RosterColumnKey } from '@domain/roster/columns';
import { answerValue, DEFAULT_MAPPING } from '@domain/roster/mapping';
import { checkRosterRows, majorOf } from '@domain/roster/row-rules';

const NOW = new Date('2026-08-30T02:00:00Z');
const MAJORS = [
  { id: 'm1', code: '710201', name: '计算机应用' },
  { id: 'm2', code: '730701', name: '会计事务' },
];
const HEADER = ROSTER_COLUMNS.map((c) => c.key) as RosterColumnKey[];
const id17 = (n: number) =>
  `3201022009${String((n % 12) + 1).padStart(2, '0')}15${String(n % 1000).padStart(3, '0')}`;
const idOf = (n: number) => id17(n) + idCheckDigit(id17(n));
const row = (r: number, cells: Partial<Record<RosterColumnKey, string>>) => ({
  row: r,
  cells: { name: '张三', idNumber: idOf(r), major: '计算机应用', ...cells },
});

describe('导入名单 row rules', () => {
  it('accepts a good row: number normalized, major by name or code, optional columns kept', () => {
    const { valid, errors } = checkRosterRows(
      HEADER,
      [
        row(2, { idNumber: idOf(2).toLowerCase(), phone: '13800138000', className: '一班' }),
        row(3, { major: '730701' }),
      ],
      MAJORS,
      NOW,
    );
    expect(errors).toEqual([]);
    expect(valid.map((v) => [v.row, v.majorId, v.className])).toEqual([
      [2, 'm1', '一班'],
      [3, 'm2', ''],
    ]);
    expect(valid[0]!.idNumber).toBe(idOf(2).toUpperCase());
  });

  it('names every error by row and column', () => {
    const bad = idOf(4).slice(0, 17) + (idOf(4).endsWith('0') ? '1' : '0');
    const { valid, errors } = checkRosterRows(
      HEADER,
      [
        row(2, {}),
        row(3, { idNumber: idOf(2) }),
        row(4, { idNumber: bad }),
        row(5, { major: '烹饪' }),
        row(6, { phone: '1380013800', emergencyPhone: 'abc' }),
        row(7, { name: '', major: '' }),
        row(8, { name: '=HYPERLINK("x")' }),
      ],
      MAJORS,
      NOW,
    );
    expect(valid.map((v) => v.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, column: '身份证号', message: '与第2行身份证号重复' },
      { row: 4, column: '身份证号', message: '身份证号校验位不正确' },
      { row: 5, column: '专业', message: '学校没有该专业：烹饪' },
      { row: 6, column: '手机号', message: '手机号格式不正确' },
      { row: 6, column: '紧急联系人电话', message: '紧急联系人电话格式不正确' },
      { row: 7, column: '姓名', message: '请填写姓名' },
      { row: 7, column: '专业', message: '请填写专业' },
      { row: 8, column: '姓名', message: '姓名只能包含汉字、字母和间隔号' },
    ]);
  });

  it('refuses a file without a required column before looking at rows', () => {
    const { valid, errors } = checkRosterRows(['name', 'major'], [row(2, {})], MAJORS, NOW);
    expect(valid).toEqual([]);
    expect(errors).toEqual([{ row: 1, column: '身份证号', message: '缺少必填列' }]);
  });

  it('any number with its MOD 11-2 digit passes; any other last character fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom(...'0123456789X'), (n, last) => {
        const id = id17(n) + last;
        const { errors } = checkRosterRows(HEADER, [row(2, { idNumber: id })], MAJORS, NOW);
        expect(errors.length === 0).toBe(last === idCheckDigit(id17(n)));
      }),
    );
  });

  it('headers, formula escaping, majors and answers', () => {
    expect(columnOfHeader('身份证号*')).toBe('idNumber');
    expect(columnOfHeader(' 手机号 ')).toBe('phone');
    expect(columnOfHeader('备注')).toBeNull();
    for (const s of ['=1+1', '+1', '-1', '@A']) expect(escapeCell(s)).toBe(`'${s}`);
    expect(escapeCell('张三')).toBe('张三');
    expect(majorOf(' 会计事务 ', MAJORS)?.id).toBe('m2');
    expect(majorOf('m1', MAJORS)?.id).toBe('m1');
    expect(answerValue({ assignedMajor: ['m1'] }, DEFAULT_MAPPING.major)).toBe('m1');
    expect(answerValue({ phone: 13800138000 }, 'phone')).toBe('13800138000');
    expect(answerValue({ x: { a: 1 } }, 'x')).toBe('');
    expect(answerValue({ name: '张三' }, '')).toBe('');
  });
});
