import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  RosterGateway,
  type RosterOptions,
  type RosterQuery,
  type RosterStep,
  type RosterStudent,
} from '@domain/roster/gateway';
import { StaffList } from '../shared/staff-list';

export type RosterPanel = 'list' | 'import' | 'generate' | 'placement' | 'student' | 'removed';
export type ArrivedFilter = 'all' | 'yes' | 'no';

export interface RosterFilters {
  q: string;
  planId: string;
  majorId: string;
  className: string;
  step: RosterStep | '';
  arrived: ArrivedFilter;
}

const EMPTY: RosterFilters = { q: '', planId: '', majorId: '', className: '', step: '', arrived: 'all' };
export const PAGE_SIZE = 20;
const NO_OPTIONS: RosterOptions = { plans: [], majors: [], classes: [], steps: [] };

/** The request of a filter state: empty choices left out, the search trimmed. */
export function rosterQuery(f: RosterFilters, page: number, unmask: boolean): RosterQuery {
  const q = f.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(f.planId ? { planId: f.planId } : {}),
    ...(f.majorId ? { majorId: f.majorId } : {}),
    ...(f.className ? { className: f.className } : {}),
    ...(f.step ? { step: f.step } : {}),
    ...(f.arrived !== 'all' ? { arrived: f.arrived === 'yes' } : {}),
    page,
    pageSize: PAGE_SIZE,
    ...(unmask ? { unmask: true } : {}),
  };
}

/** 新生名单: the school's new students with search, filters (plan, major, class, step, arrived) and paging. */
@injectable('Transient')
export class RosterVm {
  /** The students by search and filters (`query`: the filters as applied). */
  readonly list: StaffList<RosterStudent, RosterFilters>;
  /** The search box as typed (applied by 搜索). */
  typed = '';
  options: RosterOptions = NO_OPTIONS;
  /** 显示完整信息: reloads the same page. */
  unmask = false;
  panel: RosterPanel = 'list';
  /** The student 修改 opened (panel 'student'). */
  editing = '';
  readonly #gw: RosterGateway;

  constructor(@inject(RosterGateway) gw: RosterGateway) {
    this.#gw = gw;
    this.list = new StaffList({
      fetch: (q) => gw.list(rosterQuery(q, q.page, this.unmask)),
      query: { ...EMPTY },
      pageSize: PAGE_SIZE,
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return JSON.stringify(this.list.query) !== JSON.stringify(EMPTY);
  }

  async start(): Promise<void> {
    try {
      const o = await this.#gw.options();
      this.setOptions(o);
    } catch {
      /* the list load below shows the error */
    }
    await this.list.load();
  }
  setOptions(o: RosterOptions) {
    this.options = o;
  }

  setTyped(text: string) {
    this.typed = text;
  }
  search() {
    return this.list.set({ q: this.typed });
  }
  clearFilters() {
    this.typed = '';
    return this.list.set({ ...EMPTY });
  }
  setUnmask(on: boolean) {
    this.unmask = on;
    return this.list.load();
  }
  open(panel: RosterPanel) {
    this.panel = panel;
  }
  edit(welcomeId: string) {
    this.editing = welcomeId;
    this.panel = 'student';
  }
  /** Back from 导入 / 生成: the list again, fresh (options too: new classes or majors may be in use). */
  back() {
    this.panel = 'list';
    return this.start();
  }
}
