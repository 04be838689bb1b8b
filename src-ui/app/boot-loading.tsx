import DotLoading from 'antd-mobile/es/components/dot-loading';
import { LOADING_TEXT } from '@ui/components/loading-overlay';

/**
 * The start-up and route-chunk placeholder: a centred '加载中' with dots. Lighter than the shared
 * LoadingOverlay (no mask, no animation library) so it stays out of the first-screen bundle.
 */
export function BootLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999', fontSize: 14 }}
    >
      {LOADING_TEXT}
      <DotLoading color="currentColor" />
    </div>
  );
}
