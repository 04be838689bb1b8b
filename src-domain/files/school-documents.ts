/**
 * The files a school may publish in 新闻公告/文档 (issue 26): PDF, images (JPG, PNG, WebP) and office
 * files (Word, Excel, PowerPoint). Checked the same way in the staff app (before uploading) and on the
 * server: the name's extension must be one of these, and the first bytes must be what it claims
 * (magic numbers, never the declared type).
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_COUNT = 10;

type Magic = 'pdf' | 'png' | 'jpeg' | 'webp' | 'zip' | 'ole';

const KINDS: Record<string, { mime: string; magic: Magic }> = {
  pdf: { mime: 'application/pdf', magic: 'pdf' },
  jpg: { mime: 'image/jpeg', magic: 'jpeg' },
  jpeg: { mime: 'image/jpeg', magic: 'jpeg' },
  png: { mime: 'image/png', magic: 'png' },
  webp: { mime: 'image/webp', magic: 'webp' },
  doc: { mime: 'application/msword', magic: 'ole' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: 'zip' },
  xls: { mime: 'application/vnd.ms-excel', magic: 'ole' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: 'zip' },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: 'ole' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: 'zip' },
};

/** What the file input offers (the check below is what counts). */
export const DOCUMENT_ACCEPT = Object.keys(KINDS)
  .map((e) => `.${e}`)
  .join(',');

const extOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

const at = (b: Uint8Array, sig: readonly number[], from = 0) => sig.every((x, i) => b[from + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Which signature the first bytes carry (16 are enough). */
export function magicOf(head: Uint8Array): Magic | null {
  if (at(head, ascii('%PDF-'))) return 'pdf';
  if (at(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(head, ascii('RIFF')) && at(head, ascii('WEBP'), 8)) return 'webp';
  if (at(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (at(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  return null;
}

/** The stored type of an accepted document (by its extension, once its content agreed). */
export function documentMime(name: string): string | null {
  return KINDS[extOf(name)]?.mime ?? null;
}

export const isImageDocument = (name: string) => (documentMime(name) ?? '').startsWith('image/');

/** Why a file cannot be a school document, in Chinese; null when it can. */
export function documentProblem(name: string, head: Uint8Array, size: number): string | null {
  const kind = KINDS[extOf(name)];
  if (!kind) return '仅支持 PDF、JPG、PNG、WebP 图片和 Word、Excel、PowerPoint 文件';
  if (size <= 0) return '文件内容为空';
  if (size > DOCUMENT_MAX_BYTES) return '文件不能超过 10 MB';
  if (magicOf(head) !== kind.magic) return `“${name}”的内容与文件类型不符，请检查后重新选择`;
  return null;
}
