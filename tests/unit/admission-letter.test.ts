import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillAdmissionLetter } from '@domain/admissions/admission-letter';

describe('录取通知书 wording', () => {
  const v = { name: '张三', plan: '2026年秋季普通招生', reportDate: '2026-08-28' };
  it('fills the known placeholders and leaves anything else as written', () => {
    expect(fillAdmissionLetter('{姓名}同学：恭喜你被我校{计划}录取，请于{报到日期}报到。{专业}', v)).toBe(
      '张三同学：恭喜你被我校2026年秋季普通招生录取，请于2026-08-28报到。{专业}',
    );
  });
  it('a wording without placeholders is unchanged, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\{(姓名|计划|报到日期)\}/.test(s)),
        fc.string(),
        (t, name) => {
          expect(fillAdmissionLetter(t, { ...v, name })).toBe(t);
        },
      ),
    );
  });
});
