import { makeAutoObservable, runInAction } from 'mobx';
import type { Page, PlanSummary } from '@domain/staff/types';
import { type LoadStatus, runLoad } from '@ui/kit/load-state/load-state';
import type { Noticed } from './action';

/** What a staff list asks the server: its filters and sort, and the page. */
export type PageQuery<Query> = Query & { page: number; pageSize: number };

export interface StaffListOptions<Row, Query, Counts> {
  /** One page of the list for the query (the server filters, sorts and counts). */
  fetch: (q: PageQuery<Query>) => Promise<Page<Row> & { counts?: Counts }>;
  /** The filters and sort a screen opens with (its type from the list's, not from these values). */
  query: NoInfer<Query>;
  pageSize: number;
  /** The plans for a plan filter, read once by `open()`. */
  plans?: () => Promise<PlanSummary[]>;
}

/**
 * The one list of every staff table screen (issue 33): filters and sort (`query`), page-numbered
 * paging, the load state (kit/load-state's `status` / `error`), the tab counts, and the notice and
 * busy flag of the screen's row actions (`runAction(vm.list, …)`, `<Notice vm={vm.list} />`).
 * A screen's view model composes one (`readonly list = new StaffList({...})`) and keeps only its
 * own row actions; its page reads `vm.list.*`.
 */
export class StaffList<Row, Query extends object, Counts = never> implements Noticed {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: Row[] = [];
  total = 0;
  /** The tabs' counts from the server; null before the first answer (or when it sends none). */
  counts: Counts | null = null;
  page = 1;
  readonly pageSize: number;
  query: Query;
  /** The plan filter's choices: empty (全部计划 only) until they load, or when they fail to. */
  plans: PlanSummary[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #fetch: StaffListOptions<Row, Query, Counts>['fetch'];
  readonly #plans: StaffListOptions<Row, Query, Counts>['plans'];
  #plansRead = false;
  #seq = 0;

  constructor(o: StaffListOptions<Row, Query, Counts>) {
    this.#fetch = o.fetch;
    this.#plans = o.plans;
    this.query = o.query;
    this.pageSize = o.pageSize;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The screen opening: the plans once (a failure leaves the filter at 全部计划), then the list. */
  async open(): Promise<void> {
    if (this.#plans && !this.#plansRead) {
      this.#plansRead = true;
      try {
        const plans = await this.#plans();
        runInAction(() => (this.plans = plans));
      } catch {
        // the list still loads; its own error shows if the service is down
      }
    }
    await this.load();
  }

  /** The current page for the query; only the latest request's answer (or failure) is shown. */
  load(): Promise<void> {
    const seq = ++this.#seq;
    return runLoad(
      this,
      () => this.#fetch({ ...this.query, page: this.page, pageSize: this.pageSize }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
        this.counts = p.counts ?? null;
      },
      undefined, // a page without rows is ListStates' empty state: status stays 'ready'
      () => seq === this.#seq,
    );
  }

  /** A filter or the sort changed: merged into the query, back to page 1, loaded. */
  set(patch: Partial<Query>): Promise<void> {
    this.query = { ...this.query, ...patch };
    this.page = 1;
    return this.load();
  }

  /** Another page of the same query. */
  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** The first row `match` finds (the one a dialog is open for), or null. */
  find(match: (r: Row) => boolean): Row | null {
    return this.rows.find(match) ?? null;
  }

  /** What the screen says: role=status when ok, role=alert when not (shared/notice.tsx). */
  say(text: string, ok: boolean) {
    this.notice = { text, ok };
  }
  clearNotice() {
    this.notice = null;
  }
}
