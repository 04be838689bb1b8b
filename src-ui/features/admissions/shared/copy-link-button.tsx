import Button from 'antd-mobile/es/components/button';
import { useToast } from '@ui/kit/toast';

/** Copies text: the Clipboard API where allowed, else a selected textarea (older WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** 复制链接 beside a QR code: for a parent who cannot scan the screen they are reading. */
export function CopyLinkButton({ url }: { url: string }) {
  const toast = useToast();
  return (
    <Button
      block
      fill="outline"
      color="primary"
      style={{ minHeight: 44, margin: '8px 0 12px' }}
      onClick={async () =>
        toast((await copyText(url)) ? '链接已复制，请粘贴到微信中打开' : '复制失败，请长按二维码识别')
      }
    >
      复制链接
    </Button>
  );
}
