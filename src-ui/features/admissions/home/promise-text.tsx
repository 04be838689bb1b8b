import { useMemo } from 'react';
import { plainParagraphs } from './plain-text';

/** The school's promise on home, as plain paragraphs (the rich, sanitised version is for detail views). */
export function PromiseText({ html }: { html: string }) {
  const paras = useMemo(() => plainParagraphs(html), [html]);
  return (
    <div className="zs-rich-text" data-testid="promise-text">
      {paras.map((p, i) => (
        <p key={i} style={{ margin: '0 0 8px' }}>
          {p}
        </p>
      ))}
    </div>
  );
}
