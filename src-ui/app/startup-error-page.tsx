import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { LOGIN_LINK_LOST } from '@domain/identity/login-link';
import type { StartupError } from '@domain/use-cases/start-up';
import { StatusBlock } from '@ui/kit/load-state/status-block';
import '@ui/kit/layout/layout.css';

export const STARTUP_ERROR_TEXT: Record<StartupError, string> = {
  'STARTUP.SYSTEM_CONFIG': '系统配置加载失败',
  'STARTUP.CONFIG_CENTRE': '平台配置获取失败',
  'STARTUP.TOKEN_EXCHANGE': '登录信息校验失败',
};

/** A start-up failure: a clear Chinese message and 重试, never a blank screen. */
export function StartupErrorPage({
  error,
  detail,
  onRetry,
  onContinue,
}: {
  error: StartupError;
  /** The failure's message; a refused login link is shown as such, with no 重试. */
  detail?: string;
  onRetry: () => Promise<void> | void;
  /** Offered when the failure cannot be retried (a used one-time login link). */
  onContinue?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const linkLost = error === 'STARTUP.TOKEN_EXCHANGE' && detail === LOGIN_LINK_LOST;
  return (
    <main role="alert" className="ui-message-page">
      {linkLost ? (
        <StatusBlock title={LOGIN_LINK_LOST} description="请从学校的链接或公众号菜单重新进入" />
      ) : (
        <StatusBlock
          title={STARTUP_ERROR_TEXT[error]}
          description="请检查网络后重试，如仍无法打开请联系学校"
        />
      )}
      {linkLost ? null : (
        <Button
          color="primary"
          loading={busy}
          style={{ marginTop: 24, minWidth: 120 }}
          onClick={async () => {
            setBusy(true);
            try {
              await onRetry();
            } finally {
              setBusy(false);
            }
          }}
        >
          重试
        </Button>
      )}
      {onContinue ? (
        <Button
          fill="none"
          color="primary"
          style={{ display: 'block', margin: '12px auto 0' }}
          onClick={onContinue}
        >
          不登录，继续访问
        </Button>
      ) : null}
    </main>
  );
}
