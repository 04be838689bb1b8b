import { failureMessage } from '../../http/error-catalogue';
import { isHttpFailure } from '../../ports/http';

/** How an admissions action ended, for the screen: done, refused (catalogue text), or login first. */
export type Outcome<T> =
  { kind: 'done'; value: T } | { kind: 'needsLogin' } | { kind: 'refused'; message: string };

/** An applicant-only call answered "not logged in" (server code 401 or HTTP 401). */
export const isLoginFailure = (e: unknown) => isHttpFailure(e) && (e.code === 401 || e.status === 401);

/** Runs a call and maps its failure through the error catalogue (never English, never a stack). */
export async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { kind: 'done', value: await run() };
  } catch (e) {
    if (isLoginFailure(e)) return { kind: 'needsLogin' };
    return { kind: 'refused', message: failureMessage(isHttpFailure(e) ? e : null) };
  }
}
