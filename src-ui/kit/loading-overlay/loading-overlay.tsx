import Mask from 'antd-mobile/es/components/mask';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';

export const LOADING_TEXT = '加载中';
export const LOADING_SIZE = 36;

export interface LoadingOverlayProps {
  visible?: boolean;
  /** Spec section 9: default '加载中'. */
  text?: string;
  /** Spinner size, px number or CSS length; spec section 9: default 36px. */
  size?: number | string;
}

const BOX: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2001,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
};

const CARD: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  minWidth: 96,
  padding: 16,
  borderRadius: 8,
  background: 'rgba(0, 0, 0, 0.7)',
  color: '#fff',
  fontSize: 14,
};

/** Full-screen blocking overlay with a spinner and a caption. */
export function LoadingOverlay({
  visible = true,
  text = LOADING_TEXT,
  size = LOADING_SIZE,
}: LoadingOverlayProps) {
  if (!visible) return null;
  const dim = typeof size === 'number' ? `${size}px` : size;
  // The status sits beside the mask, not inside it: antd-mobile marks the mask aria-hidden.
  return (
    <>
      <Mask visible opacity="thin" style={{ zIndex: 2000 }} />
      {createPortal(
        <div style={BOX}>
          <div role="status" aria-live="polite" aria-busy="true" style={CARD}>
            <SpinLoading color="white" style={{ '--size': dim } as CSSProperties} />
            {text ? <span>{text}</span> : null}
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
