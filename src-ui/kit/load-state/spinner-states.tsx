import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { ReactNode } from 'react';

const BOX = { padding: '48px 24px', textAlign: 'center', color: '#8c8c8c', fontSize: 14 } as const;

export function Loading({ text = '加载中' }: { text?: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      style={{ ...BOX, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}
    >
      <SpinLoading style={{ '--size': '36px' } as React.CSSProperties} />
      <span>{text}</span>
    </div>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div style={BOX}>
      <p role="alert" style={{ margin: '0 0 16px' }}>
        {text}
      </p>
      <Button color="primary" fill="outline" onClick={onRetry}>
        重新加载
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div style={BOX}>{children}</div>;
}
