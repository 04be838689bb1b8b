import Button from 'antd-mobile/es/components/button';
import { StatusBlock } from './status-block';
import './load-state.css';

/** The loading, empty and error states the admissions screens show (no illustration images: first-screen budget). */
export function LoadingState({ text = '加载中' }: { text?: string }) {
  return (
    <div role="status" className="zs-load-dots">
      {text}
      <span className="zs-dots" aria-hidden="true" />
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <StatusBlock description={text} icon={false} />;
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <StatusBlock title="加载失败" description={text}>
      {onRetry ? (
        <Button color="primary" size="small" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </StatusBlock>
  );
}
