import type { CheckinGateway, UploadedPhoto } from '../../ports/checkin-gateway';

/**
 * 上传人脸照片: the encoded JPEG goes to the school; the new photo starts its review over
 * (待审核). Progress is reported 0..1.
 */
export function uploadFacePhoto(
  checkin: CheckinGateway,
  photo: Blob,
  onProgress: (fraction: number) => void = () => {},
): Promise<UploadedPhoto> {
  if (photo.size === 0) return Promise.reject(new Error('empty photo'));
  return checkin.uploadFacePhoto(photo, (f) => onProgress(Math.min(1, Math.max(0, f))));
}
