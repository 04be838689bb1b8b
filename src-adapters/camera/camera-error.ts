import type { CameraError } from '@domain/ports/camera';

/** A camera rejection carries its string code (brief section 3: errors are codes). */
export interface CameraFailure {
  code: CameraError;
  detail?: string;
}

export const cameraFailure = (code: CameraError, detail?: string): CameraFailure => ({ code, detail });

/** getUserMedia DOMException names → our codes. */
export function mediaErrorCode(err: unknown): CameraError {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'CAMERA.DENIED';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'CAMERA.NONE';
  return 'CAMERA.FAILED';
}
