import { runInAction } from 'mobx';
import { TEXT_LOGIN } from '@domain/http/error-catalogue';
import { failureOutcome, loadFailureText, type Outcome, TEXT_LOAD_FAILED } from '@domain/use-cases/outcome';

/**
 * The one load convention of every view model (issue 23): `status` and `error` (the `Loadable`
 * shape), never a view model's own `loading` / `loaded` / `failed` flags. `LoadStates`
 * (./load-states.tsx) renders it: a skeleton, the empty text, the error with 重试, or the content.
 */
export type LoadStatus = 'loading' | 'empty' | 'error' | 'ready';

export const LOAD_FAILED_TEXT = TEXT_LOAD_FAILED;
export const OFFLINE_TEXT = '网络错误，请检查网络后重试';

/** The Chinese text for a failed load: the error catalogue's row (spec section 8). */
export const loadErrorText: (e: unknown) => string = loadFailureText;

/** The sentence a refused use case shows (a login failure says 请先登录). */
export function refusalText(o: Exclude<Outcome<unknown>, { kind: 'done' }>): string {
  return o.kind === 'needsLogin' ? TEXT_LOGIN : o.message;
}

/** What a view model that loads has: where its load stands, and the error's Chinese text. */
export interface Loadable {
  status: LoadStatus;
  error: string | null;
}

/**
 * A screen load from a use case: 'loading', then `apply` the value and 'ready' — or 'empty' when
 * `isEmpty(value)`; a refusal shows its Chinese text and 'error' (a throwing `apply` too). Call it
 * from the view model's own action. `isCurrent` false: a newer load has started since, and this
 * one's answer or failure is dropped (a late answer never replaces a newer one).
 */
export async function loadOutcome<T>(
  target: Loadable,
  fetch: () => Promise<Outcome<T>>,
  apply: (value: T) => void,
  isEmpty: (value: T) => boolean = () => false,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  target.status = 'loading';
  target.error = null;
  let res: Outcome<T>;
  try {
    res = await fetch();
  } catch (e) {
    res = failureOutcome(e, loadFailureText);
  }
  if (!isCurrent()) return;
  runInAction(() => {
    if (res.kind !== 'done') {
      target.error = refusalText(res);
      target.status = 'error';
      return;
    }
    try {
      apply(res.value);
      target.status = isEmpty(res.value) ? 'empty' : 'ready';
    } catch (e) {
      target.error = loadErrorText(e);
      target.status = 'error';
    }
  });
}

/** A screen load from a gateway read that throws on failure (see loadOutcome). */
export function runLoad<T>(
  target: Loadable,
  fetch: () => Promise<T>,
  apply: (answer: T) => void,
  isEmpty?: (answer: T) => boolean,
  isCurrent?: () => boolean,
): Promise<void> {
  return loadOutcome(
    target,
    async () => ({ kind: 'done', value: await fetch() }) as const,
    apply,
    isEmpty,
    isCurrent,
  );
}
