export const FACE_ROUTE = '/orientation/humanface/face';
export const FACE_STANDARD_ROUTE = '/orientation/humanface/faceStandard';
export const TAKE_PHOTO_ROUTE = '/orientation/humanface/tackpic';
