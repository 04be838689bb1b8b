/**
 * 分班 / 分宿 (issue 27): the school's classes and dormitory rooms, and the rules every placement
 * keeps — a class never holds more than its capacity, a room never more than its beds, a room only
 * students of its sex. Pure; the server plans and checks with these, the screens preview with them.
 */

/** '0' 男 / '1' 女, as src-domain/identity/id-number.ts reads it from the identity number. */
export type Sex = '0' | '1';
export const SEX_TEXT: Record<Sex, string> = { '0': '男', '1': '女' };

export interface SchoolClass {
  name: string;
  capacity: number;
  /** The major the class is for; '' = any major. */
  majorId: string;
}

export interface DormRoom {
  name: string;
  sex: Sex;
  beds: number;
}

export interface PlacementStudent {
  welcomeId: string;
  name: string;
  majorId: string | null;
  sex: Sex | null;
  className: string;
  dormitory: string;
}

export interface Placed {
  welcomeId: string;
  name: string;
  /** The class or room before, and the one proposed ('' = none found). */
  from: string;
  to: string;
  reason: string;
}

/**
 * The sex of an 18-digit identity number: the 17th digit odd = 男 (GB 11643); null when the number
 * is not 18 characters (15-digit numbers use the last digit).
 */
export function sexOfIdNumber(idNumber: string): Sex | null {
  const t = idNumber.trim();
  const digit = t.length === 18 ? t[16] : t.length === 15 ? t[14] : undefined;
  if (!digit || !/\d/.test(digit)) return null;
  return Number(digit) % 2 === 1 ? '0' : '1';
}

const countBy = (list: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const k of list) if (k) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
};

/** Why a student cannot move into the class (null = may): unknown class, other major, full. */
export function classMoveError(
  student: PlacementStudent,
  target: string,
  classes: readonly SchoolClass[],
  everyone: readonly PlacementStudent[],
): string | null {
  if (!target) return null;
  const c = classes.find((k) => k.name === target);
  if (!c) return `班级“${target}”不存在，请先在分班设置中添加`;
  if (c.majorId && student.majorId !== c.majorId) return `班级“${target}”只收本专业学生`;
  if (student.className === target) return null;
  const used = everyone.filter((s) => s.className === target && s.welcomeId !== student.welcomeId).length;
  return used >= c.capacity ? `班级“${target}”已满（${c.capacity}人）` : null;
}

/** Why a student cannot move into the room (null = may): unknown room, other sex, no bed left. */
export function dormMoveError(
  student: PlacementStudent,
  target: string,
  rooms: readonly DormRoom[],
  everyone: readonly PlacementStudent[],
): string | null {
  if (!target) return null;
  const r = rooms.find((k) => k.name === target);
  if (!r) return `宿舍“${target}”不存在，请先在分宿设置中添加`;
  // A room is for one sex; a student whose sex is unknown is not put in any room.
  if (student.sex !== r.sex) return `宿舍“${target}”为${SEX_TEXT[r.sex]}生宿舍`;
  if (student.dormitory === target) return null;
  const used = everyone.filter((s) => s.dormitory === target && s.welcomeId !== student.welcomeId).length;
  return used >= r.beds ? `宿舍“${target}”床位已满（${r.beds}张）` : null;
}

export interface ClassPlanOptions {
  /** Keep students who already have a class where they are. */
  keepPlaced: boolean;
  /** Spread 男 and 女 evenly over the classes of a major. */
  balanceSex: boolean;
}

/**
 * 按专业自动分班: each student not kept goes to a class of their major (or an any-major class),
 * the least full one that has room — with `balanceSex`, least full in the student's sex first, so
 * each class's 男/女 counts differ from the others' by at most one while capacity allows.
 */
export function planClasses(
  students: readonly PlacementStudent[],
  classes: readonly SchoolClass[],
  o: ClassPlanOptions,
): Placed[] {
  const kept = (s: PlacementStudent) => o.keepPlaced && classes.some((c) => c.name === s.className);
  const total = countBy(students.filter(kept).map((s) => s.className));
  const bySex = new Map<string, number>();
  for (const s of students.filter(kept)) {
    const k = `${s.className}\u0000${s.sex ?? ''}`;
    bySex.set(k, (bySex.get(k) ?? 0) + 1);
  }
  // Stable order: by major, then sex, then name, so a preview and its commit agree.
  const todo = students
    .filter((s) => !kept(s))
    .slice()
    .sort(
      (a, b) =>
        (a.majorId ?? '').localeCompare(b.majorId ?? '') ||
        (a.sex ?? '').localeCompare(b.sex ?? '') ||
        a.name.localeCompare(b.name) ||
        a.welcomeId.localeCompare(b.welcomeId),
    );
  const out: Placed[] = [];
  for (const s of todo) {
    const fits = (c: SchoolClass) => (total.get(c.name) ?? 0) < c.capacity;
    const own = classes.filter((c) => c.majorId && c.majorId === s.majorId && fits(c));
    const open = own.length ? own : classes.filter((c) => !c.majorId && fits(c));
    const sexCount = (c: SchoolClass) =>
      o.balanceSex ? (bySex.get(`${c.name}\u0000${s.sex ?? ''}`) ?? 0) : 0;
    const best = open.reduce<SchoolClass | undefined>((b, c) => {
      if (!b) return c;
      const d = sexCount(c) - sexCount(b) || (total.get(c.name) ?? 0) - (total.get(b.name) ?? 0);
      return d < 0 ? c : b;
    }, undefined);
    if (!best) {
      out.push({
        welcomeId: s.welcomeId,
        name: s.name,
        from: s.className,
        to: '',
        reason: '没有可容纳的班级',
      });
      continue;
    }
    total.set(best.name, (total.get(best.name) ?? 0) + 1);
    const k = `${best.name}\u0000${s.sex ?? ''}`;
    bySex.set(k, (bySex.get(k) ?? 0) + 1);
    out.push({ welcomeId: s.welcomeId, name: s.name, from: s.className, to: best.name, reason: '' });
  }
  return out;
}

/**
 * 自动分宿: each student not kept goes to a room of their sex with a bed left, classmates together
 * (students in class order fill a room before the next is opened).
 */
export function planDorms(
  students: readonly PlacementStudent[],
  rooms: readonly DormRoom[],
  o: { keepPlaced: boolean },
): Placed[] {
  const kept = (s: PlacementStudent) =>
    o.keepPlaced && rooms.some((r) => r.name === s.dormitory && r.sex === s.sex);
  const used = countBy(students.filter(kept).map((s) => s.dormitory));
  const todo = students
    .filter((s) => !kept(s))
    .slice()
    .sort(
      (a, b) =>
        a.className.localeCompare(b.className) ||
        a.name.localeCompare(b.name) ||
        a.welcomeId.localeCompare(b.welcomeId),
    );
  return todo.map((s) => {
    if (!s.sex)
      return {
        welcomeId: s.welcomeId,
        name: s.name,
        from: s.dormitory,
        to: '',
        reason: '无法从身份证号确定性别',
      };
    // The fullest room of the sex that still has a bed keeps rooms filled one after another.
    const room = rooms
      .filter((r) => r.sex === s.sex && (used.get(r.name) ?? 0) < r.beds)
      .sort((a, b) => (used.get(b.name) ?? 0) - (used.get(a.name) ?? 0))[0];
    if (!room)
      return {
        welcomeId: s.welcomeId,
        name: s.name,
        from: s.dormitory,
        to: '',
        reason: `没有空余的${SEX_TEXT[s.sex]}生床位`,
      };
    used.set(room.name, (used.get(room.name) ?? 0) + 1);
    return { welcomeId: s.welcomeId, name: s.name, from: s.dormitory, to: room.name, reason: '' };
  });
}

/** Names unique, capacities and beds whole numbers 1…500; the first problem in Chinese, or null. */
export function placementSetupError(
  classes: readonly SchoolClass[],
  rooms: readonly DormRoom[],
): string | null {
  const dup = (names: string[]) => names.find((n, i) => names.indexOf(n) !== i);
  const c = dup(classes.map((k) => k.name));
  if (c) return `班级名称“${c}”重复`;
  const r = dup(rooms.map((k) => k.name));
  if (r) return `宿舍名称“${r}”重复`;
  const badClass = classes.find((k) => !Number.isInteger(k.capacity) || k.capacity < 1 || k.capacity > 500);
  if (badClass) return `班级“${badClass.name}”的人数上限应为1至500`;
  const badRoom = rooms.find((k) => !Number.isInteger(k.beds) || k.beds < 1 || k.beds > 500);
  if (badRoom) return `宿舍“${badRoom.name}”的床位数应为1至500`;
  return null;
}
