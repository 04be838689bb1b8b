import type { Clock } from '@domain/ports/clock';
import type { FirstReads } from '@domain/ports/first-reads';
import type { Envelope, HttpRequest } from '@domain/ports/http';
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
 * Answers the server already put into the page (index.html's first-screen data block: the school's
 * public entry reads, issue 28), by method, path and data, for the school they belong to.
 */
export interface SeededReads {
  tenantId: string;
  orgId: string;
  reads: { method: string; url: string; data: unknown; body: Envelope<unknown> }[];
}

/** The data block's content when it has the expected shape, else null (then every read is sent). */
export function seededReads(v: unknown): SeededReads | null {
  const o = v as Partial<SeededReads> | null;
  return o && typeof o.tenantId === 'string' && typeof o.orgId === 'string' && Array.isArray(o.reads)
    ? (o as SeededReads)
    : null;
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

  readonly #session: Session;
  readonly #seeded: SeededReads | null;

  constructor(session: Session, clock: Clock, reads: () => HttpRequest[], seeded: SeededReads | null = null) {
    this.#sender = new Sender(session, clock);
    this.#session = session;
    this.#reads = reads;
    this.#seeded = seeded;
  }

  start({ baseUrl, manually }: { baseUrl: string; manually: string }): void {
    const seeded = this.#seededFor();
    for (const req of this.#reads()) {
      const url = joinUrl(baseUrl, req.url);
      const key = readKey(req, url);
      if (this.#pending.has(key)) continue;
      const inPage = seeded.find(
        (r) =>
          r.url === req.url &&
          readKey({ ...req, method: r.method as HttpRequest['method'], data: r.data }, url) === key,
      );
      this.#pending.set(
        key,
        inPage
          ? Promise.resolve({ ok: true, envelope: inPage.body })
          : this.#sender.send(req, requestConfig(req, url), manually),
      );
      setTimeout(() => this.#pending.delete(key), KEEP_MS);
    }
  }

  /** The page's answers, only when they are of the school start-up stored from this entry URL. */
  #seededFor(): SeededReads['reads'] {
    const s = this.#seeded;
    if (!s) return [];
    const { tenantId, orgId } = this.#session.userInfo();
    return s.tenantId === tenantId && s.orgId === orgId ? s.reads : [];
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
