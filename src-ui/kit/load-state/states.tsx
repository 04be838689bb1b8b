import Button from 'antd-mobile/es/components/button';
import { useEffect, useState, type ReactNode } from 'react';
import { HOME_ROUTE } from '@domain/shell/routes';
import { StatusBlock } from './status-block';
import './load-state.css';

import { SLOW_AFTER_MS, SLOW_TEXT } from './slow';

export { SLOW_AFTER_MS, SLOW_TEXT };

const reload = () => window.location.reload();

/**
 * The one loading look of every screen: a skeleton list (rows where the content will be), and after
 * 8 s without an answer 网络较慢 with 重试 (the page reloads when the screen gives no retry).
 */
export function LoadingState({
  text = '加载中',
  rows = 3,
  onRetry,
}: {
  text?: string;
  rows?: number;
  onRetry?: () => void;
}) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <div role="status" aria-busy="true" className="zs-skeleton-list">
      <span className="zs-visually-hidden">{text}</span>
      {slow ? (
        <div className="zs-load-slow">
          <p>{SLOW_TEXT}</p>
          <Button color="primary" fill="outline" className="zs-load-btn" onClick={onRetry ?? reload}>
            重试
          </Button>
        </div>
      ) : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="zs-skeleton-row" aria-hidden="true">
          <i className="zs-skeleton-line zs-skeleton-title" />
          <i className="zs-skeleton-line" />
          <i className="zs-skeleton-line zs-skeleton-short" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ text, children }: { text?: ReactNode; children?: ReactNode }) {
  return (
    <StatusBlock description={text} icon={false}>
      {children}
    </StatusBlock>
  );
}

/**
 * The one error look: the error catalogue's message (spec section 8) and a way forward —
 * 重试, 返回首页, and the school's 咨询电话 as a tappable `tel:` link when known.
 */
export function ErrorState({
  text,
  onRetry,
  contact,
  home = true,
}: {
  text: string;
  onRetry?: () => void;
  /** The school's consultation phone number. */
  contact?: string | null;
  /** Offer 返回首页 (false on the home screen itself). */
  home?: boolean;
}) {
  return (
    <StatusBlock title={<span role="alert">{text}</span>}>
      {onRetry ? (
        <Button color="primary" className="zs-load-btn" onClick={onRetry}>
          重试
        </Button>
      ) : null}
      {home ? (
        <a className="zs-load-link" href={`#${HOME_ROUTE}`}>
          返回首页
        </a>
      ) : null}
      {contact ? (
        <a className="zs-load-link" href={`tel:${contact.replace(/[^\d+-]/g, '')}`}>
          咨询电话 {contact}
        </a>
      ) : null}
    </StatusBlock>
  );
}
