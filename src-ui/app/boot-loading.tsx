import { LOADING_TEXT } from '@ui/kit/loading-overlay';

/**
 * The start-up and route-chunk placeholder: a centred '加载中' with CSS dots (app.css). No
 * antd-mobile component and no animation library, so it stays out of the first-screen bundle.
 */
export function BootLoading() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="zs-boot-loading">
      {LOADING_TEXT}
      <span className="zs-dots" aria-hidden="true" />
    </div>
  );
}
