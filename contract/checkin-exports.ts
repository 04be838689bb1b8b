import { z } from 'zod';
import { fileAnswer, text } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * Check-in exports (issue 27 item 3): staff session, `POST`, JSON body; the answer is a file, not the
 * envelope. The school comes from the session; every export is audited. Identity numbers and phones
 * are masked unless 学校管理员 sends `unmask: true` (as 新生名单). 学校管理员 and 报到老师 (the
 * `checkinExport` action); errors answer the envelope.
 */

export const checkinExportRequest = z.object({
  majorId: z.string().trim().min(1).max(64).optional().describe('专业'),
  className: text('班级', 50).min(1).optional(),
  unmask: z.boolean().default(false).describe('显示完整证件号和手机号'),
});
export type CheckinExportRequest = z.input<typeof checkinExportRequest>;
/** Both exports answer a file (xlsx, zip), not the envelope. */
const checkinExport = { request: checkinExportRequest, response: fileAnswer };
/** xlsx: sheets 确认信息, 到校计划, 到校记录. */
export const xlsx = staffOp(`${STAFF_BASE}checkin-exports/xlsx`, 'checkinExport', checkinExport);
/** zip: the face photos, `学号_姓名.jpg`. */
export const photos = staffOp(`${STAFF_BASE}checkin-exports/photos`, 'checkinExport', checkinExport);
