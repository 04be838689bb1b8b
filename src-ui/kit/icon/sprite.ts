/** The app's icons as SVG <symbol> bodies on a 24×24 grid (one inline sprite, no icon font). */
const file = (color: string, tag: string) =>
  `<path d="M5 2h9l5 5v15H5z" fill="${color}"/><path d="M14 2v5h5" fill="#fff" opacity=".5"/>` +
  `<text x="12" y="18" font-size="${tag.length > 2 ? 5 : 6.5}" font-family="Arial,sans-serif" font-weight="700" fill="#fff" text-anchor="middle">${tag}</text>`;

export const ICON_SYMBOLS = {
  add: '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M12 7v10M7 12h10" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  delete:
    '<circle cx="12" cy="12" r="10" fill="currentColor"/><path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
  back: '<path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  right:
    '<path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  close: '<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  check:
    '<path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  camera:
    '<path d="M3 8h4l2-3h6l2 3h4v12H3z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/><circle cx="12" cy="13.5" r="3.8" fill="none" stroke="currentColor" stroke-width="1.6"/>',
  qr: '<path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M5.5 5.5h2v2h-2zM16.5 5.5h2v2h-2zM5.5 16.5h2v2h-2zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3v2h-3zM14 18h2v3h-2z" fill="currentColor"/>',
  upload:
    '<path d="M12 16V4M7 9l5-5 5 5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><path d="M4 15v5h16v-5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  sign: '<path d="M4 20h16" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/><path d="M14.5 4.5l3 3L8 17H5v-3z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" stroke-width="1.6"/><circle cx="12" cy="15.5" r="1.3" fill="currentColor"/>',
  'file-txt': file('#8c9bb0', 'TXT'),
  'file-audio': file('#f5a623', '♪'),
  'file-word': file('#2b7cf6', 'W'),
  'file-excel': file('#1fa463', 'X'),
  'file-ppt': file('#f06a35', 'P'),
  'file-pdf': file('#e5473e', 'PDF'),
  'file-picture': file('#29b3c7', 'IMG'),
  'file-video': file('#8a5cf6', '▶'),
  'file-archive': file('#a67c52', 'ZIP'),
  'file-other': file('#b4bccc', '?'),
} as const;

export type IconName = keyof typeof ICON_SYMBOLS;

/** Accessible names of the icons that act as buttons. */
export const ICON_LABELS: Record<IconName, string> = {
  add: '添加',
  delete: '删除',
  back: '返回',
  right: '前往',
  close: '关闭',
  check: '选中',
  camera: '拍照',
  qr: '二维码',
  upload: '上传',
  sign: '签字',
  lock: '不可修改',
  'file-txt': '文本文件',
  'file-audio': '音频文件',
  'file-word': 'Word 文档',
  'file-excel': 'Excel 表格',
  'file-ppt': '演示文稿',
  'file-pdf': 'PDF 文档',
  'file-picture': '图片',
  'file-video': '视频',
  'file-archive': '压缩包',
  'file-other': '文件',
};

export const SPRITE_ID = 'zs-icon-sprite';
export const symbolId = (name: IconName) => `zs-icon-${name}`;

export function spriteMarkup(): string {
  const symbols = (Object.keys(ICON_SYMBOLS) as IconName[])
    .map((n) => `<symbol id="${symbolId(n)}" viewBox="0 0 24 24">${ICON_SYMBOLS[n]}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="position:absolute;width:0;height:0;overflow:hidden" aria-hidden="true">${symbols}</svg>`;
}

/** Mounts the sprite once per document, on the first icon rendered. */
export function ensureSprite(doc: Document = document): void {
  if (doc.getElementById(SPRITE_ID)) return;
  const host = doc.createElement('div');
  host.id = SPRITE_ID;
  host.style.display = 'none';
  host.innerHTML = spriteMarkup();
  doc.body.prepend(host);
}
