import { z } from 'zod';
import { empty } from './common';
import { endpoint } from './endpoint';

/** Multipart, field `file`, one file per request; ≤ 20 MB; any type except HTML/SVG. */
export const upload = endpoint({
  method: 'POST',
  path: '/fileapi/upload',
  access: 'user',
  request: empty,
  response: z.object({
    fileId: z.string(),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
    url: z.string(),
  }),
});
export type UploadedFile = z.infer<typeof upload.response>;

/** GET a signed link: /fileapi/files/{fileId}?exp=&sig=[&download=true&downloadName=] (not an envelope). */
export const FILE_PATH = '/fileapi/files/';
/** GET /fileapi/viewer?url=<encoded signed link>: an HTML page showing an image, PDF or text. */
export const VIEWER_PATH = '/fileapi/viewer';
/** A CMS image (news cover, school badge): `${CMS_IMAGE_PATH}<id>`, public. */
export const CMS_IMAGE_PATH = '/enrollment-manage-api/api/app/enrollment/CMS/image/';
