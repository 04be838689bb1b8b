import Toast from 'antd-mobile/es/components/toast';
import { Notifier } from '@domain/ports/notifier';
import { useContainer } from '@ui/di';

/** Shows a short message through the container's Notifier, or antd-mobile's Toast when none is bound. */
export function useToast(): (text: string) => void {
  let notifier: Notifier | undefined;
  try {
    const c = useContainer();
    notifier = c.isBound(Notifier) ? c.get<Notifier>(Notifier) : undefined;
  } catch {
    notifier = undefined;
  }
  return notifier ? (text) => notifier.toast(text) : (text) => void Toast.show({ content: text });
}
