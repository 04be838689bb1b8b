import { failureMessage } from '@domain/http/error-catalogue';
import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure } from '@domain/ports/http';
import { PAGE_SIZE } from './page-size';
import type { LoadStatus } from '@ui/kit/load-state/load-state';

export interface Page<T> {
  list: T[];
  total: number;
}

/** A server-paged list with pull-to-refresh and "load more" (the infinite-scroll contract). */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  pageNo = 0;
  /**
   * The first page's load (kit/load-state): 'loading' until it answers, then 'ready' / 'empty', or
   * 'error' when it failed with nothing shown. A refresh keeps what is shown.
   */
  status: LoadStatus = 'loading';
  /** The last page call's failure; with rows shown, "load more" stops until refresh or retry. */
  error: string | null = null;
  /** A page call is in flight (one at a time). */
  fetching = false;
  readonly #fetch: (pageNo: number, pageSize: number) => Promise<Page<T>>;
  readonly #pageSize: number;

  constructor(fetch: (pageNo: number, pageSize: number) => Promise<Page<T>>, pageSize = PAGE_SIZE) {
    this.#fetch = fetch;
    this.#pageSize = pageSize;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get hasMore(): boolean {
    return !this.error && (this.status === 'loading' || this.items.length < this.total);
  }

  /** Reloads page 1 and replaces the list. */
  async refresh(): Promise<void> {
    await this.#load(1);
  }

  /** Loads the next page; a failure keeps what is shown and stops until refresh or retry. */
  async loadMore(): Promise<void> {
    if (this.fetching) return;
    await this.#load(this.pageNo + 1);
  }

  async retry(): Promise<void> {
    this.error = null;
    await this.#load(this.pageNo + 1);
  }

  async #load(pageNo: number): Promise<void> {
    this.fetching = true;
    try {
      const page = await this.#fetch(pageNo, this.#pageSize);
      runInAction(() => {
        this.items = pageNo === 1 ? page.list : [...this.items, ...page.list];
        this.total = page.total;
        this.pageNo = pageNo;
        this.error = null;
        this.status = this.items.length ? 'ready' : 'empty';
      });
    } catch (e) {
      runInAction(() => {
        this.error = failureText(e);
        if (!this.items.length) this.status = 'error';
      });
    } finally {
      runInAction(() => (this.fetching = false));
    }
  }
}

/** The Chinese text of a failed call, from the error catalogue (the HTTP adapter already toasted it). */
export function failureText(e: unknown): string {
  if (isHttpFailure(e)) return failureMessage(e);
  return '操作失败，请稍后重试';
}
