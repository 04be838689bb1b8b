import type { DOMPurify } from 'dompurify';
import { paragraphs } from './paragraphs';

let purifier: Promise<{ purify: DOMPurify; doc: Document }> | null = null;

/** DOMPurify over a jsdom window, made on the first save of a rich text (jsdom is heavy to load). */
function loadPurifier(): Promise<{ purify: DOMPurify; doc: Document }> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: create }, { JSDOM }]) => {
      const win = new JSDOM('').window;
      return { purify: create(win), doc: win.document as unknown as Document };
    },
  );
  return purifier;
}

/**
 * A school's rich text (承诺书, 隐私政策) as it is stored: inert markup only — no script, handlers,
 * javascript: links, forms, frames or inline style. Plain text (a textarea) becomes paragraphs.
 */
export async function sanitizeSchoolHtml(html: string, opts: { paragraphs?: boolean } = {}): Promise<string> {
  const trimmed = html.trim();
  const source = /<[a-z][\s\S]*>/i.test(trimmed)
    ? trimmed
    : trimmed
        .split(/\n{1,}/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<p>${line.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
        .join('');
  const { purify, doc } = await loadPurifier();
  const clean = purify.sanitize(source, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'img',
    ],
    FORBID_ATTR: ['style'],
  });
  // The rich editor's lines (计划说明): each a paragraph, as the teacher saw them.
  return opts.paragraphs ? paragraphs(clean, doc) : clean;
}

const readCache = new Map<string, string>();

/**
 * A stored rich text as it is answered to applicants (计划说明): sanitized again, since rows written
 * before saves were sanitized may be hostile; plain text becomes paragraphs (its line breaks kept).
 * Remembered per text (a plan's description rarely changes), at most 200.
 */
export async function schoolHtmlToRead(stored: string): Promise<string> {
  if (!stored.trim()) return '';
  const hit = readCache.get(stored);
  if (hit !== undefined) return hit;
  const safe = await sanitizeSchoolHtml(stored, { paragraphs: true });
  if (readCache.size >= 200) readCache.delete(readCache.keys().next().value!);
  readCache.set(stored, safe);
  return safe;
}
