import { z } from 'zod';
import { fileAnswer, text } from './common';

/**
 * Check-in exports (issue 27 item 3): staff session, `POST`, JSON body; the answer is a file, not the
 * envelope. The school comes from the session; every export is audited. Identity numbers and phones
 * are masked unless 学校管理员 sends `unmask: true` (as 新生名单).
 */
export { checkinExportPaths, checkinExportRoles } from './api/checkin-exports';

export const checkinExportRequest = z.object({
  majorId: z.string().trim().min(1).max(64).optional().describe('专业'),
  className: text('班级', 50).min(1).optional(),
  unmask: z.boolean().default(false).describe('显示完整证件号和手机号'),
});
export type CheckinExportRequest = z.input<typeof checkinExportRequest>;
/** Both exports answer a file (xlsx, zip), not the envelope. */
export const checkinExport = { request: checkinExportRequest, response: fileAnswer };
