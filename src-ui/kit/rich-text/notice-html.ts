import { FILE_VIEWER_PATH as VIEWER_PATH, STORED_FILE_PATH as FILE_PATH } from '@domain/files/download-url';
import { sanitizeRichText } from '@ui/kit/rich-text/sanitize';

/**
 * The notice as safe HTML (DOMPurify, loaded lazily): links to our stored files open in the
 * document viewer instead of downloading.
 */
export async function noticeHtml(html: string, uploadBase: string): Promise<string> {
  const clean = await sanitizeRichText(html);
  if (!clean.includes(FILE_PATH)) return clean;
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const a of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = a.getAttribute('href') ?? '';
    if (href.includes(FILE_PATH) && !href.includes(VIEWER_PATH)) {
      a.setAttribute(
        'href',
        `${uploadBase.replace(/\/fileapi\/?$/, '')}${VIEWER_PATH}?url=${encodeURIComponent(href)}`,
      );
      a.setAttribute('data-attachment', '');
    }
  }
  return doc.body.innerHTML;
}
