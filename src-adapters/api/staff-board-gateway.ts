import { injectable } from 'inversify';
import type { ArrivalsBoard, BoardGateway, BoardListener } from '@domain/checkin-desk/board-gateway';
import { reconnectDelay } from '@domain/checkin-desk/board';
import * as D from '@contract/desk';
import type { HttpPort } from '@domain/ports/http';
import { SseParser } from './sse-parser';
import { sessionTokenStore, type TokenStore } from '@adapters/session/staff-session';
import { staffCall } from './staff-call';

/** The server pings every 15 s: three missed pings mean a dead connection (a proxy may hold it open). */
const IDLE_MS = 45_000;

export interface BoardGatewayOptions {
  /** The shared HTTP port with the staff session (the board's one JSON read). */
  http?: HttpPort;
  baseURL?: string;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  idleMs?: number;
  delay?: (attempt: number) => number;
}

type Outcome = 'ended' | 'signedOut' | 'refused';

/**
 * The arrivals board. The live stream is read with fetch streaming (axios cannot stream), not EventSource:
 * EventSource cannot send the Authorization header, and the session token never goes in a URL.
 * A lost stream reconnects with backoff; a 401 ends the session, a 403 stops.
 */
@injectable('Singleton')
export class StaffBoardGateway implements BoardGateway {
  readonly #base: string;
  readonly #http: HttpPort | undefined;
  readonly #tokens: TokenStore;
  readonly #fetch: typeof fetch;
  readonly #idleMs: number;
  readonly #delay: (attempt: number) => number;
  /** Called when the server says the session is gone (401): the shell goes to 登录. */
  onSignedOut: () => void = () => {};

  constructor(o: BoardGatewayOptions = {}) {
    this.#base = o.baseURL ?? '';
    this.#http = o.http;
    this.#tokens = o.tokens ?? sessionTokenStore();
    this.#fetch = o.fetch ?? ((...a) => globalThis.fetch(...a));
    this.#idleMs = o.idleMs ?? IDLE_MS;
    this.#delay = o.delay ?? reconnectDelay;
  }

  #headers(extra: Record<string, string> = {}): Record<string, string> {
    const t = this.#tokens.get();
    return { ...extra, ...(t ? { Authorization: `Bearer ${t}` } : {}) };
  }

  #signOut() {
    this.#tokens.set(null);
    this.onSignedOut();
  }

  /** The board now, over the HTTP port (its envelope, 401 → 登录 through the staff Session). */
  load(): Promise<ArrivalsBoard> {
    if (!this.#http) throw new Error('StaffBoardGateway: no HTTP port');
    return staffCall(this.#http, D.board) as Promise<ArrivalsBoard>;
  }

  subscribe(l: BoardListener): () => void {
    let stopped = false;
    let abort: AbortController | null = null;
    let wait: ReturnType<typeof setTimeout> | null = null;
    const loop = async () => {
      let attempt = 0;
      l.state('connecting');
      while (!stopped) {
        abort = new AbortController();
        const outcome = await this.#stream(l, abort, () => (attempt = 0));
        if (stopped) return;
        if (outcome !== 'ended') {
          if (outcome === 'signedOut') this.#signOut();
          l.state('closed');
          return;
        }
        attempt++;
        l.state('reconnecting');
        await new Promise<void>((r) => (wait = setTimeout(r, this.#delay(attempt))));
      }
    };
    void loop();
    return () => {
      stopped = true;
      if (wait) clearTimeout(wait);
      abort?.abort();
    };
  }

  /** One connection: open, read `event: board` until it ends, fails or goes silent. */
  async #stream(l: BoardListener, abort: AbortController, opened: () => void): Promise<Outcome> {
    let idle: ReturnType<typeof setTimeout> | null = null;
    let reader: ReadableStreamDefaultReader<string> | null = null;
    // Aborting the fetch does not end a pending read everywhere: cancel the reader too.
    abort.signal.addEventListener('abort', () => void reader?.cancel().catch(() => {}), { once: true });
    const touch = () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), this.#idleMs);
    };
    try {
      touch();
      const res = await this.#fetch(`${this.#base}${D.BOARD_EVENTS_PATH}`, {
        headers: this.#headers({ accept: 'text/event-stream' }),
        cache: 'no-store',
        signal: abort.signal,
      });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.includes('text/event-stream') || !res.body) {
        const env = (await res.json().catch(() => null)) as { code?: number } | null;
        const code = env?.code ?? res.status;
        if (code === 401) return 'signedOut';
        if (code === 403) return 'refused';
        return 'ended';
      }
      opened();
      l.state('live');
      reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        touch();
        for (const ev of parser.push(value)) {
          if (ev.event !== 'board') continue;
          try {
            l.board(JSON.parse(ev.data) as ArrivalsBoard);
          } catch {
            /* a malformed event: skip it, the next one carries the whole board again */
          }
        }
      }
    } catch {
      return 'ended';
    } finally {
      if (idle) clearTimeout(idle);
    }
  }
}
