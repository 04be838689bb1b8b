import { sexOfIdNumber } from '@domain/roster/placement';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';

// Issue 27 item 5: the demo seed never puts a student in a room with the other sex.
describe('demo seed rooms', () => {
  it('every seeded dormitory holds one sex, and a 男生/女生 building only that sex', () => {
    for (const school of Object.values(DEMO)) {
      const sexes = new Map<string, Set<string>>();
      for (const s of school.students) {
        const sex = sexOfIdNumber(s.idNumber)!;
        sexes.set(s.dormitory, (sexes.get(s.dormitory) ?? new Set()).add(sex));
        if (s.dormitory.startsWith('男生')) expect([s.name, sex]).toEqual([s.name, '0']);
        if (s.dormitory.startsWith('女生')) expect([s.name, sex]).toEqual([s.name, '1']);
      }
      for (const [room, set] of sexes) expect([room, set.size]).toEqual([room, 1]);
    }
  });
});
