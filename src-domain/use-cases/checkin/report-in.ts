import { idNumberMessage, parseIdNumber } from '../../identity/id-number';
import { NAME_REQUIRED } from '../../identity/person-name';
import type { CheckinGateway } from '../../ports/checkin-gateway';
import type { Clock } from '../../ports/clock';
import type { Session } from '../../ports/session';
import type { KeyValueStore } from '../../ports/storage';
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
  | { kind: 'invalid'; nameError: string | null; idError: string | null }
  | { kind: 'reported'; welcomeId: string };

/**
 * 报到登记: name + identity number (+ ticket no.), checked before any call; on success the student
 * session and welcomeId are stored. A refused call rejects with the gateway's failure.
 */
export async function reportIn(deps: ReportInDeps, input: ReportInInput): Promise<ReportInResult> {
  const name = input.name.trim();
  const id = parseIdNumber(input.idNumber, deps.clock.now());
  const nameError = name ? null : NAME_REQUIRED;
  const idError = id.ok ? null : idNumberMessage(id.error);
  if (!id.ok || nameError) return { kind: 'invalid', nameError, idError };
  const ticketNo = input.ticketNo?.trim() ?? '';
  const idNumber = id.value.normalized;
  const res = await deps.checkin.report({ name, idNumber, ...(ticketNo ? { ticketNo } : {}) });
  deps.session.setToken(res.token);
  deps.session.mergeUserInfo({ ...res.userInfo, welcomeId: res.welcomeId });
  saveIdentity(deps.tab, { name, idNumber });
  return { kind: 'reported', welcomeId: res.welcomeId };
}
