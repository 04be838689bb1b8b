import { PATHS } from '@domain/shell/links';

export const FACE_ROUTE = PATHS.face;
export const FACE_STANDARD_ROUTE = PATHS.faceStandard;
export const TAKE_PHOTO_ROUTE = PATHS.takePhoto;
