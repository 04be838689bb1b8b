import { HOME_ROUTE, routeTitle } from '@domain/shell/routes';
import { showsPageHeader, type Runtime } from '@domain/shell/runtime';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Icon } from '../icon';
import { useOptionalRuntime } from './use-runtime';

export interface PageHeaderProps {
  /** Shown instead of the current route's title. */
  title?: ReactNode;
  /** The back action; defaults to history back, or home on a page opened directly (a shared link). */
  onBack?: () => void;
  /** Overrides the runtime from the container's PlatformBridge. */
  runtime?: Runtime;
  /** Content on the right of the bar. */
  right?: ReactNode;
}

/**
 * Back arrow and title; hidden entirely in the mini-program web view (spec section 2.1). Plain
 * markup with the `.zs-header` rules of src/app.css (antd-mobile's NavBar look, without its JS and icons).
 */
export function PageHeader({ title, onBack, runtime, right }: PageHeaderProps) {
  const [location, navigate] = useLocation();
  const bound = useOptionalRuntime();
  const rt = runtime ?? bound;
  if (rt && !showsPageHeader(rt)) return null;
  const back = onBack ?? (() => (window.history.length > 1 ? window.history.back() : navigate(HOME_ROUTE)));
  return (
    <header className="zs-header">
      <button type="button" className="zs-header-back" onClick={back}>
        <Icon name="back" label="返回" />
      </button>
      <h1 className="zs-header-title">{title ?? routeTitle(location) ?? ''}</h1>
      <div className="zs-header-right">{right}</div>
    </header>
  );
}
