import Toast from 'antd-mobile/es/components/toast';
import type { Notifier } from '@domain/ports/notifier';

/** antd-mobile Toast (needs unstableSetRender on React 19, called in main.tsx). */
export class ToastNotifier implements Notifier {
  toast(text: string): void {
    Toast.show({ content: text });
  }
  error(text: string): void {
    Toast.show({ content: text, duration: 3000 });
  }
}
