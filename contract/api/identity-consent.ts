import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../identity-consent';

const B = '/welcome-manage-api/api/mobile/welcome/student/identity/';
export type IdentityState = R<typeof S.getIdentity>;

export const getIdentity = route<Q<typeof S.getIdentity>, R<typeof S.getIdentity>>(
  'POST',
  `${B}get`,
  'student',
);
export const chooseIdentity = route<Q<typeof S.chooseIdentity>, R<typeof S.chooseIdentity>>(
  'POST',
  `${B}choose`,
  'student',
);
export const recordConsent = route<Q<typeof S.recordConsent>, R<typeof S.recordConsent>>(
  'POST',
  `${B}consent`,
  'student',
);
