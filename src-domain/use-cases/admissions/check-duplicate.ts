import { parseIdNumber } from '../../identity/id-number';
import type { EnrollmentGateway } from './enrollment-gateway';

/**
 * Asked once the identity number is complete and valid: true when this number is already
 * registered for the plan. Unknown (a failed or rate-limited check) is false: the submit still
 * refuses a duplicate.
 */
export async function isAlreadyRegistered(
  deps: { gateway: EnrollmentGateway; now: Date },
  planId: string,
  idNumber: string,
): Promise<boolean> {
  const id = parseIdNumber(idNumber, deps.now);
  if (!id.ok) return false;
  try {
    return await deps.gateway.checkDuplicate(planId, id.value.normalized);
  } catch {
    return false;
  }
}
