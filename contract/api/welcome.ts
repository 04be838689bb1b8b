import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../welcome';

const B = '/sc-mobile-api/api/mobile/welcome/';
type OptionsRoute = typeof S.nationSelect;

export const report = route<Q<typeof S.report>, R<typeof S.report>>('POST', `${B}report`, 'public');
export const queryEnroll = route<Q<typeof S.queryEnroll>, R<typeof S.queryEnroll>>(
  'POST',
  `${B}queryEnroll`,
  'public',
);
export const moreMessage = route<Q<typeof S.moreMessage>, R<typeof S.moreMessage>>(
  'GET',
  `${B}moreMessage`,
  'student',
);
export const getDocument = route<Q<typeof S.getDocument>, R<typeof S.getDocument>>(
  'GET',
  `${B}getdocument`,
  'public',
);
const options = (name: string) => route<Q<OptionsRoute>, R<OptionsRoute>>('GET', `${B}${name}`, 'public');
export const majorSelect = options('majorSelect');
export const nationSelect = options('nationSelect');
export const partySelect = options('partySelect');
export const selectDayGoType = options('selectdaygotype');
export const selectHkType = options('selecthktype');
export const selectStuType = options('selectstutype');
export const getToken = route<Q<typeof S.getToken>, R<typeof S.getToken>>('GET', `${B}gettoken`, 'student');
