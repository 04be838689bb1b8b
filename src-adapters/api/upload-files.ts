import type { FileRef } from '@contract/enrollment';
import type { UploadFile, UploadProgressReport } from '@domain/ports/applications-gateway';
import type { HttpPort } from '@domain/ports/http';
import type { ImageEncoder } from '@domain/ports/image-encoder';

const COMPRESSIBLE = /^image\/(jpeg|png|webp|heic|heif)$/i;

/** Photos are compressed to ≤150 KB before upload (spec section 9); anything else goes as it is. */
export async function prepareFile(encoder: ImageEncoder | null, file: UploadFile): Promise<UploadFile> {
  if (!encoder || !COMPRESSIBLE.test(file.type)) return file;
  try {
    // Loaded on the first photo upload: the quality search stays out of the first screen's bundle.
    const { compressImage } = await import('@domain/photo/compress');
    const r = await compressImage(encoder, file);
    if (r.bytes >= file.size) return file;
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([r.blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

/**
 * One upload request per file so each has its own progress (contract/README "Files"); the HTTP port
 * resolves '/upload' against the upload base and sends a refused (429) upload again after its retry time.
 */
export async function uploadFiles(
  http: HttpPort,
  encoder: ImageEncoder | null,
  files: UploadFile[],
  onProgress: UploadProgressReport,
): Promise<FileRef[]> {
  const prepared = await Promise.all(files.map((f) => prepareFile(encoder, f)));
  const res = await http.upload<FileRef>({
    url: '/upload',
    files: prepared,
    onProgress: (i, fraction) => onProgress(files[i]!, fraction * 100),
    // Issue 35: a refused upload keeps its file and says when it is sent again.
    onWait: (i, secondsLeft) => onProgress(files[i]!, 0, secondsLeft),
  });
  return res.map((r) => r.data);
}
