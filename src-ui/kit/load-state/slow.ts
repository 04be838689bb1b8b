/** Issue 14: a load still unanswered after this long says 网络较慢 and offers 重试. */
export const SLOW_AFTER_MS = 8_000;
export const SLOW_TEXT = '网络较慢，请稍候或重试';
