import { formatFileSize } from '@domain/files/file-size';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BUTTON =
  'display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:120px;' +
  'padding:0 20px;border-radius:8px;background:#0958d9;color:#fff;text-decoration:none;font-size:16px';

/**
 * The document viewer: images inline, PDF and text in a frame; anything else (office files) as an
 * open/download page with the file's name, size (spec section 9's units) and a 下载 button.
 */
export function viewerPage(f: { name: string; type: string; size: number }, href: string): string {
  const name = esc(f.name);
  const link = esc(href);
  const download = esc(`${href}&download=true&downloadName=${encodeURIComponent(f.name)}`);
  const size = `<p style="color:#666;margin:4px 0 16px">文件大小：${esc(formatFileSize(f.size))}</p>`;
  const body = f.type.startsWith('image/')
    ? `<img src="${link}" alt="${name}" style="max-width:100%">`
    : f.type === 'application/pdf' || f.type.startsWith('text/plain')
      ? `<iframe src="${link}" title="${name}" style="width:100%;height:85vh;border:0"></iframe>`
      : `<p>该文件不能在线预览，请下载后用手机或电脑上的办公软件打开。</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body style="font-family:sans-serif;margin:16px;overflow-wrap:anywhere"><main><h1 style="font-size:18px;margin:0">${name}</h1>${size}${body}<p><a href="${download}" style="${BUTTON}">下载</a></p></main></body></html>`;
}
