import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../welcome-manage';

const B = '/welcome-manage-api/api/mobile/welcome/';
export type {
  StudentDetail,
  CheckinSetting,
  EditableField,
  CheckinProgress,
  CheckinStepRow,
} from '../welcome-manage';

export const getDetail = route<Q<typeof S.getDetail>, R<typeof S.getDetail>>(
  'POST',
  `${B}student/manage/getDetail`,
  'student',
);
export const readNotice = route<Q<typeof S.readNotice>, R<typeof S.readNotice>>(
  'POST',
  `${B}student/manage/readNotice`,
  'student',
);
export const updateInfo = route<Q<typeof S.updateInfo>, R<typeof S.updateInfo>>(
  'POST',
  `${B}student/manage/updateInfo`,
  'student',
);
export const getSetting = route<Q<typeof S.getSetting>, R<typeof S.getSetting>>(
  'GET',
  `${B}config/getSetting`,
  'student',
);
export const queryVerifyProcess = route<Q<typeof S.queryVerifyProcess>, R<typeof S.queryVerifyProcess>>(
  'POST',
  `${B}config/queryVerifyProcess`,
  'student',
);
/** Multipart (field `file`): send FormData through the upload path of the HTTP port. */
export const uploadPhoto = route<Q<typeof S.uploadPhoto>, R<typeof S.uploadPhoto>>(
  'POST',
  `${B}config/uploadPhoto`,
  'student',
);
export const fileToken = route<Q<typeof S.fileToken>, R<typeof S.fileToken>>(
  'GET',
  `${B}config/token`,
  'student',
);
/** Staff: scan a student's procedure QR (admin session). */
export const checkinByPass = route<Q<typeof S.checkinByPass>, R<typeof S.checkinByPass>>(
  'POST',
  `${B}staff/checkin`,
  'admin',
);
