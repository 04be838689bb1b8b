/** Inline content: a run of these at the top level is one paragraph. */
const INLINE = new Set(['BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'IMG', 'SPAN', 'SMALL', 'SUB', 'SUP']);

/**
 * Every line a paragraph, as the editor showed it (issue 34 item 14): a top-level <div> (Enter in a
 * contentEditable) becomes a <p>, and loose inline content (the first line typed, before any Enter)
 * is wrapped in one. `doc` is the sanitizer's jsdom document; the input is already sanitized.
 */
export function paragraphs(html: string, doc: Document): string {
  const box = doc.createElement('div');
  box.innerHTML = html;
  const out = doc.createElement('div');
  let run: HTMLElement | null = null;
  for (const n of Array.from(box.childNodes)) {
    const el = n.nodeType === 1 ? (n as Element) : null;
    if (!el || INLINE.has(el.tagName)) {
      if (!el && !run && !(n.textContent ?? '').trim()) continue;
      run ??= out.appendChild(doc.createElement('p'));
      run.append(n);
      continue;
    }
    run = null;
    if (el.tagName === 'DIV') {
      const p = doc.createElement('p');
      p.append(...Array.from(el.childNodes));
      out.append(p);
    } else out.append(el);
  }
  return out.innerHTML;
}
