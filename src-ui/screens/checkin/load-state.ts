import { isHttpFailure } from '@domain/ports/http';

export type LoadStatus = 'loading' | 'ready' | 'error';

export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';
export const OFFLINE_TEXT = '网络错误，请检查网络后重试';

/** The Chinese text for a failed load. */
export function loadErrorText(e: unknown): string {
  if (!isHttpFailure(e)) return LOAD_FAILED_TEXT;
  if (e.kind === 'network') return OFFLINE_TEXT;
  return e.msg || LOAD_FAILED_TEXT;
}
