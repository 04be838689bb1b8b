import {
  type DormRoom,
  planClasses,
  planDorms,
  type SchoolClass,
  sexOfIdNumber,
} from '@domain/roster/placement';
import { planClassesFromImport, planDormsFromImport } from '@domain/roster/placement-import';
import type {
  AssignOptions,
  PlacementGateway,
  PlacementSetup,
  StudentFields,
  StudentRecord,
} from '@domain/roster/placement-gateway';

export const record = (over: Partial<StudentRecord> = {}): StudentRecord => ({
  welcomeId: 'w1',
  idNumber: '110101********2317',
  name: '李明轩',
  phone: '13800000001',
  studentNo: '20261001001',
  ticketNo: '',
  majorId: 'm1',
  address: '北京市东城区',
  emergencyContact: '李强',
  emergencyPhone: '13900000001',
  className: '',
  dormitory: '',
  version: 3,
  withdrawn: false,
  withdrawReason: '',
  ...over,
});

const PEOPLE = [
  { welcomeId: 'w1', name: '李明轩', idNumber: '110101200903152317', majorId: 'm1' },
  { welcomeId: 'w2', name: '王雨涵', idNumber: '110105200807221824', majorId: 'm1' },
  { welcomeId: 'w3', name: '张浩然', idNumber: '110105200807221832', majorId: 'm1' },
];

/** An in-memory 分班 / 分宿 gateway planning with the domain rules; `otherSave` plays a second tab. */
export class FakePlacementGateway implements PlacementGateway {
  calls: { name: string; args: unknown[] }[] = [];
  classes: SchoolClass[] = [];
  rooms: DormRoom[] = [];
  stored = record();
  /** What the imported file named per student (分班 / 分宿 按导入名单). */
  imported: Record<string, { className?: string; dormitory?: string }> = {};
  /** The fake's students are all of 2026 (the current season); the year shown, other years' setups. */
  readonly currentYear = 2026;
  year = 2026;
  otherYears = new Map<number, { classes: SchoolClass[]; rooms: DormRoom[] }>();
  allStudents = PEOPLE.map((p) => ({
    ...p,
    year: 2026,
    sex: sexOfIdNumber(p.idNumber),
    className: '',
    dormitory: '',
  }));
  get students() {
    return this.allStudents.filter((s) => s.year === this.year);
  }
  /** Shows another year (keeps the shown year's classes and rooms aside). */
  #show(year: number) {
    if (year === this.year) return;
    this.otherYears.set(this.year, { classes: this.classes, rooms: this.rooms });
    const o = this.otherYears.get(year) ?? { classes: [], rooms: [] };
    this.classes = o.classes;
    this.rooms = o.rooms;
    this.year = year;
  }

  /** Another member of staff saves first (the version moves on). */
  otherSave(patch: Partial<StudentFields>) {
    this.stored = { ...this.stored, ...patch, version: this.stored.version + 1 };
  }

  async setup(year?: number): Promise<PlacementSetup> {
    this.calls.push({ name: 'setup', args: [year] });
    this.#show(year ?? this.currentYear);
    const occupancy = (names: string[], key: 'className' | 'dormitory') =>
      names.map((name) => {
        const inside = this.students.filter((s) => s[key] === name);
        return {
          name,
          used: inside.length,
          men: inside.filter((s) => s.sex === '0').length,
          women: inside.filter((s) => s.sex === '1').length,
        };
      });
    const used = [...this.otherYears.keys(), this.year, this.currentYear + 1, this.currentYear];
    return {
      year: this.year,
      years: [...new Set(used)].sort((a, b) => b - a),
      currentYear: this.currentYear,
      classes: this.classes,
      rooms: this.rooms,
      classUse: occupancy(
        this.classes.map((c) => c.name),
        'className',
      ),
      roomUse: occupancy(
        this.rooms.map((r) => r.name),
        'dormitory',
      ),
      majors: [{ value: 'm1', label: '计算机应用' }],
      noClass: this.students.filter((s) => !s.className).length,
      noRoom: this.students.filter((s) => !s.dormitory).length,
    };
  }
  async saveSetup(classes: SchoolClass[], rooms: DormRoom[], year: number) {
    this.calls.push({ name: 'saveSetup', args: [classes, rooms, year] });
    this.#show(year);
    this.classes = classes;
    this.rooms = rooms;
    return this.setup(year);
  }
  async assign(o: AssignOptions, dryRun: boolean) {
    this.calls.push({ name: 'assign', args: [o, dryRun] });
    this.#show(o.year ?? this.currentYear);
    const key = o.kind === 'class' ? 'className' : 'dormitory';
    if (o.source === 'import') {
      const list = this.students.map((s) => ({ ...s, imported: this.imported[s.welcomeId]?.[key] ?? '' }));
      const p =
        o.kind === 'class'
          ? planClassesFromImport(list, this.classes, o.createMissing)
          : planDormsFromImport(list, this.rooms, o.createMissing);
      if (!dryRun) {
        if (o.kind === 'class') this.classes = [...this.classes, ...(p.created as SchoolClass[])];
        else this.rooms = [...this.rooms, ...(p.created as DormRoom[])];
        for (const m of p.items)
          if (m.to) this.students.find((s) => s.welcomeId === m.welcomeId)![key] = m.to;
      }
      const s = await this.setup(this.year);
      return {
        dryRun,
        placed: p.items.filter((m) => m.to).length,
        unplaced: p.items.filter((m) => !m.to).length,
        items: p.items.map((m) => ({ ...m, major: '计算机应用', sexText: '' })),
        after: o.kind === 'class' ? s.classUse : s.roomUse,
        created: p.created.map((c) => c.name),
      };
    }
    const plan =
      o.kind === 'class'
        ? planClasses(this.students, this.classes, { keepPlaced: o.keepPlaced, balanceSex: o.balanceSex })
        : planDorms(this.students, this.rooms, { keepPlaced: o.keepPlaced });
    if (!dryRun)
      for (const p of plan) if (p.to) this.students.find((s) => s.welcomeId === p.welcomeId)![key] = p.to;
    const s = await this.setup(this.year);
    return {
      dryRun,
      placed: plan.filter((p) => p.to).length,
      unplaced: plan.filter((p) => !p.to).length,
      items: plan.map((p) => ({ ...p, major: '计算机应用', sexText: '' })),
      after: o.kind === 'class' ? s.classUse : s.roomUse,
    };
  }
  async move(welcomeId: string, to: { className?: string; dormitory?: string }) {
    this.calls.push({ name: 'move', args: [welcomeId, to] });
    this.stored = { ...this.stored, ...to, version: this.stored.version + 1 };
    return { className: this.stored.className, dormitory: this.stored.dormitory };
  }
  async student(welcomeId: string) {
    this.calls.push({ name: 'student', args: [welcomeId] });
    return this.stored;
  }
  async saveStudent(welcomeId: string, version: number, fields: StudentFields, reason: string) {
    this.calls.push({ name: 'saveStudent', args: [welcomeId, version, fields, reason] });
    if (version !== this.stored.version)
      throw {
        kind: 'server',
        code: 409,
        status: 200,
        msg: '该学生信息已被其他老师修改，已载入最新信息，请核对后重新保存',
      };
    this.stored = { ...this.stored, ...fields, version: version + 1 };
    return this.stored;
  }
  async withdraw(welcomeId: string, reason: string) {
    this.calls.push({ name: 'withdraw', args: [welcomeId, reason] });
    this.stored = { ...this.stored, withdrawn: true, withdrawReason: reason, className: '', dormitory: '' };
    return this.stored;
  }
  async undoWithdraw(welcomeId: string) {
    this.calls.push({ name: 'undoWithdraw', args: [welcomeId] });
    this.stored = { ...this.stored, withdrawn: false, withdrawReason: '' };
    return this.stored;
  }
}
