import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  RosterGateway,
  type RosterOptions,
  type RosterQuery,
  type RosterStep,
  type RosterStudent,
} from '@domain/roster/gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';

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
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: RosterStudent[] = [];
  total = 0;
  page = 1;
  filters: RosterFilters = { ...EMPTY };
  /** The search box as typed (applied by 搜索). */
  typed = '';
  options: RosterOptions = NO_OPTIONS;
  unmask = false;
  panel: RosterPanel = 'list';
  /** The student 修改 opened (panel 'student'). */
  editing = '';
  readonly #gw: RosterGateway;

  constructor(@inject(RosterGateway) gw: RosterGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get filtered(): boolean {
    return JSON.stringify(this.filters) !== JSON.stringify(EMPTY);
  }

  async start(): Promise<void> {
    try {
      const o = await this.#gw.options();
      this.setOptions(o);
    } catch {
      /* the list load below shows the error */
    }
    await this.load();
  }
  setOptions(o: RosterOptions) {
    this.options = o;
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.list(rosterQuery(this.filters, this.page, this.unmask)),
      (r) => {
        this.rows = r.rows;
        this.total = r.total;
      },
    );
  }

  setTyped(text: string) {
    this.typed = text;
  }
  search() {
    return this.setFilter({ q: this.typed });
  }
  setFilter(patch: Partial<RosterFilters>) {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
    return this.load();
  }
  clearFilters() {
    this.typed = '';
    this.filters = { ...EMPTY };
    this.page = 1;
    return this.load();
  }
  setPage(page: number) {
    this.page = page;
    return this.load();
  }
  setUnmask(on: boolean) {
    this.unmask = on;
    return this.load();
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
