import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../other';

export type { RegionProvince } from '../other';
export const citiesTree = route<Q<typeof S.citiesTree>, R<typeof S.citiesTree>>(
  'GET',
  '/base/api/cities/tree',
  'public',
);
export const studentReport = route<Q<typeof S.studentReport>, R<typeof S.studentReport>>(
  'POST',
  '/enrollment-manage-api/api/mobile/welcome/student/manage/studentReport',
  'student',
);
export const tempConfigQuery = route<Q<typeof S.tempConfigQuery>, R<typeof S.tempConfigQuery>>(
  'GET',
  '/enrollment-manage-api/api/temp/config/query',
  'public',
);
