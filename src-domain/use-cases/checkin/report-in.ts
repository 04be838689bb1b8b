import { userText } from '../../http/error-catalogue';
import { idNumberMessage, parseIdNumber } from '../../identity/id-number';
import { NAME_REQUIRED } from '../../identity/person-name';
import type { CheckinGateway } from '../../ports/checkin-gateway';
import type { Clock } from '../../ports/clock';
import type { Session } from '../../ports/session';
import { isHttpFailure } from '../../ports/http';
import type { KeyValueStore } from '../../ports/storage';
import { type Outcome, outcomeOf } from '../outcome';
import { saveIdentity } from './identity';

export { NAME_REQUIRED };

export interface ReportInDeps {
  checkin: CheckinGateway;
  session: Session;
  clock: Clock;
  /** Tab-scoped storage: the identity is kept for the enrolment look-up until the tab closes. */
  tab: KeyValueStore;
}

export interface ReportInInput {
  name: string;
  idNumber: string;
  ticketNo?: string;
}

export type ReportInResult =
  { kind: 'invalid'; nameError: string | null; idError: string | null } | Outcome<{ welcomeId: string }>;

export const REPORT_TEXT = {
  unknown: '未找到你的报到信息，请核对姓名和身份证号',
  wrongTenant: '你不是本校的新生，请从录取学校发的报到链接进入',
  tooMany: '操作过于频繁，请稍后再试',
  network: '网络错误，请检查网络后重试',
  failed: '报到失败，请稍后重试',
} as const;

/** A refused report-in as the student should read it. */
export function reportErrorText(e: unknown): string {
  if (!isHttpFailure(e)) return REPORT_TEXT.failed;
  if (e.kind === 'network') return REPORT_TEXT.network;
  const code = e.code ?? e.status;
  if (code === 404) return REPORT_TEXT.unknown;
  if (code === 403) return REPORT_TEXT.wrongTenant;
  if (code === 429 || e.status === 429) return REPORT_TEXT.tooMany;
  return userText(e.msg) ?? REPORT_TEXT.failed;
}

/**
 * 报到登记: name + identity number (+ ticket no.), checked before any call; on success the student
 * session and welcomeId are stored. A refused call is `refused` with its wording (REPORT_TEXT).
 */
export async function reportIn(deps: ReportInDeps, input: ReportInInput): Promise<ReportInResult> {
  const name = input.name.trim();
  const id = parseIdNumber(input.idNumber, deps.clock.now());
  const nameError = name ? null : NAME_REQUIRED;
  const idError = id.ok ? null : idNumberMessage(id.error);
  if (!id.ok || nameError) return { kind: 'invalid', nameError, idError };
  const ticketNo = input.ticketNo?.trim() ?? '';
  const idNumber = id.value.normalized;
  return outcomeOf(async () => {
    const res = await deps.checkin.report({ name, idNumber, ...(ticketNo ? { ticketNo } : {}) });
    deps.session.setToken(res.token);
    deps.session.mergeUserInfo({ ...res.userInfo, welcomeId: res.welcomeId });
    saveIdentity(deps.tab, { name, idNumber });
    return { welcomeId: res.welcomeId };
  }, reportErrorText);
}
