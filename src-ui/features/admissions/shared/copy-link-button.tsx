import Button from 'antd-mobile/es/components/button';
import { copyText } from '@ui/kit/clipboard/copy-text';
import { useToast } from '@ui/kit/toast';

/** 复制链接: beside a QR code for a parent who cannot scan the screen they are reading, or on its own. */
export function CopyLinkButton({
  url,
  failed = '复制失败，请长按二维码识别',
}: {
  url: string;
  /** The toast when the clipboard refuses. */
  failed?: string;
}) {
  const toast = useToast();
  return (
    <Button
      block
      fill="outline"
      color="primary"
      style={{ minHeight: 44, margin: '8px 0 12px' }}
      onClick={async () => toast((await copyText(url)) ? '链接已复制，请粘贴到微信中打开' : failed)}
    >
      复制链接
    </Button>
  );
}
