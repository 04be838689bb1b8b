/**
 * The order of the check-in desk's steps (issue 34 item 19), read by the server (which refuses) and
 * by the desk screen (which disables with the same reason): 报到 first; every other step of the
 * school's list (缴费核验, 领取物品, 宿舍入住, …) only once the student has 报到. 报到 can be undone
 * (撤销报到) while no later step is done; a later step can be undone at any time.
 */

/** The step that records the arrival itself (and the ID-card check of 到校现场核验). */
export const ARRIVE_STEP = 'arrive';

/** Who the desk names for an arrival recorded by another path (the gate scan, the demo data). */
export const ARRIVED_ELSEWHERE_BY = '到校登记';

/** One of a student's desk steps: its key, name and whether it is done. */
export interface DeskStepDone {
  key: string;
  name: string;
  done: boolean;
}

export const DESK_ORDER_TEXT = {
  undo: '撤销',
  undoConfirm: (name: string) => `确定撤销「${name}」？撤销后可重新办理`,
  undone: (name: string) => `${name} 已撤销`,
  undoOffline: '离线状态下不能撤销，请联网后再试',
  /** A face photo uploaded and not yet approved, as the desk marks it. */
  photoPending: '待审核',
} as const;

const arriveOf = (steps: readonly DeskStepDone[]) => steps.find((s) => s.key === ARRIVE_STEP);

/** Why `key` cannot be marked now (null = it may): a step after 报到 before the student has 报到. */
export function markRefusal(key: string, steps: readonly DeskStepDone[]): string | null {
  if (key === ARRIVE_STEP) return null;
  const arrive = arriveOf(steps);
  if (!arrive || arrive.done) return null;
  const name = steps.find((s) => s.key === key)?.name ?? key;
  return `请先办理${arrive.name}，再办理${name}`;
}

/** Why the mark of `key` cannot be undone (null = it may): not done, or 报到 with later steps done. */
export function undoRefusal(key: string, steps: readonly DeskStepDone[]): string | null {
  const step = steps.find((s) => s.key === key);
  if (!step) return '本校没有这个办理环节';
  if (!step.done) return `${step.name}尚未办理，无需撤销`;
  if (key !== ARRIVE_STEP) return null;
  const later = steps.filter((s) => s.key !== ARRIVE_STEP && s.done).map((s) => s.name);
  return later.length
    ? `已办理${later.join('、')}，请先撤销${later.length > 1 ? '这些环节' : '该环节'}再撤销${step.name}`
    : null;
}
