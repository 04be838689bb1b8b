import { checkin } from '@domain/journeys';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  BOARD_POLL_MS,
  boardIsOlder,
  boardTotals,
  boardUpdatedText,
  type BoardLive,
  percentOf,
} from '@domain/checkin-desk/board';
import {
  type ArrivalCount,
  type ArrivalsBoard,
  BoardGateway,
  type BoardStreamState,
} from '@domain/checkin-desk/board-gateway';
import { loadErrorText, type LoadStatus } from '@ui/kit/load-state/load-state';
import type { StackedBars } from './chart-lib';

const arrivalBars = (groups: readonly ArrivalCount[]): StackedBars => ({
  labels: groups.map((g) => g.name),
  done: groups.map((g) => g.arrived),
  rest: groups.map((g) => g.total - g.arrived),
  doneLabel: checkin.states.arrived.label,
  restLabel: '未到',
});

/** Rows shown at first in 未到校名单; 显示更多 adds as many. */
export const NOT_ARRIVED_PAGE = 50;

/**
 * 到校看板: the board once, then every pushed board (server-sent events); while the stream is down
 * the board is read again every BOARD_POLL_MS, until the stream is back.
 */
@injectable('Transient')
export class BoardVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  board: ArrivalsBoard | null = null;
  live: BoardLive = 'connecting';
  shown = NOT_ARRIVED_PAGE;
  #unsubscribe: (() => void) | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;
  readonly #gw: BoardGateway;

  constructor(@inject(BoardGateway) gw: BoardGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Opens the board: the first read and the live stream. The page calls stop() when it leaves. */
  start(): Promise<void> {
    this.stop();
    this.#unsubscribe = this.#gw.subscribe({ board: this.apply, state: this.onStream });
    return this.load();
  }

  stop() {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#stopPolling();
  }

  /** Reads the board; a failure shows the error state only while there is no board to show. */
  async load(): Promise<void> {
    if (!this.board) {
      this.status = 'loading';
      this.error = null;
    }
    try {
      const b = await this.#gw.load();
      runInAction(() => this.apply(b));
    } catch (e) {
      runInAction(() => {
        if (this.board) return;
        this.status = 'error';
        this.error = loadErrorText(e);
      });
    }
  }

  apply(b: ArrivalsBoard) {
    if (this.board && boardIsOlder(b, this.board)) return;
    this.board = b;
    this.status = 'ready';
    this.error = null;
  }

  onStream(s: BoardStreamState) {
    if (s === 'live') {
      this.live = 'live';
      this.#stopPolling();
    } else if (s === 'connecting') {
      this.live = 'connecting';
    } else {
      if (this.live !== 'offline') this.live = 'polling';
      this.#startPolling();
    }
  }

  #startPolling() {
    this.#poll ??= setInterval(() => void this.#refresh(), BOARD_POLL_MS);
  }
  #stopPolling() {
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
  }
  async #refresh() {
    try {
      const b = await this.#gw.load();
      runInAction(() => {
        this.apply(b);
        if (this.live !== 'live') this.live = 'polling';
      });
    } catch {
      runInAction(() => {
        if (this.live !== 'live') this.live = 'offline';
      });
    }
  }

  showMore() {
    this.shown += NOT_ARRIVED_PAGE;
  }

  get totals() {
    return this.board ? boardTotals(this.board) : null;
  }
  /** The classes (empty: the school has no new students yet) — what the list states read. */
  get rows() {
    return this.board?.byClass ?? [];
  }
  get steps() {
    const total = this.board?.total ?? 0;
    return (this.board?.bySteps ?? []).map((s) => ({ ...s, total, percent: percentOf(s.done, total) }));
  }
  get notArrived() {
    return (this.board?.notArrived ?? []).slice(0, this.shown);
  }
  get majorBars(): StackedBars {
    return arrivalBars(this.board?.byMajor ?? []);
  }
  get classBars(): StackedBars {
    return arrivalBars(this.board?.byClass ?? []);
  }
  get stepBars(): StackedBars {
    return {
      labels: this.steps.map((s) => s.name),
      done: this.steps.map((s) => s.done),
      rest: this.steps.map((s) => Math.max(0, s.total - s.done)),
      doneLabel: '已办理',
      restLabel: '未办理',
    };
  }
  updatedText(now: Date = new Date()): string {
    return this.board ? boardUpdatedText(this.board.at, now) : '';
  }
}
