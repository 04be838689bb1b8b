import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../files';

export type { UploadedFile } from '../files';
/** Multipart (field `file`), one file per request. */
export const upload = route<Q<typeof S.upload>, R<typeof S.upload>>('POST', '/fileapi/upload', 'user');
export const FILE_PATH = '/fileapi/files/';
export const VIEWER_PATH = '/fileapi/viewer';
/** A CMS image (news cover, school badge): `${CMS_IMAGE_PATH}<id>`, public. */
export const CMS_IMAGE_PATH = '/enrollment-manage-api/api/app/enrollment/CMS/image/';
