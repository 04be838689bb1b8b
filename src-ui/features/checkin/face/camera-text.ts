import type { CameraError } from '@domain/ports/camera';

/** Chinese texts of the camera flow. */
export const CAMERA_TEXT: Record<Exclude<CameraError, 'CAMERA.CANCELLED'>, string> = {
  'CAMERA.DENIED': '无法使用相机：请在浏览器或微信设置中允许访问相机，或从相册选择照片',
  'CAMERA.NONE': '未检测到可用的摄像头，请从相册选择照片',
  'CAMERA.FAILED': '相机打开失败，请重试或从相册选择照片',
};
export const PHOTO_TOO_BIG_TEXT = '照片压缩后仍大于150KB，请重新拍摄';
export const PHOTO_DECODE_TEXT = '无法读取这张照片，请重新拍摄或选择其他照片';

/** The code of a camera rejection ({code} from the adapters, or a bare code string). */
export function cameraErrorCode(e: unknown): CameraError {
  const code = typeof e === 'string' ? e : typeof e === 'object' && e && 'code' in e ? String(e.code) : '';
  return code === 'CAMERA.DENIED' || code === 'CAMERA.NONE' || code === 'CAMERA.CANCELLED'
    ? code
    : 'CAMERA.FAILED';
}
