import { STEP_UNKNOWN_LABEL, type StepGo, type StepPhase } from '@domain/journeys/checkin-steps';
import type { CheckinProgress } from '@domain/ports/checkin-gateway';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';

export type StepKey = CheckinProgress['steps'][number]['key'];
export type StepState = StepPhase;

export interface CheckinStep {
  key: StepKey;
  title: string;
  state: StepState;
  /** What the state means, in Chinese (the server's words). */
  status: string;
  action: { label: string; to: string } | null;
  /** The person has done their part; the school's review is awaited (not a step to do again). */
  waiting?: boolean;
}

/** Where each of the server's step buttons leads on this app. */
export const STEP_ROUTE: Readonly<Record<StepGo, string>> = {
  notice: CHECKIN_ROUTES.notice,
  confirm: CHECKIN_ROUTES.confirm,
  face: CHECKIN_ROUTES.face,
  faceStandard: CHECKIN_ROUTES.faceStandard,
  procedure: CHECKIN_ROUTES.procedure,
};

/**
 * The one step list (home and procedure pages), exactly as the server shows it (progress.shown,
 * src-domain/journeys/checkin-steps checkinShown). A pass saved by an older version carries no
 * `shown`: its steps keep their stored done/next order, with a neutral status and no button.
 */
export function checkinSteps(progress: CheckinProgress): CheckinStep[] {
  if (progress.shown)
    return progress.shown.steps.map((s) => ({
      key: s.key,
      title: s.title,
      state: s.phase,
      status: s.status,
      action: s.go ? { label: s.go.label, to: STEP_ROUTE[s.go.to] } : null,
      waiting: s.waiting,
    }));
  let nextGiven = false;
  return progress.steps.map((s) => {
    const state: StepState = s.done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!s.done) nextGiven = true;
    return { key: s.key, title: s.name, state, status: STEP_UNKNOWN_LABEL, action: null };
  });
}

/** The status line as the server says it; neutral while it has not said it. */
export function progressText(progress: CheckinProgress): string {
  return progress.shown?.statusText ?? STEP_UNKNOWN_LABEL;
}

/** The home's main button as the server offers it (null once every step is done, or while unknown). */
export function mainAction(
  progress: CheckinProgress,
): { label: string; to: string | null; waiting: boolean } | null {
  const main = progress.shown?.main;
  if (!main) return null;
  return { label: main.label, to: main.go ? STEP_ROUTE[main.go] : null, waiting: main.waiting };
}
