import { idNumberMessage, parseIdNumber } from '../../identity/id-number';
import { NAME_REQUIRED } from '../../identity/person-name';
import type { AdmissionsGateway, EnrollResult } from '../../ports/admissions-gateway';
import type { Clock } from '../../ports/clock';
import type { Session } from '../../ports/session';
import { failureMessage } from '../../http/error-catalogue';
import { isHttpFailure } from '../../ports/http';
import { LOCAL_KEYS } from '../../shell/session-keys';
import type { Outcome } from '../outcome';

export { NAME_REQUIRED };

/** The stored searchResult (spec section 3): the last look-up and what it found. */
export interface SearchResult {
  name: string;
  idNumber: string;
  result: EnrollResult;
  at: number;
}

export interface LookUpDeps {
  admissions: AdmissionsGateway;
  session: Session;
  clock: Clock;
}

export type LookUpResult =
  { kind: 'invalid'; errors: { name?: string; idNumber?: string } } | Outcome<EnrollResult>;

/** A failed look-up: the error catalogue's sentence for a failed call, else 操作失败. */
export const LOOK_UP_FAILED = '操作失败，请稍后重试';
const lookUpFailureText = (e: unknown) => (isHttpFailure(e) ? failureMessage(e) : LOOK_UP_FAILED);

/**
 * 录取查询: name + identity number, checked before any call; the answer is stored as searchResult
 * (shown again on return). The look-up needs no login: a failed call is `refused` with the error
 * catalogue's sentence (a 401 too), and the previous look-up is kept.
 */
export async function lookUpResult(
  deps: LookUpDeps,
  input: { name: string; idNumber: string },
): Promise<LookUpResult> {
  const errors: { name?: string; idNumber?: string } = {};
  const name = input.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  const id = parseIdNumber(input.idNumber, deps.clock.now());
  if (!id.ok) errors.idNumber = idNumberMessage(id.error);
  if (errors.name || !id.ok) return { kind: 'invalid', errors };
  const query = { idNumber: id.value.normalized, name };
  let result: EnrollResult;
  try {
    result = await deps.admissions.enrollResult(query);
  } catch (e) {
    return { kind: 'refused', message: lookUpFailureText(e) };
  }
  deps.session.set(LOCAL_KEYS.searchResult, {
    ...query,
    result,
    at: deps.clock.now().getTime(),
  } satisfies SearchResult);
  return { kind: 'done', value: result };
}

/** The last stored look-up, if it holds a result. */
export function lastLookUp(session: Session): SearchResult | null {
  const saved = session.get<SearchResult>(LOCAL_KEYS.searchResult);
  return saved?.result ? saved : null;
}

/** Forget the stored look-up. */
export function clearLookUp(session: Session): void {
  session.set(LOCAL_KEYS.searchResult, null);
}
