import { useEffect, useState } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { sanitizeRichText } from './sanitize';

/** Sanitized CMS rich text; images inside are lazy and never wider than the screen. */
export function RichText({ html, testId = 'rich-text' }: { html: string; testId?: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeRichText(html).then((s) => live && setSafe(s));
    return () => {
      live = false;
    };
  }, [html]);
  if (safe === null) return <DotLoading />;
  return <div className="zs-rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
