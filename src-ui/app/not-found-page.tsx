import Button from 'antd-mobile/es/components/button';
import { HOME_ROUTE, NOT_FOUND_TITLE } from '@domain/shell/routes';
import { useLocation } from 'wouter';
import { StatusBlock } from '@ui/kit/load-state/status-block';
import '@ui/kit/layout/layout.css';

/** The Chinese 404 page for a hash route that is not in spec section 2. */
export function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <main className="ui-message-page">
      <StatusBlock title={NOT_FOUND_TITLE} description="您访问的页面不存在或已下线" />
      <Button color="primary" className="ui-mt-24" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
        返回首页
      </Button>
    </main>
  );
}
