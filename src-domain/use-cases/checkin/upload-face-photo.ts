import { userText } from '../../http/error-catalogue';
import type { CheckinGateway, UploadedPhoto } from '../../ports/checkin-gateway';
import { type Outcome, outcomeOf } from '../outcome';

export const UPLOAD_FAILED_TEXT = '上传失败，请检查网络后重试';

/** A refused upload: the server's own Chinese sentence when it has one. */
const uploadFailureText = (e: unknown) => {
  const msg = typeof e === 'object' && e && 'msg' in e && typeof e.msg === 'string' ? e.msg : '';
  return userText(msg) ?? UPLOAD_FAILED_TEXT;
};

/**
 * 上传人脸照片: the encoded JPEG goes to the school; the new photo starts its review over
 * (待审核). Progress is reported 0..1. An empty photo is refused without a call.
 */
export function uploadFacePhoto(
  checkin: CheckinGateway,
  photo: Blob,
  onProgress: (fraction: number) => void = () => {},
): Promise<Outcome<UploadedPhoto>> {
  if (photo.size === 0) return Promise.resolve({ kind: 'refused', message: UPLOAD_FAILED_TEXT });
  return outcomeOf(
    () => checkin.uploadFacePhoto(photo, (f) => onProgress(Math.min(1, Math.max(0, f)))),
    uploadFailureText,
  );
}
