import { userText } from '@domain/http/error-catalogue';
import { isHttpFailure } from '@domain/ports/http';

export const REPORT_TEXT = {
  unknown: '未找到你的报到信息，请核对姓名和身份证号',
  wrongTenant: '你不是本校的新生，请从录取学校发的报到链接进入',
  tooMany: '操作过于频繁，请稍后再试',
  network: '网络错误，请检查网络后重试',
  failed: '报到失败，请稍后重试',
} as const;

/** A refused report-in as the user should read it. */
export function reportErrorText(e: unknown): string {
  if (!isHttpFailure(e)) return REPORT_TEXT.failed;
  if (e.kind === 'network') return REPORT_TEXT.network;
  const code = e.code ?? e.status;
  if (code === 404) return REPORT_TEXT.unknown;
  if (code === 403) return REPORT_TEXT.wrongTenant;
  if (code === 429 || e.status === 429) return REPORT_TEXT.tooMany;
  return userText(e.msg) ?? REPORT_TEXT.failed;
}
