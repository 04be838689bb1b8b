import type { Notifier } from '@domain/ports/notifier';

// antd-mobile Toast (and the animation library under it) loads after start-up, not with the app.
const toast = () => import('antd-mobile/es/components/toast').then((m) => m.default);

/** Fetch the Toast chunk ahead of need, so '网络错误' can still show once the network is gone. */
export function preloadToast(): void {
  void toast().catch(() => {});
}

/** antd-mobile Toast (needs unstableSetRender on React 19, called in main.tsx). */
export class ToastNotifier implements Notifier {
  toast(text: string): void {
    void toast().then((t) => t.show({ content: text }));
  }
  error(text: string): void {
    void toast().then((t) => t.show({ content: text, duration: 3000 }));
  }
}
