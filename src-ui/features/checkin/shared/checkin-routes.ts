import { PATHS } from '@domain/shell/links';

export const CHECKIN_ROUTES = {
  entry: PATHS.checkinEntry,
  home: PATHS.checkinHome,
  notice: PATHS.checkinNotice,
  moreInfo: PATHS.checkinMoreInfo,
  confirm: PATHS.checkinConfirm,
  procedure: PATHS.checkinProcedure,
  face: PATHS.face,
  faceStandard: PATHS.faceStandard,
  takePhoto: PATHS.takePhoto,
} as const;
