import type { DormRoom, Placed, PlacementStudent, SchoolClass, Sex } from './placement';

/**
 * 分班 / 分宿 按导入名单 (issue 27): the 班级 / 宿舍 column of the imported roster xlsx (kept per student
 * as `imported`) decides. A name the school has not set up yet is created on confirm when asked
 * (a class: as many seats as students name it, the students' one major or any; a room: their one
 * sex, as many beds); otherwise, and for a room both sexes name, the student is listed and not moved.
 * A named class or room still keeps its rules: major, sex, capacity.
 */
export interface ImportedStudent extends PlacementStudent {
  /** The class or room the imported file named for the student ('' = none). */
  imported: string;
}

export interface ImportPlan<T> {
  /** Every student whose place changes, or whose named place was refused (to '' and a reason). */
  items: Placed[];
  /** Classes / rooms to add on confirm. */
  created: T[];
}

const MAX_COUNT = 500;
/** A class or room name is at most 30 characters (contract/placement.ts). */
const MAX_NAME = 30;
export const IMPORT_TEXT = {
  newClass: (n: string) => `新建班级“${n}”`,
  newRoom: (n: string) => `新建宿舍“${n}”`,
  unknownClass: (n: string) => `班级“${n}”尚未建立`,
  unknownRoom: (n: string) => `宿舍“${n}”尚未建立`,
  mixedRoom: (n: string) => `宿舍“${n}”男女生均有，未新建`,
  noSex: '身份证号无法判断性别',
  otherMajor: (n: string) => `班级“${n}”只收本专业学生`,
  otherSex: (n: string) => `宿舍“${n}”为异性宿舍`,
  classFull: (n: string, c: number) => `班级“${n}”已满（${c}人）`,
  roomFull: (n: string, c: number) => `宿舍“${n}”已满（${c}床）`,
  longName: (n: string) => `“${n}”超过${MAX_NAME}个字，不能作为班级或宿舍名称`,
} as const;

const groups = (list: readonly ImportedStudent[]) => {
  const m = new Map<string, ImportedStudent[]>();
  for (const s of list) if (s.imported) m.set(s.imported, [...(m.get(s.imported) ?? []), s]);
  // By name (导入1班 before 导入2班), whatever order the students came in.
  return new Map([...m].sort(([a], [b]) => a.localeCompare(b, 'zh-CN', { numeric: true })));
};

/** 按导入名单分班. `everyone`: the school's coming students (seats already taken count). */
export function planClassesFromImport(
  everyone: readonly ImportedStudent[],
  classes: readonly SchoolClass[],
  createMissing: boolean,
): ImportPlan<SchoolClass> {
  const items: Placed[] = [];
  const created: SchoolClass[] = [];
  for (const [name, named] of groups(everyone)) {
    let c = classes.find((k) => k.name === name);
    let isNew = false;
    if (!c && createMissing && [...name].length <= MAX_NAME) {
      const majors = new Set(named.map((s) => s.majorId ?? ''));
      c = {
        name,
        capacity: Math.min(MAX_COUNT, named.length),
        majorId: majors.size === 1 ? [...majors][0]! : '',
      };
      created.push(c);
      isNew = true;
    }
    // Seats held by students the file names no class for (they stay).
    let used = everyone.filter((s) => s.className === name && s.imported === '').length;
    for (const s of named) {
      const refuse = (reason: string) => items.push({ ...base(s, 'className'), to: '', reason });
      if (!c)
        refuse([...name].length > MAX_NAME ? IMPORT_TEXT.longName(name) : IMPORT_TEXT.unknownClass(name));
      else if (c.majorId && s.majorId !== c.majorId) refuse(IMPORT_TEXT.otherMajor(name));
      else if (used >= c.capacity) refuse(IMPORT_TEXT.classFull(name, c.capacity));
      else {
        used++;
        if (s.className !== name || isNew)
          items.push({ ...base(s, 'className'), to: name, reason: isNew ? IMPORT_TEXT.newClass(name) : '' });
      }
    }
  }
  return { items, created };
}

/** 按导入名单分宿: as classes, and a room only for students of its sex. */
export function planDormsFromImport(
  everyone: readonly ImportedStudent[],
  rooms: readonly DormRoom[],
  createMissing: boolean,
): ImportPlan<DormRoom> {
  const items: Placed[] = [];
  const created: DormRoom[] = [];
  for (const [name, named] of groups(everyone)) {
    let r = rooms.find((k) => k.name === name);
    let isNew = false;
    let mixed = false;
    if (!r && createMissing && [...name].length <= MAX_NAME) {
      const sexes = new Set(named.map((s) => s.sex));
      const sex = [...sexes][0];
      if (sexes.size === 1 && sex) {
        r = { name, sex: sex as Sex, beds: Math.min(MAX_COUNT, named.length) };
        created.push(r);
        isNew = true;
      } else mixed = true;
    }
    let used = everyone.filter((s) => s.dormitory === name && s.imported === '').length;
    for (const s of named) {
      const refuse = (reason: string) => items.push({ ...base(s, 'dormitory'), to: '', reason });
      if (mixed) refuse(s.sex ? IMPORT_TEXT.mixedRoom(name) : IMPORT_TEXT.noSex);
      else if (!r)
        refuse([...name].length > MAX_NAME ? IMPORT_TEXT.longName(name) : IMPORT_TEXT.unknownRoom(name));
      else if (s.sex !== r.sex) refuse(s.sex ? IMPORT_TEXT.otherSex(name) : IMPORT_TEXT.noSex);
      else if (used >= r.beds) refuse(IMPORT_TEXT.roomFull(name, r.beds));
      else {
        used++;
        if (s.dormitory !== name || isNew)
          items.push({ ...base(s, 'dormitory'), to: name, reason: isNew ? IMPORT_TEXT.newRoom(name) : '' });
      }
    }
  }
  return { items, created };
}

const base = (s: ImportedStudent, key: 'className' | 'dormitory') => ({
  welcomeId: s.welcomeId,
  name: s.name,
  from: s[key],
});
