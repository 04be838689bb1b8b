import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classMoveError,
  type DormRoom,
  dormMoveError,
  type PlacementStudent,
  placementSetupError,
  planClasses,
  planDorms,
  type SchoolClass,
  sexOfIdNumber,
} from '@domain/roster/placement';

const student = (n: number, p: Partial<PlacementStudent> = {}): PlacementStudent => ({
  welcomeId: `w${n}`,
  name: `学生${n}`,
  majorId: 'm1',
  sex: n % 2 ? '0' : '1',
  className: '',
  dormitory: '',
  ...p,
});
const CLASSES: SchoolClass[] = [
  { name: '计算机1班', capacity: 3, majorId: 'm1' },
  { name: '计算机2班', capacity: 3, majorId: 'm1' },
  { name: '会计1班', capacity: 2, majorId: 'm2' },
];
const ROOMS: DormRoom[] = [
  { name: '1-101', sex: '0', beds: 2 },
  { name: '2-101', sex: '1', beds: 2 },
];

describe('分班 / 分宿 rules', () => {
  it('reads the sex from the identity number (17th digit odd = 男)', () => {
    expect(sexOfIdNumber('11010519491231002X')).toBe('1');
    expect(sexOfIdNumber('110105194912310010')).toBe('0');
    expect(sexOfIdNumber('110105491231001')).toBe('0');
    expect(sexOfIdNumber('123')).toBeNull();
  });

  it('a manual move: unknown class, other major and a full class are refused in Chinese', () => {
    const everyone = [1, 2, 3].map((n) => student(n, { className: '计算机1班' }));
    const newcomer = student(9);
    expect(classMoveError(newcomer, '计算机1班', CLASSES, everyone)).toBe('班级“计算机1班”已满（3人）');
    expect(classMoveError(newcomer, '计算机2班', CLASSES, everyone)).toBeNull();
    expect(classMoveError(newcomer, '会计1班', CLASSES, everyone)).toBe('班级“会计1班”只收本专业学生');
    expect(classMoveError(newcomer, '三班', CLASSES, everyone)).toMatch(/不存在/);
    // Staying in one's own full class is fine; '' = take out of the class.
    expect(classMoveError(everyone[0]!, '计算机1班', CLASSES, everyone)).toBeNull();
    expect(classMoveError(newcomer, '', CLASSES, everyone)).toBeNull();
  });

  it('a dorm move: other sex, no bed left and unknown sex are refused', () => {
    const everyone = [student(1, { dormitory: '1-101' }), student(3, { dormitory: '1-101' })];
    expect(dormMoveError(student(5), '1-101', ROOMS, everyone)).toBe('宿舍“1-101”床位已满（2张）');
    expect(dormMoveError(student(2), '1-101', ROOMS, everyone)).toBe('宿舍“1-101”为男生宿舍');
    expect(dormMoveError(student(2), '2-101', ROOMS, everyone)).toBeNull();
    expect(dormMoveError(student(7, { sex: null }), '2-101', ROOMS, everyone)).toMatch(/女生宿舍/);
  });

  it('assigns by major, balanced by sex, and lists who found no room', () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((n) => student(n)).concat(student(8, { majorId: 'm2' }));
    const plan = planClasses(list, CLASSES, { keepPlaced: true, balanceSex: true });
    const to = (c: string) =>
      plan.filter((p) => p.to === c).map((p) => list.find((s) => s.welcomeId === p.welcomeId)!);
    expect(to('计算机1班')).toHaveLength(3);
    expect(to('计算机2班')).toHaveLength(3);
    for (const c of ['计算机1班', '计算机2班']) {
      const men = to(c).filter((s) => s.sex === '0').length;
      expect(Math.abs(men - (3 - men))).toBeLessThanOrEqual(1);
    }
    expect(to('会计1班').map((s) => s.welcomeId)).toEqual(['w8']);
    expect(plan.filter((p) => !p.to)).toEqual([expect.objectContaining({ reason: '没有可容纳的班级' })]);
  });

  it('keeps placed students and fills rooms by sex', () => {
    const list = [
      student(1, { dormitory: '1-101' }),
      student(3),
      student(5),
      student(2),
      student(6, { sex: null }),
    ];
    const plan = planDorms(list, ROOMS, { keepPlaced: true });
    expect(plan.map((p) => [p.welcomeId, p.to])).toEqual([
      ['w2', '2-101'],
      ['w3', '1-101'],
      ['w5', ''],
      ['w6', ''],
    ]);
    expect(plan.find((p) => p.welcomeId === 'w5')!.reason).toBe('没有空余的男生床位');
  });

  it('checks the setup: duplicate names and capacities', () => {
    expect(placementSetupError(CLASSES, ROOMS)).toBeNull();
    expect(placementSetupError([...CLASSES, CLASSES[0]!], ROOMS)).toBe('班级名称“计算机1班”重复');
    expect(placementSetupError([{ name: 'x', capacity: 0, majorId: '' }], [])).toMatch(/1至500/);
    expect(placementSetupError([], [{ name: 'r', sex: '0', beds: 1.5 }])).toMatch(/床位数/);
  });
});

const arbStudents = fc
  .array(
    fc.record({
      major: fc.constantFrom('m1', 'm2', 'm3'),
      sex: fc.constantFrom<'0' | '1' | null>('0', '1', null),
    }),
    {
      maxLength: 60,
    },
  )
  .map((list) => list.map((s, i) => student(i, { majorId: s.major, sex: s.sex })));
const arbClasses = fc
  .array(fc.record({ major: fc.constantFrom('m1', 'm2', ''), capacity: fc.integer({ min: 1, max: 12 }) }), {
    maxLength: 6,
  })
  .map((list) => list.map((c, i) => ({ name: `班${i}`, capacity: c.capacity, majorId: c.major })));
const arbRooms = fc
  .array(fc.record({ sex: fc.constantFrom<'0' | '1'>('0', '1'), beds: fc.integer({ min: 1, max: 8 }) }), {
    maxLength: 8,
  })
  .map((list) => list.map((r, i) => ({ name: `室${i}`, ...r })));

describe('分班 / 分宿 properties', () => {
  it('a class plan never exceeds capacity, never puts a student in another major’s class, every move passes the move rule', () => {
    fc.assert(
      fc.property(arbStudents, arbClasses, fc.boolean(), (list, classes, balanceSex) => {
        const plan = planClasses(list, classes, { keepPlaced: false, balanceSex });
        expect(plan).toHaveLength(list.length);
        const after = list.map((s) => ({
          ...s,
          className: plan.find((p) => p.welcomeId === s.welcomeId)!.to,
        }));
        for (const c of classes)
          expect(after.filter((s) => s.className === c.name).length).toBeLessThanOrEqual(c.capacity);
        for (const s of after) {
          const c = classes.find((k) => k.name === s.className);
          if (c?.majorId) expect(c.majorId).toBe(s.majorId);
          if (s.className) expect(classMoveError(s, s.className, classes, after)).toBeNull();
        }
        // Someone left out only when no class they may join has room.
        for (const p of plan.filter((x) => !x.to)) {
          const s = list.find((x) => x.welcomeId === p.welcomeId)!;
          const own = classes.filter((c) => c.majorId === s.majorId);
          const open = (
            own.length && own.some((c) => after.filter((x) => x.className === c.name).length < c.capacity)
              ? own
              : classes.filter((c) => !c.majorId)
          ).filter((c) => after.filter((x) => x.className === c.name).length < c.capacity);
          expect(open).toEqual([]);
        }
      }),
    );
  });

  it('balanced by sex: with room to spare, a major’s classes differ by at most one per sex', () => {
    fc.assert(
      fc.property(arbStudents, fc.integer({ min: 1, max: 4 }), (list, n) => {
        const classes = Array.from({ length: n }, (_, i) => ({
          name: `班${i}`,
          capacity: 100,
          majorId: 'm1',
        }));
        const mine = list.filter((s) => s.majorId === 'm1');
        const plan = planClasses(mine, classes, { keepPlaced: false, balanceSex: true });
        for (const sex of ['0', '1', null]) {
          const counts = classes.map(
            (c) =>
              plan.filter(
                (p) => p.to === c.name && mine.find((s) => s.welcomeId === p.welcomeId)!.sex === sex,
              ).length,
          );
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('a dorm plan never exceeds beds and never mixes sexes', () => {
    fc.assert(
      fc.property(arbStudents, arbRooms, (list, rooms) => {
        const plan = planDorms(list, rooms, { keepPlaced: false });
        const after = list.map((s) => ({
          ...s,
          dormitory: plan.find((p) => p.welcomeId === s.welcomeId)!.to,
        }));
        for (const r of rooms) {
          const inside = after.filter((s) => s.dormitory === r.name);
          expect(inside.length).toBeLessThanOrEqual(r.beds);
          expect(inside.every((s) => s.sex === r.sex)).toBe(true);
        }
        for (const s of after.filter((x) => !x.dormitory && x.sex)) {
          const free = rooms.filter(
            (r) => r.sex === s.sex && after.filter((x) => x.dormitory === r.name).length < r.beds,
          );
          expect(free).toEqual([]);
        }
      }),
    );
  });
});
