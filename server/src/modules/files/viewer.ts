const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document viewer: images inline, PDF and text in a frame, anything else as a download link. */
export function viewerPage(f: { name: string; type: string; size: number }, href: string): string {
  const name = esc(f.name);
  const link = esc(href);
  const download = esc(`${href}&download=true&downloadName=${encodeURIComponent(f.name)}`);
  const body = f.type.startsWith('image/')
    ? `<img src="${link}" alt="${name}" style="max-width:100%">`
    : f.type === 'application/pdf' || f.type.startsWith('text/plain')
      ? `<iframe src="${link}" title="${name}" style="width:100%;height:85vh;border:0"></iframe>`
      : `<p>该文件类型不支持在线预览。</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title></head><body><main><h1 style="font-size:16px">${name}</h1>${body}<p><a href="${download}" style="display:inline-flex;align-items:center;min-height:44px;min-width:44px">下载文件</a></p></main></body></html>`;
}
