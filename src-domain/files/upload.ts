/** Spec sections 5 and 9: at most 10 files, each at most 20 MB, any type. */
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 20971520;
export const UPLOAD_TOO_LARGE_TEXT = '文件大小不能超过20M';
export const UPLOAD_TOO_MANY_TEXT = `最多只能上传${UPLOAD_MAX_FILES}个文件`;

export type UploadViolation =
  { code: 'UPLOAD.TOO_MANY'; message: string } | { code: 'UPLOAD.TOO_LARGE'; message: string };

/** Why adding these files to a list of existingCount is refused, or null when it is allowed. */
export function uploadViolation(
  existingCount: number,
  incoming: readonly { size: number }[],
): UploadViolation | null {
  if (existingCount + incoming.length > UPLOAD_MAX_FILES) {
    return { code: 'UPLOAD.TOO_MANY', message: UPLOAD_TOO_MANY_TEXT };
  }
  if (incoming.some((f) => !(f.size <= UPLOAD_MAX_BYTES))) {
    return { code: 'UPLOAD.TOO_LARGE', message: UPLOAD_TOO_LARGE_TEXT };
  }
  return null;
}

/** How many more files the list may take. */
export function uploadSlotsLeft(existingCount: number): number {
  return Math.max(0, UPLOAD_MAX_FILES - existingCount);
}
