/** What a file's bytes are, by magic numbers (never by the name or the declared type). */
export type Sniffed =
  { type: string; kind: 'image' | 'pdf' | 'text' | 'other' } | { type: 'html'; kind: 'html' };

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, s: string, at = 0) => b.subarray(at, at + s.length).toString('latin1') === s;

function isUtf8Text(b: Buffer): boolean {
  const head = b.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length < b.length ? head.subarray(0, head.length - 4) : head,
    );
    return true;
  } catch {
    return false;
  }
}

// Browsers sniff markup; anything that looks like HTML, SVG or XML is refused outright.
const MARKUP =
  /^\s*(<!doctype\s+html|<html|<head|<body|<script|<svg|<\?xml|<iframe|<object|<embed)|<script[\s>]|<svg[\s>]/i;

export function sniff(b: Buffer): Sniffed {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', kind: 'image' };
  if (starts(b, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', kind: 'image' };
  if (ascii(b, 'GIF87a') || ascii(b, 'GIF89a')) return { type: 'image/gif', kind: 'image' };
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return { type: 'image/webp', kind: 'image' };
  if (ascii(b, 'BM') && b.length > 26) return { type: 'image/bmp', kind: 'image' };
  if (ascii(b, '%PDF-')) return { type: 'application/pdf', kind: 'pdf' };
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06]))
    return { type: 'application/zip', kind: 'other' };
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { type: 'application/x-ole-storage', kind: 'other' };
  if (ascii(b, 'Rar!')) return { type: 'application/vnd.rar', kind: 'other' };
  if (starts(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { type: 'application/x-7z-compressed', kind: 'other' };
  if (starts(b, [0x1f, 0x8b])) return { type: 'application/gzip', kind: 'other' };
  if (ascii(b, 'RIFF') && ascii(b, 'WAVE', 8)) return { type: 'audio/wav', kind: 'other' };
  if (ascii(b, 'ID3') || starts(b, [0xff, 0xfb]) || starts(b, [0xff, 0xf3]) || starts(b, [0xff, 0xf2]))
    return { type: 'audio/mpeg', kind: 'other' };
  if (ascii(b, 'ftyp', 4)) return { type: 'video/mp4', kind: 'other' };
  if (ascii(b, 'RIFF') && ascii(b, 'AVI ', 8)) return { type: 'video/x-msvideo', kind: 'other' };
  if (isUtf8Text(b)) {
    if (MARKUP.test(b.subarray(0, 4096).toString('utf8'))) return { type: 'html', kind: 'html' };
    return { type: 'text/plain; charset=utf-8', kind: 'text' };
  }
  return { type: 'application/octet-stream', kind: 'other' };
}

/** Extensions whose content we can recognise, and the sniffed types each may be. */
const EXPECTED: Record<string, string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  pdf: ['application/pdf'],
  docx: ['application/zip'],
  xlsx: ['application/zip'],
  pptx: ['application/zip'],
  zip: ['application/zip'],
  doc: ['application/x-ole-storage'],
  xls: ['application/x-ole-storage'],
  ppt: ['application/x-ole-storage'],
  wps: ['application/x-ole-storage', 'application/zip'],
  rar: ['application/vnd.rar'],
  '7z': ['application/x-7z-compressed'],
  wav: ['audio/wav'],
  mp3: ['audio/mpeg'],
  mp4: ['video/mp4'],
  txt: ['text/plain; charset=utf-8'],
};
const NEVER = new Set(['html', 'htm', 'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'js', 'mjs', 'hta', 'swf']);

export const extOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** null when the file may be stored; else the Chinese reason. */
export function contentProblem(name: string, s: Sniffed): string | null {
  const ext = extOf(name);
  if (s.kind === 'html' || NEVER.has(ext)) return '不支持上传网页或脚本文件';
  const expected = EXPECTED[ext];
  if (expected && !expected.includes(s.type)) return '文件内容与文件类型不符';
  return null;
}

// Controls (C0, DEL, C1), path/shell specials, and bidi/format marks that disguise an extension
// (`invoice\u202Etxt.exe` shows as `invoiceexe.txt`): U+200E/F, U+202A–E, U+2066–9, U+061C, BOM.
const UNSAFE_NAME_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f<>:"|?*\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A display name without paths or control characters, at most 100 characters. */
export function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(UNSAFE_NAME_CHARS, '').trim();
  if (!base) return 'file';
  if (base.length <= 100) return base;
  const ext = extOf(base);
  return ext ? `${base.slice(0, 99 - ext.length)}.${ext}` : base.slice(0, 100);
}
