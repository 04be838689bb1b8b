/** Badge tone of a state: the UI picks a colour per tone. */
export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** A refused transition: a string code plus the Chinese message the server answers with. */
export interface Refusal {
  refused: string;
  msg: string;
}

export interface StateInfo<A extends string> {
  label: string;
  tone: Tone;
  /** The actions a user may take in this state (Chinese button wording keyed by action). */
  actions: readonly A[];
}

/**
 * One journey as a table: states, events, allowed transitions, actions per state, wording + tone.
 * `transitions[state][event]` is the next state; a missing entry is refused.
 */
export interface Journey<S extends string, E extends string, A extends string> {
  name: string;
  initial: S;
  states: Readonly<Record<S, StateInfo<A>>>;
  events: readonly E[];
  transitions: Readonly<Record<S, Partial<Record<E, S>>>>;
  /** The event a user action triggers (an action is offered only where that event is allowed). */
  actionEvent: Readonly<Record<A, E | null>>;
  actionLabel: Readonly<Record<A, string>>;
}

export function next<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  state: S,
  event: E,
): S | Refusal {
  const to = j.transitions[state]?.[event];
  if (to !== undefined) return to;
  return {
    refused: `${j.name}.${String(event)}.from.${String(state)}`,
    msg: `当前状态（${j.states[state]?.label ?? '未知'}）不能进行此操作`,
  };
}

export function isRefusal(x: unknown): x is Refusal {
  return typeof x === 'object' && x !== null && 'refused' in x;
}

/** The states from which `event` is allowed (the WHERE of a conditional UPDATE). */
export function sourcesOf<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  event: E,
): S[] {
  return (Object.keys(j.transitions) as S[]).filter((s) => j.transitions[s][event] !== undefined);
}

export function actionsOf<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  state: S,
): readonly A[] {
  return j.states[state]?.actions ?? [];
}

export function labelOf<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  state: S,
): string {
  return j.states[state]?.label ?? '-';
}

/** What a person reads for a state now (the server sends it; screens render exactly it). */
export interface Shown<S extends string = string> {
  state: S;
  label: string;
  tone: Tone;
}

export function shownOf<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  state: S,
): Shown<S> {
  const info = j.states[state];
  return { state, label: info.label, tone: info.tone };
}
