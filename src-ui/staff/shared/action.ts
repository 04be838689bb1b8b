import { runInAction } from 'mobx';
import { loadErrorText } from '@ui/kit/load-state/load-state';

/** What a screen says after an action: 已通过 / the error's Chinese text. */
export interface Noticed {
  notice: { text: string; ok: boolean } | null;
  busy: boolean;
}

/** Runs one staff action: busy while it runs, then a notice (its text or the error catalogue's). */
export async function runAction<T>(
  target: Noticed,
  act: () => Promise<T>,
  okText: string | ((r: T) => string),
): Promise<T | null> {
  runInAction(() => {
    target.busy = true;
    target.notice = null;
  });
  try {
    const r = await act();
    runInAction(() => (target.notice = { text: typeof okText === 'string' ? okText : okText(r), ok: true }));
    return r;
  } catch (e) {
    runInAction(() => (target.notice = { text: loadErrorText(e), ok: false }));
    return null;
  } finally {
    runInAction(() => (target.busy = false));
  }
}
