import { describe, expect, it } from 'vitest';
import {
  admittedMajorProblem,
  defaultAdmittedMajor,
  majorNameOf,
  wishedMajorIds,
  withPlanMajors,
} from '@domain/admissions/admitted-major';
import { kindOf, newField } from '@domain/forms/designer';

const plan = [
  { id: 'm2', name: '机电技术应用' },
  { id: 'm3', name: '会计事务' },
];

describe('录取专业 (issue 34)', () => {
  it('starts on the first wish the plan offers, else the only major, else none', () => {
    expect(defaultAdmittedMajor(plan, ['m1', 'm3', 'm2'])).toBe('m3');
    expect(defaultAdmittedMajor(plan, ['m1'])).toBeNull();
    expect(defaultAdmittedMajor([plan[0]!], [])).toBe('m2');
    expect(defaultAdmittedMajor([], ['m1'])).toBeNull();
  });

  it('refuses a major outside the plan, a missing one where the plan has majors, any where it has none', () => {
    expect(admittedMajorProblem(plan, 'm3')).toBeNull();
    expect(admittedMajorProblem(plan, 'm1')).toBe('录取专业不在该招生计划的招生专业中');
    expect(admittedMajorProblem(plan, null)).toBe('请选择录取专业');
    expect(admittedMajorProblem([], null)).toBeNull();
    expect(admittedMajorProblem([], 'm1')).toBe('该招生计划没有设置招生专业，不能指定录取专业');
    expect(majorNameOf(plan, 'm2')).toBe('机电技术应用');
    expect(majorNameOf(plan, null)).toBe('');
  });

  it('reads wishes from 意向专业 fields and pickers naming a major, never from the school-fixed 定向专业', () => {
    const fields = [
      { prop: 'assignedMajor', InfochooseMajorList: [{ id: 'm9' }] },
      { prop: 'wish', planMajors: true },
      { prop: 'pick', options: [{ index: 0, label: '会计事务' }] },
    ];
    expect(wishedMajorIds(fields, { assignedMajor: ['m9'], wish: ['m2'], pick: 0 }, plan)).toEqual([
      'm2',
      'm3',
    ]);
    expect(wishedMajorIds(fields, {}, plan)).toEqual([]);
  });

  it('the designer kind is filled with the plan’s majors where a plan serves it', () => {
    const f = newField('major', 'field3');
    expect(kindOf(f)).toBe('major');
    expect(f.mandatory).toBe(1);
    const [filled] = withPlanMajors([f], plan);
    expect(filled!.InfochooseMajorList).toEqual(plan);
  });
});
