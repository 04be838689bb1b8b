import type { CSSProperties } from 'react';

/** Shared layout of the check-in screens: one column that never exceeds a 375 px screen. */
export const PAGE_STYLE: CSSProperties = {
  minHeight: '100vh',
  background: '#f5f6f8',
  boxSizing: 'border-box',
  maxWidth: '100vw',
  overflowX: 'hidden',
  wordBreak: 'break-word',
};
export const CARD_STYLE: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: 16,
  margin: '12px 12px 0',
};
export const ACTIONS_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  marginTop: 20,
};
export const ERROR_STYLE: CSSProperties = {
  color: 'var(--adm-color-danger, #ff3141)',
  fontSize: 14,
  margin: '12px 0 0',
};
export const MUTED_STYLE: CSSProperties = { color: '#8c8c8c', fontSize: 13 };
