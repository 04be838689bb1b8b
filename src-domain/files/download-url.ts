import { appendQuery } from '../http/query-string';

/** Spec section 7: downloads append download=true&downloadName={fileName}; the default name is 'default'. */
export const DEFAULT_DOWNLOAD_NAME = 'default';

export function downloadUrl(url: string, fileName?: string): string {
  return appendQuery(url, { download: 'true', downloadName: fileName || DEFAULT_DOWNLOAD_NAME });
}

/** The document viewer served through the gateway (contract/README "Files"). */
export function fileViewerUrl(uploadBase: string, fileUrl: string): string {
  return `${uploadBase.replace(/\/+$/, '')}/viewer?url=${encodeURIComponent(fileUrl)}`;
}

/** Where the file service stores and shows files (contract/README "Files"; the same paths as contract/files.ts). */
export const STORED_FILE_PATH = '/fileapi/files/';
export const FILE_VIEWER_PATH = '/fileapi/viewer';
