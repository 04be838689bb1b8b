import type { ArrivalsBoard, BoardGateway, BoardListener } from '@domain/checkin-desk/board-gateway';

/** A board of 3 students in 2 classes (tests only). */
export function boardOf(arrived: string[], at = '2026-11-23T09:00:00+08:00'): ArrivalsBoard {
  const students = [
    { id: 'w1', name: '张三', cls: '计算机1班', major: '计算机应用', phone: '13800000001' },
    { id: 'w2', name: '李四', cls: '计算机1班', major: '计算机应用', phone: '13800000002' },
    { id: 'w3', name: '王五', cls: '数控1班', major: '数控技术', phone: '' },
  ];
  const group = (key: (s: (typeof students)[number]) => string) => {
    const m = new Map<string, { key: string; name: string; total: number; arrived: number }>();
    for (const s of students) {
      const g = m.get(key(s)) ?? { key: key(s), name: key(s), total: 0, arrived: 0 };
      g.total++;
      if (arrived.includes(s.id)) g.arrived++;
      m.set(g.key, g);
    }
    return [...m.values()];
  };
  return {
    at,
    total: students.length,
    arrived: arrived.length,
    byPlan: group(() => '2026级新生'),
    byMajor: group((s) => s.major),
    byClass: group((s) => s.cls),
    bySteps: [
      { key: 'arrive', name: '报到', done: arrived.length },
      { key: 'fee', name: '缴费核验', done: 0 },
    ],
    notArrived: students
      .filter((s) => !arrived.includes(s.id))
      .map((s) => ({
        welcomeId: s.id,
        name: s.name,
        className: s.cls,
        major: s.major,
        phone: s.phone,
        emergencyContact: '',
        emergencyPhone: '',
      })),
  };
}

/** A board gateway the test drives: answers `load` from `next`, pushes events through `listener`. */
export class FakeBoardGateway implements BoardGateway {
  next: ArrivalsBoard | Error = boardOf([]);
  loads = 0;
  listener: BoardListener | null = null;
  unsubscribed = 0;
  async load() {
    this.loads++;
    if (this.next instanceof Error) throw this.next;
    return this.next;
  }
  subscribe(l: BoardListener) {
    this.listener = l;
    return () => {
      this.unsubscribed++;
      this.listener = null;
    };
  }
}
