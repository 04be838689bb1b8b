import type { Notifier } from '@domain/ports/notifier';

// antd-mobile Toast (and the animation library under it) loads on the first toast, not with the app.
const toast = () => import('antd-mobile/es/components/toast').then((m) => m.default);

/** antd-mobile Toast (needs unstableSetRender on React 19, called in main.tsx). */
export class ToastNotifier implements Notifier {
  toast(text: string): void {
    void toast().then((t) => t.show({ content: text }));
  }
  error(text: string): void {
    void toast().then((t) => t.show({ content: text, duration: 3000 }));
  }
}
