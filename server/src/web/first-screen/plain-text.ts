const DROP = /<(script|style|template|noscript|iframe|object)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|section|article)\s*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * CMS HTML as plain paragraphs on the server, as the home screen's plainParagraphs does with
 * DOMParser: only the text is kept (the caller escapes it again), breaks at <br> and block ends.
 */
export function plainParagraphs(html: string): string[] {
  return html
    .replace(DROP, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    })
    .split('\n')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
