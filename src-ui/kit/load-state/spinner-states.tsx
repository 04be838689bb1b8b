import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { ReactNode } from 'react';
import './load-state.css';

/** The check-in screens' loading, error and empty states (a spinner; 重新加载 to retry). */
export function Loading({ text = '加载中' }: { text?: string }) {
  return (
    <div role="status" aria-busy="true" className="zs-load-box zs-load-spin">
      <SpinLoading />
      <span>{text}</span>
    </div>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="zs-load-box">
      <p role="alert" className="zs-load-error-text">
        {text}
      </p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        重新加载
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="zs-load-box">{children}</div>;
}
