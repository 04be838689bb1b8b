import { failureMessage } from '@domain/http/error-catalogue';
import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure } from '@domain/ports/http';
import { PAGE_SIZE } from './page-size';

export interface Page<T> {
  list: T[];
  total: number;
}

/** A server-paged list with pull-to-refresh and "load more" (the infinite-scroll contract). */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  pageNo = 0;
  loading = false;
  /** Set once the first page came back (success or not). */
  loaded = false;
  error: string | null = null;
  readonly #fetch: (pageNo: number, pageSize: number) => Promise<Page<T>>;
  readonly #pageSize: number;

  constructor(fetch: (pageNo: number, pageSize: number) => Promise<Page<T>>, pageSize = PAGE_SIZE) {
    this.#fetch = fetch;
    this.#pageSize = pageSize;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get hasMore(): boolean {
    return !this.error && (!this.loaded || this.items.length < this.total);
  }

  get empty(): boolean {
    return this.loaded && !this.error && this.items.length === 0;
  }

  /** Reloads page 1 and replaces the list. */
  async refresh(): Promise<void> {
    await this.#load(1);
  }

  /** Loads the next page; a failure keeps what is shown and stops until refresh or retry. */
  async loadMore(): Promise<void> {
    if (this.loading) return;
    await this.#load(this.pageNo + 1);
  }

  async retry(): Promise<void> {
    this.error = null;
    await this.#load(this.pageNo + 1);
  }

  async #load(pageNo: number): Promise<void> {
    this.loading = true;
    try {
      const page = await this.#fetch(pageNo, this.#pageSize);
      runInAction(() => {
        this.items = pageNo === 1 ? page.list : [...this.items, ...page.list];
        this.total = page.total;
        this.pageNo = pageNo;
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = failureText(e);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
        this.loaded = true;
      });
    }
  }
}

/** The Chinese text of a failed call, from the error catalogue (the HTTP adapter already toasted it). */
export function failureText(e: unknown): string {
  if (isHttpFailure(e)) return failureMessage(e);
  return '操作失败，请稍后重试';
}
