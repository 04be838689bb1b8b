import type { CheckinGateway, Enrollment, StudentDetail } from '../../ports/checkin-gateway';
import type { Session } from '../../ports/session';
import type { KeyValueStore } from '../../ports/storage';
import { loadFailureText, type Outcome, outcomeOf } from '../outcome';
import { loadIdentity } from './identity';

export interface CheckinHome {
  detail: StudentDetail;
  /** The enrolment, when this tab still knows the identity and the look-up answers; else null. */
  enrollment: Enrollment | null;
}

/** Check-in home: the student's record (with the server's progress) and the enrolment. */
export function loadCheckinHome(deps: {
  checkin: CheckinGateway;
  session: Session;
  tab: KeyValueStore;
}): Promise<Outcome<CheckinHome>> {
  return outcomeOf(async () => {
    const identity = loadIdentity(deps.tab);
    const [detail, enrollment] = await Promise.all([
      deps.checkin.detail(),
      identity ? deps.checkin.queryEnroll(identity).catch(() => null) : Promise.resolve(null),
    ]);
    if (detail.name) deps.session.mergeUserInfo({ trueName: detail.name });
    return { detail, enrollment };
  }, loadFailureText);
}
