import { route, type ApiRoute, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type { z } from 'zod';
import type * as S from '../privacy';

export type { DataRequest } from '../privacy';
export const privacyNotice = route<Q<typeof S.privacyNotice>, R<typeof S.privacyNotice>>(
  'GET',
  '/enrollment-manage-api/api/app/privacy/notice',
  'user',
);
export const privacyAccept = route<Q<typeof S.privacyAccept>, R<typeof S.privacyAccept>>(
  'POST',
  '/enrollment-manage-api/api/app/privacy/accept',
  'user',
);
export const myData = route<Q<typeof S.myData>, R<typeof S.myData>>(
  'GET',
  '/enrollment-manage-api/api/app/privacy/my-data',
  'user',
);
export const requestDeletion = route<Q<typeof S.requestDeletion>, R<typeof S.requestDeletion>>(
  'POST',
  '/enrollment-manage-api/api/app/privacy/delete-request',
  'user',
);
export const myDataRequests = route<Q<typeof S.myDataRequests>, R<typeof S.myDataRequests>>(
  'GET',
  '/enrollment-manage-api/api/app/privacy/requests',
  'user',
);
export const myDataPageLink = route<Q<typeof S.myDataPageLink>, R<typeof S.myDataPageLink>>(
  'POST',
  '/enrollment-manage-api/api/app/privacy/my-data-link',
  'user',
);

/** The school's side (学校管理员): open requests, and the decision (staff session). */
export const STAFF_PRIVACY_PATHS = {
  list: '/staff-api/privacy/requests',
  decide: '/staff-api/privacy/decide',
} as const;
type Pair<E extends { request: z.ZodType; response: z.ZodType }> = ApiRoute<
  z.input<E['request']>,
  z.output<E['response']>
>;
export const staffPrivacyApi = {
  list: route('POST', STAFF_PRIVACY_PATHS.list, 'staff') as Pair<typeof S.staffListRequests>,
  decide: route('POST', STAFF_PRIVACY_PATHS.decide, 'staff') as Pair<typeof S.staffDecide>,
};
