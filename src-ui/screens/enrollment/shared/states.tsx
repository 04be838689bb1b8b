import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Empty from 'antd-mobile/es/components/empty';
import ErrorBlock from 'antd-mobile/es/components/error-block';

/** The loading, empty and error states every admissions screen shows. */
export function LoadingState({ text = '加载中' }: { text?: string }) {
  return (
    <div role="status" style={{ padding: 32, textAlign: 'center', color: '#888' }}>
      {text}
      <DotLoading />
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <Empty description={text} />;
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <ErrorBlock status="default" title="加载失败" description={text}>
      {onRetry ? (
        <Button color="primary" size="small" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </ErrorBlock>
  );
}
