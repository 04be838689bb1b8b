import type { DayListPayload, DoneMark } from './day-list';

/** A mark made on a desk device (online or offline), identified by its scan's nonce. */
export interface DeskMark {
  nonce: string;
  welcomeId: string;
  step: string;
  /** When the desk marked it (epoch ms, the device's clock). */
  at: number;
  idCardChecked: boolean;
}

/** The server's answer for one synced mark. */
export type SyncResult =
  | { nonce: string; result: 'marked'; by?: string }
  /** This nonce was already stored (a resend after a lost answer): nothing doubled. */
  | { nonce: string; result: 'duplicate'; by?: string }
  /** Another desk marked this step first: ours is dropped and shown. */
  | { nonce: string; result: 'conflict'; by: string; at: number }
  | { nonce: string; result: 'rejected'; reason: string };

export interface Conflict {
  mark: DeskMark;
  by: string;
  at: number;
  reason?: string;
}

/** The device's state: marks not yet confirmed by the server, and conflicts to show. */
export interface DeskQueue {
  pending: DeskMark[];
  /** Marks known done (from the day list, confirmed syncs and local marks), by `welcomeId/step`. */
  done: Record<string, DoneMark>;
  conflicts: Conflict[];
}

const k = (welcomeId: string, step: string) => `${welcomeId}/${step}`;

export function emptyQueue(list?: DayListPayload): DeskQueue {
  const done: Record<string, DoneMark> = {};
  for (const s of list?.students ?? [])
    for (const [step, m] of Object.entries(s.marks)) done[k(s.w, step)] = m;
  return { pending: [], done, conflicts: [] };
}

export type AddResult =
  { queue: DeskQueue; added: true } | { queue: DeskQueue; added: false; done: DoneMark };

/**
 * Marks a step on this device: refused (with who and when) when this device already knows it done,
 * else queued for the next sync and shown as done by `by`.
 */
export function addMark(q: DeskQueue, mark: DeskMark, by: string): AddResult {
  const prior = q.done[k(mark.welcomeId, mark.step)];
  if (prior) return { queue: q, added: false, done: prior };
  return {
    added: true,
    queue: {
      ...q,
      pending: [...q.pending, mark],
      done: { ...q.done, [k(mark.welcomeId, mark.step)]: { by, at: mark.at } },
    },
  };
}

/** A mark undone on the server (撤销): no longer done on this device. */
export function forgetMark(q: DeskQueue, welcomeId: string, step: string): DeskQueue {
  const done = { ...q.done };
  delete done[k(welcomeId, step)];
  return { ...q, done };
}

/** The next batch to send (oldest first); the same marks are resent until answered. */
export const nextBatch = (q: DeskQueue, max = 200): DeskMark[] => q.pending.slice(0, max);

/**
 * Applies the server's answers: answered marks leave the queue (marked and duplicate as done,
 * conflicts replaced by the first desk's mark and listed); unanswered ones stay for the next sync.
 */
export function mergeResults(q: DeskQueue, results: readonly SyncResult[]): DeskQueue {
  const byNonce = new Map(results.map((r) => [r.nonce, r]));
  const pending: DeskMark[] = [];
  const done = { ...q.done };
  const conflicts = [...q.conflicts];
  for (const m of q.pending) {
    const r = byNonce.get(m.nonce);
    if (!r) pending.push(m);
    else if (r.result === 'conflict') {
      done[k(m.welcomeId, m.step)] = { by: r.by, at: r.at };
      conflicts.push({ mark: m, by: r.by, at: r.at });
    } else if (r.result === 'rejected') {
      delete done[k(m.welcomeId, m.step)];
      conflicts.push({ mark: m, by: '', at: m.at, reason: r.reason });
    } else if (r.by)
      done[k(m.welcomeId, m.step)] = { by: r.by, at: done[k(m.welcomeId, m.step)]?.at ?? m.at };
  }
  return { pending, done, conflicts };
}

const isMark = (m: unknown): m is DeskMark => {
  const x = m as Partial<DeskMark> | null;
  return (
    !!x &&
    typeof x.nonce === 'string' &&
    typeof x.welcomeId === 'string' &&
    typeof x.step === 'string' &&
    typeof x.at === 'number' &&
    typeof x.idCardChecked === 'boolean'
  );
};

/** The queue as text, for the device's storage: pending marks survive a reload or a closed tab. */
export const serializeQueue = (q: DeskQueue): string => JSON.stringify({ v: 1, ...q });

/**
 * A stored queue read back; unreadable parts are dropped except pending marks, which are kept
 * whenever they are well-formed (a mark not yet synced must never be lost).
 */
export function parseQueue(text: string | null): DeskQueue {
  try {
    const raw = JSON.parse(text ?? 'null') as Partial<DeskQueue> | null;
    const pending = Array.isArray(raw?.pending) ? raw.pending.filter(isMark) : [];
    const done: Record<string, DoneMark> = {};
    for (const [key, m] of Object.entries(raw?.done ?? {}))
      if (m && typeof m.by === 'string' && typeof m.at === 'number') done[key] = { by: m.by, at: m.at };
    for (const m of pending) done[`${m.welcomeId}/${m.step}`] ??= { by: '', at: m.at };
    const conflicts = Array.isArray(raw?.conflicts) ? raw.conflicts.filter((c) => c && isMark(c.mark)) : [];
    return { pending, done, conflicts };
  } catch {
    return { pending: [], done: {}, conflicts: [] };
  }
}
