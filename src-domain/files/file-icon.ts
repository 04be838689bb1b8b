export type FileIconGroup =
  'txt' | 'audio' | 'word' | 'excel' | 'ppt' | 'pdf' | 'picture' | 'video' | 'archive' | 'other';

// Spec section 9 names audio (wav, mp3), word (doc, docx, wps) and archive (rar, zip, z); the rest are the usual extensions.
const GROUPS: Record<Exclude<FileIconGroup, 'other'>, readonly string[]> = {
  txt: ['txt'],
  audio: ['wav', 'mp3'],
  word: ['doc', 'docx', 'wps'],
  excel: ['xls', 'xlsx', 'et', 'csv'],
  ppt: ['ppt', 'pptx', 'dps'],
  pdf: ['pdf'],
  picture: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'heic'],
  video: ['mp4', 'mov', 'avi', 'wmv', 'flv', 'mkv', '3gp', 'm4v', 'webm'],
  archive: ['rar', 'zip', 'z'],
};

const BY_EXTENSION = new Map<string, FileIconGroup>(
  Object.entries(GROUPS).flatMap(([group, exts]) => exts.map((e) => [e, group as FileIconGroup] as const)),
);

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileIconGroup(name: string): FileIconGroup {
  return BY_EXTENSION.get(fileExtension(name ?? '')) ?? 'other';
}
