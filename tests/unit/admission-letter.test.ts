import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admissionLetterProblem,
  DEFAULT_ADMISSION_LETTER,
  fillLetterText,
  LETTER_PLACEHOLDERS,
  letterBodyHtml,
  letterMajor,
  letterTextProblem,
  renderAdmissionLetter,
  reportTimeText,
  storedLetter,
} from '@domain/admissions/admission-letter';

const v = {
  name: '张三',
  plan: '2026年秋季普通招生',
  major: '计算机应用',
  reportTime: '2026年8月28日至9月5日',
  school: '示范中学',
};
/** Text a school could type around the placeholders: anything but braces. */
const plain = fc.string({
  unit: fc.constantFrom(...'录取通知书同学：，。\n abc12{}'.replace(/[{}]/g, '').split('')),
});
const token = fc.constantFrom(...LETTER_PLACEHOLDERS.map((p) => p.token));

describe('录取通知书 wording', () => {
  it('fills every placeholder with the applicant’s values', () => {
    expect(
      renderAdmissionLetter(
        {
          title: '{学校}录取通知书',
          body: '{姓名}同学：恭喜你被我校{计划}录取，专业{专业}，请于{报到时间}报到。',
        },
        v,
      ),
    ).toEqual({
      title: '示范中学录取通知书',
      body: '张三同学：恭喜你被我校2026年秋季普通招生录取，专业计算机应用，请于2026年8月28日至9月5日报到。',
    });
  });

  it('the default wording is valid and names the applicant', () => {
    expect(admissionLetterProblem(DEFAULT_ADMISSION_LETTER)).toBeNull();
    expect(renderAdmissionLetter(DEFAULT_ADMISSION_LETTER, v).body).toContain('张三同学');
  });

  it('an empty value reads 待定 (a form without a major)', () => {
    expect(fillLetterText('专业：{专业}', { ...v, major: '' })).toBe('专业：待定');
  });

  it('refuses an unknown placeholder, naming it and the ones that exist', () => {
    const p = letterTextProblem('{姓名}同学，{班级}');
    expect(p).toContain('{班级}');
    expect(p).toContain('{姓名} {学校} {计划} {专业} {报到时间}');
    expect(admissionLetterProblem({ title: '通知', body: '{name}' })).toMatch(
      /^录取通知书正文中有无法识别的占位符：\{name\}/,
    );
    expect(admissionLetterProblem({ title: '{标题}', body: '好' })).toMatch(/^录取通知书标题中/);
  });

  it('refuses a stray brace and an empty title or body', () => {
    expect(letterTextProblem('{姓名 同学')).toContain('花括号');
    expect(letterTextProblem('同学}')).toContain('花括号');
    expect(admissionLetterProblem({ title: ' ', body: '好' })).toBe('请填写录取通知书标题');
    expect(admissionLetterProblem({ title: '通知', body: '' })).toBe('请填写录取通知书正文');
  });

  it('wording saved before titles existed (a string, {报到日期}) still reads', () => {
    const l = storedLetter('{姓名}同学：请于{报到日期}报到。');
    expect(l.title).toBe('录取通知书');
    expect(admissionLetterProblem(l)).toBeNull();
    expect(renderAdmissionLetter(l, v).body).toBe('张三同学：请于2026年8月28日至9月5日报到。');
    expect(storedLetter(undefined)).toEqual(DEFAULT_ADMISSION_LETTER);
  });

  it('property: text without braces is valid and unchanged, whatever the values', () => {
    fc.assert(
      fc.property(plain, fc.string(), (t, name) => {
        expect(letterTextProblem(t)).toBeNull();
        expect(fillLetterText(t, { ...v, name })).toBe(t);
      }),
    );
  });

  it('property: text and known placeholders interleaved is valid; each placeholder becomes its value', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, token), { maxLength: 8 }), plain, (parts, tail) => {
        const text = parts.map(([p, t]) => p + t).join('') + tail;
        expect(letterTextProblem(text)).toBeNull();
        const key = (t: string) => LETTER_PLACEHOLDERS.find((p) => p.token === t)!.key;
        const want = parts.map(([p, t]) => p + v[key(t)]).join('') + tail;
        expect(fillLetterText(text, v)).toBe(want);
      }),
    );
  });

  it('property: any other {…} is refused', () => {
    const known = new Set<string>([...LETTER_PLACEHOLDERS.map((p) => p.token), '{报到日期}']);
    fc.assert(
      fc.property(
        plain,
        fc.string().filter((s) => !/[{}]/.test(s) && !known.has(`{${s}}`)),
        plain,
        (a, inner, b) => {
          expect(letterTextProblem(`${a}{${inner}}${b}`)).toContain(`{${inner}}`);
        },
      ),
    );
  });

  it('the major: assigned first, else the first wished, by name', () => {
    const fields = [
      {
        prop: 'majors',
        InfochooseMajorList: [
          { id: 'm1', name: '计算机应用' },
          { id: 'm2', name: '会计' },
        ],
      },
      {
        prop: 'assignedMajor',
        InfochooseMajorList: [
          { id: 'm1', name: '计算机应用' },
          { id: 'm2', name: '会计' },
        ],
      },
    ];
    expect(letterMajor(fields, { majors: ['m1'], assignedMajor: ['m2'] })).toBe('会计');
    expect(letterMajor(fields, { majors: ['m1', 'm2'], assignedMajor: [] })).toBe('计算机应用');
    expect(letterMajor([], { majors: ['m1'] })).toBe('');
  });

  it('报到时间 from the school’s days', () => {
    expect(reportTimeText('2026-08-28', '2026-09-05')).toBe('2026年8月28日至9月5日');
    expect(reportTimeText('2026-12-30', '2027-01-02')).toBe('2026年12月30日至2027年1月2日');
    expect(reportTimeText('2026-08-28', '2026-08-28')).toBe('2026年8月28日');
    expect(reportTimeText('', '')).toBe('');
  });
});

describe('the letter written in the rich editor (issue 34 item 14)', () => {
  it('shows plain lines (the default, an older letter) as paragraphs, escaped; markup as written', () => {
    expect(letterBodyHtml('第一行\n\n<第二行> & 完')).toBe('<p>第一行</p><p>&#60;第二行&#62; &#38; 完</p>');
    expect(letterBodyHtml('<p>{姓名}同学：</p><p><strong>恭喜</strong></p>')).toBe(
      '<p>{姓名}同学：</p><p><strong>恭喜</strong></p>',
    );
  });
  it('puts the values into markup as text, never as markup', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const l = renderAdmissionLetter({ title: '{姓名}', body: '<p>{姓名}同学</p>' }, { ...v, name });
        expect(l.body.slice(3, -6)).not.toMatch(/[<>"']/);
        expect(l.title).toBe(name.trim() || '待定');
      }),
    );
  });
});
