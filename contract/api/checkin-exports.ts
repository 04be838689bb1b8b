import { postRoutes } from '../endpoint';
import type * as C from '../checkin-exports';
import { STAFF_BASE } from './staff';

/** 报到导出: answers a file (not the envelope); errors answer the envelope. */
export const checkinExportPaths = {
  /** xlsx: sheets 确认信息, 到校计划, 到校记录. */
  xlsx: `${STAFF_BASE}checkin-exports/xlsx`,
  /** zip: the face photos, `学号_姓名.jpg`. */
  photos: `${STAFF_BASE}checkin-exports/photos`,
} as const;
export const checkinExportRoles = {
  xlsx: ['admin', 'checkin'],
  photos: ['admin', 'checkin'],
} as const;

export const checkinExportsApi = postRoutes<typeof C>()(checkinExportPaths);
