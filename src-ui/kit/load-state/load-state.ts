import { runInAction } from 'mobx';
import { failureMessage } from '@domain/http/error-catalogue';
import { isHttpFailure } from '@domain/ports/http';

export type LoadStatus = 'loading' | 'ready' | 'error';

export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';
export const OFFLINE_TEXT = '网络错误，请检查网络后重试';

/** The Chinese text for a failed load: the error catalogue's row (spec section 8). */
export function loadErrorText(e: unknown): string {
  if (!isHttpFailure(e)) return LOAD_FAILED_TEXT;
  return failureMessage(e);
}

export interface Loadable {
  status: LoadStatus;
  error: string | null;
}

/**
 * A screen load: 'loading', then `apply` the answer and 'ready'; any failure on the way (the call or
 * `apply`) shows its Chinese text and 'error'. Call it from the view model's own action.
 */
export async function runLoad<T>(
  target: Loadable,
  fetch: () => Promise<T>,
  apply: (answer: T) => void,
): Promise<void> {
  target.status = 'loading';
  target.error = null;
  try {
    const answer = await fetch();
    runInAction(() => {
      apply(answer);
      target.status = 'ready';
    });
  } catch (e) {
    runInAction(() => {
      target.error = loadErrorText(e);
      target.status = 'error';
    });
  }
}
