import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFieldLogic, validateAnswers } from '@domain/forms/answers';
import { findCycle, formDesignProblems, logicOrderProblems } from '@domain/forms/design-rules';
import {
  conditionOf,
  conditionParents,
  FIELD_KINDS,
  freeProp,
  kindOf,
  moveField,
  newField,
  optionsFromText,
  removeField,
  renameField,
  setCondition,
  setMaxLength,
  setRequired,
  starterFields,
  type FormDraftDesign,
} from '@domain/forms/designer';

const NOW = new Date('2026-06-01T00:00:00+08:00');
const ID = '11010519491231002X';

/** 姓名, 证件号码, 是否住校 (picker), 宿舍要求 (shown when 是). */
function design(): FormDraftDesign {
  const picker = { ...newField('picker', 'boarding'), label: '是否住校' };
  const text = { ...setRequired(newField('text', 'dorm'), true), label: '宿舍要求' };
  const d = { name: '报名表', fields: [...starterFields(), picker, text], logic: [] };
  return setCondition(d, 'dorm', { parent: 'boarding', value: '是' });
}

describe('form designer edits', () => {
  it('every kind makes a field the design rules accept', () => {
    for (const { kind } of FIELD_KINDS) {
      const f = newField(kind, 'extra');
      expect(kindOf(f)).toBe(kind);
      expect(formDesignProblems([...starterFields(), f])).toEqual([]);
    }
  });

  it('a conditional field is hidden until its parent answers the value, then required and kept', () => {
    const d = design();
    expect(formDesignProblems(d.fields, d.logic)).toEqual([]);
    expect(conditionOf(d.logic, 'dorm')).toEqual({ parent: 'boarding', value: '是' });
    const shown = (answers: Record<string, string>) =>
      applyFieldLogic(d.fields, d.logic, answers).find((f) => f.prop === 'dorm')!.show;
    expect(shown({ boarding: '否' })).toBe(false);
    expect(shown({ boarding: '是' })).toBe(true);
    const base = { name: '张三', idNumber: ID };
    // Hidden: neither required nor submitted, even when a stale answer is sent.
    const hidden = validateAnswers(d.fields, d.logic, { ...base, boarding: '否', dorm: '旧答案' }, NOW);
    expect(hidden.errors).toEqual([]);
    expect(hidden.answers).not.toHaveProperty('dorm');
    // Shown: required.
    const missing = validateAnswers(d.fields, d.logic, { ...base, boarding: '是' }, NOW);
    expect(missing.errors.map((e) => e.field)).toEqual(['dorm']);
    const ok = validateAnswers(d.fields, d.logic, { ...base, boarding: '是', dorm: '靠近食堂' }, NOW);
    expect(ok.answers.dorm).toBe('靠近食堂');
  });

  it('clearing a condition shows the field again; deleting the parent frees its child', () => {
    const d = design();
    const cleared = setCondition(d, 'dorm', null);
    expect(cleared.logic).toEqual([]);
    expect(cleared.fields.find((f) => f.prop === 'dorm')!.show).toBe(true);
    const removed = removeField(d, 'boarding');
    expect(removed.logic).toEqual([]);
    expect(removed.fields.map((f) => [f.prop, f.show])).toEqual([
      ['name', true],
      ['idNumber', true],
      ['dorm', true],
    ]);
  });

  it('renaming a key follows it into the logic', () => {
    const d = renameField(design(), 'boarding', 'live');
    expect(d.logic[0]!.when.prop).toBe('live');
    expect(formDesignProblems(d.fields, d.logic)).toEqual([]);
  });

  it('offers only single-choice fields above a field as its parent', () => {
    const d = design();
    expect(conditionParents(d.fields, 'dorm').map((f) => f.prop)).toEqual(['boarding']);
    expect(conditionParents(d.fields, 'boarding')).toEqual([]);
  });

  it('required, length limit and pasted options', () => {
    const f = setMaxLength(setRequired(newField('text', 'x'), true), 30);
    expect(f.rules).toEqual([{ required: true }, { max: 30 }]);
    expect(setMaxLength(f, undefined).rules).toEqual([{ required: true }]);
    expect(setRequired(f, false).rules[0]).toEqual({ required: false });
    expect(optionsFromText(' 本市 \n\n外市\r\n港澳台 ')).toEqual([
      { index: 0, label: '本市' },
      { index: 1, label: '外市' },
      { index: 2, label: '港澳台' },
    ]);
    expect(freeProp([{ prop: 'field2' }, { prop: 'x' }])).toBe('field3');
  });
});

describe('logic order rules', () => {
  it('a child placed above its parent is refused; moving it below fixes it', () => {
    const d = design();
    const up = moveField(d.fields, 3, -1);
    expect(formDesignProblems(up, d.logic)).toContain('条件字段“是否住校”须排在它控制的字段“宿舍要求”之前');
    expect(formDesignProblems(moveField(up, 2, 1), d.logic)).toEqual([]);
  });

  it('a cycle of conditions is named', () => {
    const fields = [...starterFields(), newField('picker', 'a'), newField('picker', 'b')];
    const logic = [
      { id: '1', when: { prop: 'a' }, action: 'show', targets: ['b'] },
      { id: '2', when: { prop: 'b' }, action: 'show', targets: ['a'] },
    ];
    expect(logicOrderProblems(fields, logic)).toEqual(['字段逻辑形成循环：新选择题 → 新选择题 → 新选择题']);
  });

  it('a field shown by two different fields is refused (one parent condition)', () => {
    const fields = [
      ...starterFields(),
      newField('picker', 'a'),
      newField('picker', 'b'),
      newField('text', 'c'),
    ];
    const logic = [
      { id: '1', when: { prop: 'a' }, action: 'show', targets: ['c'] },
      { id: '2', when: { prop: 'b' }, action: 'hide', targets: ['c'] },
    ];
    expect(logicOrderProblems(fields, logic)).toEqual(['字段“新问题”只能由一个条件字段控制显示']);
  });

  it('moving keeps every field, and out-of-range moves change nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: -3, max: 15 }),
        fc.integer({ min: -2, max: 2 }),
        (list, from, by) => {
          const moved = moveField(list, from, by);
          expect([...moved].sort()).toEqual([...list].sort());
          const to = from + by;
          if (from < 0 || from >= list.length || to < 0 || to >= list.length) expect(moved).toEqual(list);
          else expect(moved[to]).toBe(list[from]);
        },
      ),
    );
  });

  it('edges always pointing down the form never make a cycle; adding one edge back up always does', () => {
    const pairs = fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 30 });
    fc.assert(
      fc.property(pairs, (raw) => {
        const down = raw.filter(([a, b]) => a < b).map(([a, b]) => [`k${a}`, `k${b}`] as const);
        expect(findCycle(down)).toBeNull();
        const first = down[0];
        if (first) {
          const cycle = findCycle([...down, [first[1], first[0]]]);
          expect(cycle).not.toBeNull();
          expect(cycle![0]).toBe(cycle!.at(-1));
        }
      }),
    );
  });

  it('a chain of conditional fields in form order is accepted whatever its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (n) => {
        let d: FormDraftDesign = { name: 'x', fields: starterFields(), logic: [] };
        for (let i = 0; i < n; i++) d = { ...d, fields: [...d.fields, newField('picker', `p${i}`)] };
        for (let i = 1; i < n; i++) d = setCondition(d, `p${i}`, { parent: `p${i - 1}`, value: '是' });
        expect(formDesignProblems(d.fields, d.logic)).toEqual([]);
        // Answering 是 all the way down shows every field; 否 at the top hides all below it.
        const yes = Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, '是']));
        expect(applyFieldLogic(d.fields, d.logic, yes).every((f) => f.show)).toBe(true);
        const no = { ...yes, p0: '否' };
        expect(applyFieldLogic(d.fields, d.logic, no).filter((f) => !f.show)).toHaveLength(n - 1);
      }),
    );
  });
});
