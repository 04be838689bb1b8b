import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify is loaded only by the screens that show CMS rich text (first-screen budget). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return purify;
  });
  return purifier;
}

/** CMS HTML as stored may be hostile (script, on* handlers, javascript: links): keep only inert markup. */
export async function sanitizeRichText(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
