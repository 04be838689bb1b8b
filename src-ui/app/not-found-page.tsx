import Button from 'antd-mobile/es/components/button';
import { HOME_ROUTE } from '@domain/shell/routes';
import { useLocation } from 'wouter';
import { NOT_FOUND_TITLE } from './not-found-title';
import { StatusBlock } from '@ui/kit/load-state/status-block';

/** The Chinese 404 page for a hash route that is not in spec section 2. */
export function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <main style={{ padding: '64px 16px', textAlign: 'center' }}>
      <StatusBlock title={NOT_FOUND_TITLE} description="您访问的页面不存在或已下线" />
      <Button
        color="primary"
        style={{ marginTop: 24 }}
        onClick={() => navigate(HOME_ROUTE, { replace: true })}
      >
        返回首页
      </Button>
    </main>
  );
}
