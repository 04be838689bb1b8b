import type { Clock } from '@domain/ports/clock';
import type { FirstReads } from '@domain/ports/first-reads';
import type { HttpRequest } from '@domain/ports/http';
import type { Session } from '@domain/ports/session';
import { type Attempt, joinUrl, requestConfig, Sender } from './send';

/** An unclaimed early answer is dropped after this long; the screen then asks again. */
const KEEP_MS = 30_000;

/** Same method, URL and data (keys in any order) → same read. */
function readKey(req: HttpRequest, url: string): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return `${req.method} ${url} ${!!req.notToken} ${JSON.stringify(sorted(req.data ?? null))}`;
}

/**
 * Sends the first screen's reads during start-up and hands each answer, once, to the first
 * AxiosHttp call of the same read. Only reads belong here: a call that changes something is
 * never sent ahead.
 */
export class EarlyReads implements FirstReads {
  readonly #sender: Sender;
  readonly #reads: () => HttpRequest[];
  readonly #pending = new Map<string, Promise<Attempt<unknown>>>();

  constructor(session: Session, clock: Clock, reads: () => HttpRequest[]) {
    this.#sender = new Sender(session, clock);
    this.#reads = reads;
  }

  start({ baseUrl, manually }: { baseUrl: string; manually: string }): void {
    for (const req of this.#reads()) {
      const url = joinUrl(baseUrl, req.url);
      const key = readKey(req, url);
      if (this.#pending.has(key)) continue;
      this.#pending.set(key, this.#sender.send(req, requestConfig(req, url), manually));
      setTimeout(() => this.#pending.delete(key), KEEP_MS);
    }
  }

  /** The early answer for this read, if one was sent; it is handed out once. */
  take<T>(req: HttpRequest, url: string): Promise<Attempt<T>> | undefined {
    if (!this.#pending.size) return undefined; // every later call: no key to build
    const key = readKey(req, url);
    const p = this.#pending.get(key);
    this.#pending.delete(key);
    return p as Promise<Attempt<T>> | undefined;
  }
}
