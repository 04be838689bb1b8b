import { failureMessage } from '../http/error-catalogue';
import { isHttpFailure } from '../ports/http';

/**
 * How a use case's call ended, for the screen — the one result shape of every use case (admissions,
 * check-in, payment): done with its value, refused (the error catalogue's Chinese text), or login
 * first. A use case that checks its input first adds its own `{ kind: 'invalid', … }` beside it.
 */
export type Outcome<T> =
  { kind: 'done'; value: T } | { kind: 'needsLogin' } | { kind: 'refused'; message: string };

/** An applicant-only call answered "not logged in" (server code 401 or HTTP 401). */
export const isLoginFailure = (e: unknown) => isHttpFailure(e) && (e.code === 401 || e.status === 401);

/** The catalogue's sentence for a failed call (spec section 8; never English, never a stack). */
export const catalogueText = (e: unknown): string => failureMessage(isHttpFailure(e) ? e : null);

/** A failed screen load: the catalogue's sentence, or 加载失败 when it was not a call that failed. */
export const TEXT_LOAD_FAILED = '加载失败，请稍后重试';
export const loadFailureText = (e: unknown): string =>
  isHttpFailure(e) ? failureMessage(e) : TEXT_LOAD_FAILED;

/**
 * Runs a call and maps its failure to an Outcome: 401 → needsLogin, anything else → refused with
 * `wording(e)` (the error catalogue unless the use case words its own refusals).
 */
export async function outcomeOf<T>(
  run: () => Promise<T>,
  wording: (e: unknown) => string = catalogueText,
): Promise<Outcome<T>> {
  try {
    return { kind: 'done', value: await run() };
  } catch (e) {
    return failureOutcome(e, wording);
  }
}

/** A caught failure as an Outcome (for a use case that answers some failures its own way first). */
export function failureOutcome(
  e: unknown,
  wording: (e: unknown) => string = catalogueText,
): Exclude<Outcome<never>, { kind: 'done' }> {
  if (isLoginFailure(e)) return { kind: 'needsLogin' };
  return { kind: 'refused', message: wording(e) };
}
