import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import type { WelcomeRow } from '../welcome/student';
import { stateOf } from './identity';

export const PHOTO_ONSITE = '你已选择到校现场核验，无需上传人脸照片；如需上传，请先改为上传照片';
export const PHOTO_NEEDS_GUARDIAN = '请先取得监护人同意';
export const PHOTO_NEEDS_FACE_CONSENT = '请先同意人脸信息处理说明';

/**
 * A face photo is biometric data (PIPL art. 28/29, issue 17 item 6): the server stores one only with the
 * separate face consent to the current text, the guardian's too under 14 (`missingConsents`, the rule
 * the check-in screens read), and never for a student who chose 到校现场核验.
 */
export async function requirePhotoConsent(db: Db, row: WelcomeRow, now: Date): Promise<void> {
  const s = await stateOf(db, row, now);
  if (s.method === 'onsite') throw apiError('REFUSED', PHOTO_ONSITE);
  if (s.missing.includes('guardian')) throw apiError('REFUSED', PHOTO_NEEDS_GUARDIAN);
  if (s.missing.includes('face')) throw apiError('REFUSED', PHOTO_NEEDS_FACE_CONSENT);
}
