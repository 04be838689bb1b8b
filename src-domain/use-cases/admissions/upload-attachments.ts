import type { StoredFile } from '../../ports/admissions-gateway';
import type { UploadFile, UploadProgressReport } from '../../ports/applications-gateway';
import type { EnrollmentGateway } from './enrollment-gateway';

/**
 * Attachments and signature images of the registration form: one request per file so each has its
 * own progress (0..100); photos are compressed by the gateway first (spec section 9).
 */
export function uploadAttachments(
  gateway: EnrollmentGateway,
  files: UploadFile[],
  onProgress: UploadProgressReport = () => {},
): Promise<StoredFile[]> {
  if (!files.length) return Promise.resolve([]);
  return gateway.uploadFiles(files, (f, p, retryIn) => onProgress(f, Math.min(100, Math.max(0, p)), retryIn));
}
