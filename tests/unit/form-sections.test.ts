import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDesignProblems } from '@domain/forms/design-rules';
import {
  canMove,
  dropField,
  hasSections,
  mergeSectionUp,
  moveInSections,
  renameSection,
  sectionProblems,
  sectionsOf,
} from '@domain/forms/sections';

const f = (prop: string, section?: string) => ({ prop, label: prop, ...(section ? { section } : {}) });
const form = [f('name', '学生'), f('idNumber', '学生'), f('phone', '家庭'), f('dorm', '家庭')];
const shape = (fields: { prop?: string; section?: string }[]) =>
  sectionsOf(fields.map((x) => ({ label: '', ...x }))).map(
    (s) => `${s.title}:${s.fields.map((x) => x.prop).join(',')}`,
  );

describe('分组 (form sections)', () => {
  it('groups neighbouring fields by title, in form order; no title means no headings', () => {
    expect(shape(form)).toEqual(['学生:name,idNumber', '家庭:phone,dorm']);
    expect(hasSections(form)).toBe(true);
    expect(hasSections([f('a'), f('b')])).toBe(false);
    expect(shape([f('a'), f('b')])).toEqual([':a,b']);
  });

  it('reorders within a section, and across its edge into the neighbouring section', () => {
    expect(shape(moveInSections(form, 'idNumber', -1))).toEqual(['学生:idNumber,name', '家庭:phone,dorm']);
    // The last of 学生 moving down joins the start of 家庭; the first of 家庭 moving up joins 学生's end.
    expect(shape(moveInSections(form, 'idNumber', 1))).toEqual(['学生:name', '家庭:idNumber,phone,dorm']);
    expect(shape(moveInSections(form, 'phone', -1))).toEqual(['学生:name,idNumber,phone', '家庭:dorm']);
    expect(canMove(form, 'name', -1)).toBe(false);
    expect(canMove(form, 'dorm', 1)).toBe(false);
    expect(moveInSections(form, 'name', -1)).toEqual(form);
  });

  it('renames a section and removes one into the section above', () => {
    expect(shape(renameSection(form, 1, '家长'))).toEqual(['学生:name,idNumber', '家长:phone,dorm']);
    expect(shape(mergeSectionUp(form, 1))).toEqual(['学生:name,idNumber,phone,dorm']);
    expect(mergeSectionUp(form, 0)).toEqual(form);
  });

  it('refuses one title in two places and over-long titles, in Chinese, through the design rules', () => {
    const split = [f('name', '学生'), f('phone', '家庭'), f('idNumber', '学生')];
    expect(sectionProblems(split)).toEqual(['分组“学生”出现在两处，请合并或改名']);
    expect(sectionProblems([f('a', 'x'.repeat(31))])[0]).toMatch(/最多30字/);
    const design = split.map((x) => ({ ...x, type: 'text', label: x.prop }));
    expect(formDesignProblems(design)).toContain('分组“学生”出现在两处，请合并或改名');
  });

  it('a move never loses, duplicates or reorders fields other than the moved pair (property)', () => {
    const titles = fc.constantFrom(undefined, '甲', '乙', '丙');
    fc.assert(
      fc.property(
        fc.array(titles, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom(-1 as const, 1 as const),
        (ts, k, by) => {
          const fields = ts.map((t, i) => f(`f${i}`, t));
          const prop = fields[k % fields.length]!.prop;
          const out = moveInSections(fields, prop, by);
          expect(out.map((x) => x.prop).sort()).toEqual(fields.map((x) => x.prop).sort());
          const moved = out.findIndex((x) => x.prop === prop) - fields.findIndex((x) => x.prop === prop);
          expect(Math.abs(moved)).toBeLessThanOrEqual(1);
          // Every section of the result is a run of one title (sectionsOf is stable over its own output).
          expect(sectionsOf(out).flatMap((s) => s.fields)).toEqual(out);
        },
      ),
    );
  });
});

describe('drag and drop (dropField)', () => {
  it('takes the place of the field it is dropped on, within and across sections', () => {
    expect(shape(dropField(form, 'name', 'idNumber'))).toEqual(['学生:idNumber,name', '家庭:phone,dorm']);
    expect(shape(dropField(form, 'dorm', 'phone'))).toEqual(['学生:name,idNumber', '家庭:dorm,phone']);
    expect(shape(dropField(form, 'idNumber', 'dorm'))).toEqual(['学生:name', '家庭:phone,dorm,idNumber']);
    expect(shape(dropField(form, 'dorm', 'name'))).toEqual(['学生:dorm,name,idNumber', '家庭:phone']);
    expect(dropField(form, 'name', 'nope')).toEqual(form);
    expect(dropField(form, 'name', 'name')).toEqual(form);
  });

  it('property: the same fields after any drop; no field lands in a second run of its own title', () => {
    const titles = ['', 'A', 'B'];
    const arb = fc
      .array(fc.constantFrom(...titles), { minLength: 1, maxLength: 8 })
      .map((ts) => [...ts].sort().map((t, i) => f(`k${i}`, t || undefined)));
    fc.assert(
      fc.property(arb, fc.nat(), fc.nat(), (fields, a, b) => {
        const from = fields[a % fields.length]!.prop;
        const over = fields[b % fields.length]!;
        const out = dropField(fields, from, over.prop);
        expect(out.map((x) => x.prop).sort()).toEqual(fields.map((x) => x.prop).sort());
        const moved = out.find((x) => x.prop === from)!;
        expect(moved.section ?? '').toBe(from === over.prop ? (moved.section ?? '') : (over.section ?? ''));
        // The sections of the untouched form stay single runs after a drop (the moved field joins one).
        expect(sectionProblems(out)).toEqual([]);
      }),
    );
  });
});
