const BLOCKS = 'p,div,li,h1,h2,h3,h4,h5,h6,tr,blockquote,section,article';

/**
 * CMS HTML as plain paragraphs, for the first screen without DOMPurify: DOMParser builds an inert
 * document (no script runs, no image loads) and only its text is kept; React escapes it again.
 */
export function plainParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script,style,template,noscript,iframe,object').forEach((n) => n.remove());
  doc.querySelectorAll('br').forEach((n) => n.replaceWith('\n'));
  doc.querySelectorAll(BLOCKS).forEach((n) => n.append('\n'));
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
