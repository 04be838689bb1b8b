import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type DormRoom, placementSetupError, type SchoolClass } from '@domain/roster/placement';
import {
  type AssignOptions,
  type AssignResult,
  PlacementGateway,
  type PlacementKind,
  type PlacementSetup,
} from '@domain/roster/placement-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 分班 / 分宿 of one 入学年份: the year's classes and rooms (add, edit, remove, 保存), then 预览 and 确认分配 in bulk. */
@injectable('Transient')
export class PlacementVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  setup: PlacementSetup | null = null;
  classes: SchoolClass[] = [];
  rooms: DormRoom[] = [];
  dirty = false;
  options: AssignOptions = {
    kind: 'class',
    majorIds: [],
    keepPlaced: true,
    balanceSex: true,
    source: 'plan',
    createMissing: true,
  };
  preview: AssignResult | null = null;
  done: AssignResult | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: PlacementGateway;

  constructor(@inject(PlacementGateway) gw: PlacementGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** ListStates reads rows: the page is never "empty" (the editor shows even with no class yet). */
  get rows(): readonly unknown[] {
    return [this.setup];
  }

  /** 入学年份 (届) shown: the current season's until another is chosen. */
  get year(): number | undefined {
    return this.setup?.year;
  }

  load(year?: number): Promise<void> {
    return runLoad(this, () => this.#gw.setup(year ?? this.year), this.take);
  }

  /** Another year's classes, rooms and students (unsaved edits first saved or dropped by the user). */
  async chooseYear(year: number): Promise<void> {
    if (year === this.year) return;
    if (this.dirty) {
      this.notice = { text: '请先保存班级和宿舍，再切换入学年份', ok: false };
      return;
    }
    this.preview = null;
    this.done = null;
    this.notice = null;
    await this.load(year);
  }
  take(s: PlacementSetup) {
    this.setup = s;
    this.classes = s.classes.map((c) => ({ ...c }));
    this.rooms = s.rooms.map((r) => ({ ...r }));
    this.dirty = false;
  }

  addClass() {
    this.classes = [...this.classes, { name: '', capacity: 45, majorId: '' }];
    this.dirty = true;
  }
  setClass(i: number, patch: Partial<SchoolClass>) {
    this.classes = this.classes.map((c, j) => (j === i ? { ...c, ...patch } : c));
    this.dirty = true;
  }
  removeClass(i: number) {
    this.classes = this.classes.filter((_, j) => j !== i);
    this.dirty = true;
  }
  addRoom() {
    this.rooms = [...this.rooms, { name: '', sex: '0', beds: 6 }];
    this.dirty = true;
  }
  setRoom(i: number, patch: Partial<DormRoom>) {
    this.rooms = this.rooms.map((r, j) => (j === i ? { ...r, ...patch } : r));
    this.dirty = true;
  }
  removeRoom(i: number) {
    this.rooms = this.rooms.filter((_, j) => j !== i);
    this.dirty = true;
  }

  /** The first problem of the classes and rooms as typed (checked again by the server). */
  get problem(): string | null {
    const blank = this.classes.some((c) => !c.name.trim()) || this.rooms.some((r) => !r.name.trim());
    if (blank) return '请填写每个班级和宿舍的名称';
    return placementSetupError(
      this.classes.map((c) => ({ ...c, name: c.name.trim() })),
      this.rooms.map((r) => ({ ...r, name: r.name.trim() })),
    );
  }

  async save(): Promise<void> {
    const problem = this.problem;
    if (problem) {
      this.notice = { text: problem, ok: false };
      return;
    }
    const r = await runAction(
      this,
      () => this.#gw.saveSetup(this.classes, this.rooms, this.year!),
      '班级和宿舍已保存',
    );
    if (r) runInAction(() => this.take(r));
  }

  setKind(kind: PlacementKind) {
    this.options = { ...this.options, kind };
    this.preview = null;
  }
  setOption(patch: Partial<AssignOptions>) {
    this.options = { ...this.options, ...patch };
    this.preview = null;
  }
  toggleMajor(id: string) {
    const m = this.options.majorIds;
    this.setOption({ majorIds: m.includes(id) ? m.filter((x) => x !== id) : [...m, id] });
  }

  async dryRun(): Promise<void> {
    if (this.dirty) {
      this.notice = { text: '请先保存班级和宿舍', ok: false };
      return;
    }
    this.done = null;
    const r = await runAction(
      this,
      () => this.#gw.assign({ ...this.options, year: this.year }, true),
      (x) => `预览：将分配 ${x.placed} 人${x.unplaced ? `，${x.unplaced} 人无法分配` : ''}`,
    );
    runInAction(() => (this.preview = r));
  }

  async confirm(): Promise<void> {
    if (!this.preview) return;
    const r = await runAction(
      this,
      () => this.#gw.assign({ ...this.options, year: this.year }, false),
      (x) => `已分配 ${x.placed} 人${x.unplaced ? `，${x.unplaced} 人无法分配` : ''}`,
    );
    if (!r) return;
    runInAction(() => {
      this.done = r;
      this.preview = null;
    });
    const s = await this.#gw.setup(this.year).catch(() => null);
    if (s) runInAction(() => this.take(s));
  }
}
