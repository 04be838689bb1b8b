/** One group of the arrivals board (a plan, a major or a class): its students and how many arrived. */
export interface ArrivalCount {
  key: string;
  name: string;
  total: number;
  arrived: number;
}

/** A desk step (报到, 缴费核验, …) and how many students it has been done for. */
export interface StepCount {
  key: string;
  name: string;
  done: number;
}

/** A student who has not arrived, with the contacts the school keeps (phone as the server sends it). */
export interface NotArrivedStudent {
  welcomeId: string;
  name: string;
  className: string;
  major: string;
  phone: string;
  emergencyContact: string;
  emergencyPhone: string;
}

/** The arrivals board (contract/desk.ts `Board`): `at` is the server's instant with China's offset. */
export interface ArrivalsBoard {
  at: string;
  total: number;
  arrived: number;
  byPlan: ArrivalCount[];
  byMajor: ArrivalCount[];
  byClass: ArrivalCount[];
  bySteps: StepCount[];
  notArrived: NotArrivedStudent[];
}

/**
 * The live stream as the adapter sees it: 'connecting' (first try), 'live' (events flow),
 * 'reconnecting' (lost, trying again with backoff), 'closed' (gave up: signed out or not allowed).
 */
export type BoardStreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface BoardListener {
  board(b: ArrivalsBoard): void;
  state(s: BoardStreamState): void;
}

/** The arrivals board (issue 16 item 4): load it, and follow it live (server-sent events). */
export interface BoardGateway {
  load(): Promise<ArrivalsBoard>;
  /** Opens the live stream (the board now, then on every mark); answers the unsubscribe. */
  subscribe(listener: BoardListener): () => void;
}
export const BoardGateway = Symbol.for('BoardGateway');
