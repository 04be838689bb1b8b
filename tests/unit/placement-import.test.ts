import type { PlacementStudent } from '@domain/roster/placement';
import { IMPORT_TEXT, planClassesFromImport, planDormsFromImport } from '@domain/roster/placement-import';
import { describe, expect, it } from 'vitest';

// 分班 / 分宿 按导入名单 (issue 27): the file's 班级 / 宿舍 column decides, missing ones created on ask.
const st = (
  welcomeId: string,
  imported: string,
  over: Partial<PlacementStudent> = {},
): PlacementStudent & { imported: string } => ({
  welcomeId,
  name: welcomeId,
  majorId: 'm1',
  sex: '0',
  className: '',
  dormitory: '',
  imported,
  ...over,
});

describe('classes from the imported column', () => {
  it('an unknown class is listed per row; asked to create, it is made with the seats and one major', () => {
    const list = [st('a', '一班'), st('b', '九班'), st('c', '九班'), st('d', '')];
    const classes = [{ name: '一班', capacity: 40, majorId: '' }];
    const off = planClassesFromImport(list, classes, false);
    expect(off.created).toEqual([]);
    expect(off.items.filter((i) => !i.to).map((i) => [i.welcomeId, i.reason])).toEqual([
      ['b', IMPORT_TEXT.unknownClass('九班')],
      ['c', IMPORT_TEXT.unknownClass('九班')],
    ]);
    expect(off.items.find((i) => i.welcomeId === 'a')).toMatchObject({ to: '一班', reason: '' });
    const on = planClassesFromImport(list, classes, true);
    expect(on.created).toEqual([{ name: '九班', capacity: 2, majorId: 'm1' }]);
    expect(on.items.filter((i) => i.to === '九班')).toHaveLength(2);
    expect(on.items.some((i) => i.welcomeId === 'd')).toBe(false);
  });
  it('an existing class keeps its rules: major and capacity (seats of students the file leaves count)', () => {
    const list = [
      st('x', '', { className: '一班' }),
      st('a', '一班'),
      st('b', '一班', { majorId: 'm2' }),
      st('c', '一班'),
    ];
    const p = planClassesFromImport(list, [{ name: '一班', capacity: 2, majorId: 'm1' }], true);
    expect(p.items.map((i) => [i.welcomeId, i.to, i.reason])).toEqual([
      ['a', '一班', ''],
      ['b', '', IMPORT_TEXT.otherMajor('一班')],
      ['c', '', IMPORT_TEXT.classFull('一班', 2)],
    ]);
  });
  it('mixed majors make a class for any major; a name over 30 characters is never created', () => {
    const long = '班'.repeat(31);
    const p = planClassesFromImport(
      [st('a', '二班'), st('b', '二班', { majorId: 'm2' }), st('c', long)],
      [],
      true,
    );
    expect(p.created).toEqual([{ name: '二班', capacity: 2, majorId: '' }]);
    expect(p.items.find((i) => i.welcomeId === 'c')!.reason).toBe(IMPORT_TEXT.longName(long));
  });
});

describe('rooms from the imported column', () => {
  it('a new room takes its students’ sex; a room both sexes name is not created; the other sex is refused', () => {
    const list = [
      st('m1', '1-101'),
      st('m2', '1-101'),
      st('f1', '2-201', { sex: '1' }),
      st('m3', '2-201'),
      st('f2', '3-301', { sex: '1' }),
    ];
    const p = planDormsFromImport(list, [{ name: '3-301', sex: '0', beds: 4 }], true);
    expect(p.created).toEqual([{ name: '1-101', sex: '0', beds: 2 }]);
    const by = Object.fromEntries(p.items.map((i) => [i.welcomeId, i.to || i.reason]));
    expect(by).toEqual({
      m1: '1-101',
      m2: '1-101',
      f1: IMPORT_TEXT.mixedRoom('2-201'),
      m3: IMPORT_TEXT.mixedRoom('2-201'),
      f2: IMPORT_TEXT.otherSex('3-301'),
    });
  });
  it('a student already in the named place is not listed again', () => {
    const p = planDormsFromImport(
      [st('a', 'R1', { dormitory: 'R1' })],
      [{ name: 'R1', sex: '0', beds: 1 }],
      true,
    );
    expect(p.items).toEqual([]);
  });
});
