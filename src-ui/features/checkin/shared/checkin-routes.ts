export const CHECKIN_ROUTES = {
  entry: '/orientation/homepage/checkin',
  home: '/orientation/checkin/index',
  notice: '/orientation/checkin/details',
  moreInfo: '/orientation/checkin/moreinfos',
  confirm: '/orientation/checkin/confirm',
  procedure: '/orientation/checkin/procedure',
  face: '/orientation/humanface/face',
  faceStandard: '/orientation/humanface/faceStandard',
  takePhoto: '/orientation/humanface/tackpic',
} as const;
