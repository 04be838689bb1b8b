import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { paragraphs } from '../../school/paragraphs';

/**
 * CMS rich text on the server (issue 26 part 4): sanitized with DOMPurify before it is stored and
 * again when it is read (rows written before this existed, or by the seed, may be hostile).
 * Only the editor's inert markup stays: no script, no on* handler, no style, no javascript: link.
 */
const win = new JSDOM('').window as unknown as Window & typeof globalThis;
const purify = createDOMPurify(win);

const ALLOWED_TAGS = [
  'p',
  // The editor's Enter makes a <div> in some browsers: a line of its own, kept (issue 34 item 14).
  'div',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];
/** Links: http(s), mailto, tel and our own relative paths; images: https or our own paths. */
const LINK = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;
const IMAGE = /^(?:https:|\/(?!\/))/i;
/** One of our stored files, with or without its (expiring) signature. */
const OWN_FILE = /^\/fileapi\/files\/([A-Za-z0-9_-]{1,64})(?:\?.*)?$/;

type ImageSrc = (fileId: string) => string;

let rewrite: ImageSrc | null = null;
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href && !LINK.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    const own = OWN_FILE.exec(src);
    if (own && rewrite) node.setAttribute('src', rewrite(own[1]!));
    else if (!own && !IMAGE.test(src)) node.remove();
  }
});

function clean(html: string, src: ImageSrc): string {
  rewrite = src;
  try {
    return paragraphs(
      purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] }),
      win.document,
    );
  } finally {
    rewrite = null;
  }
}

/** What is stored: our file images keep only their id path (a signature expires; it is made on read). */
export const htmlToStore = (html: string): string => clean(html, (id) => `/fileapi/files/${id}`);

/** The file ids the body shows as images (checked to belong to the school before storing). */
export function imageFileIds(storedHtml: string): string[] {
  const ids = new Set<string>();
  for (const m of storedHtml.matchAll(/<img[^>]*\ssrc="\/fileapi\/files\/([A-Za-z0-9_-]{1,64})"/g))
    ids.add(m[1]!);
  return [...ids];
}

/** What is answered: sanitized again, our file images with a fresh signed link. */
export const htmlToRead = (html: string, link: (fileId: string) => string): string => clean(html, link);
