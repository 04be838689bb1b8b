import type { Endpoint } from '@contract/endpoint';
import type { HttpFile, HttpPort } from '@domain/ports/http';
import type { DownloadedFile } from '@domain/staff/types';
import { call, type In, type Out } from './call';

/**
 * The staff workspace's calls over the shared HTTP port (the staff container binds it with the
 * staff Session): contract routes, POST JSON, the envelope and its success codes, 401 → 登录 — all
 * the port's. Staff screens show a failure themselves, so the port toasts nothing here.
 */
const STAFF_TIMEOUT_MS = 60_000;
/** An export is built on the server while the teacher waits: a longer limit. */
const DOWNLOAD_TIMEOUT_MS = 180_000;

/** One call; the body is `{}` when there is none (the server parses an object). */
export function staffCall<E extends Endpoint>(http: HttpPort, op: E, data?: In<E>): Promise<Out<E>> {
  return call(http, op, data ?? ({} as In<E>), { silent: true, timeout: STAFF_TIMEOUT_MS });
}

/** One file download (xlsx, zip, csv); a refused export answers the envelope and rejects as any call. */
export async function staffDownload<E extends Endpoint>(
  http: HttpPort,
  op: E,
  data: In<E>,
  fallbackName: string,
): Promise<DownloadedFile> {
  // The port answers a blob request with the file (HttpFile), whatever the declared answer says.
  const f = (await call(http, op, data, {
    silent: true,
    responseType: 'blob',
    timeout: DOWNLOAD_TIMEOUT_MS,
  })) as unknown as HttpFile;
  return { filename: f.filename ?? fallbackName, blob: f.blob };
}

/** One multipart file (field `file`) with the staff session and envelope (no time limit). */
export function staffUpload<E extends Endpoint>(
  http: HttpPort,
  op: E,
  file: Blob,
  name: string,
): Promise<Out<E>> {
  const form = new FormData();
  form.append('file', file, name);
  return call(http, op, form as In<E>, { silent: true, timeout: 0 });
}
