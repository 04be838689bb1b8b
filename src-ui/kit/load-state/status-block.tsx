import type { ReactNode } from 'react';

/**
 * A title, a description and actions, centred. Used instead of antd-mobile ErrorBlock/Empty,
 * whose four built-in illustrations (~5 KB gzip) would load with the first screen.
 */
export function StatusBlock({
  title,
  description,
  children,
  icon = true,
}: {
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  icon?: boolean;
}) {
  return (
    <div className="zs-status">
      {icon ? (
        <svg className="zs-status-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#eef2f7" />
          <path d="M24 13v14M24 33v2" stroke="#8a96a8" strokeWidth="4" strokeLinecap="round" />
        </svg>
      ) : null}
      {title ? <div className="zs-status-title">{title}</div> : null}
      {description ? <div className="zs-status-text">{description}</div> : null}
      {children ? <div className="zs-status-actions">{children}</div> : null}
    </div>
  );
}
