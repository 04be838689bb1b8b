import { Notifier } from '@domain/ports/notifier';
import { useContainer } from '@ui/di';

/** Shows a short message through the container's Notifier (a DOM toast in the app). */
export function useToast(): (text: string) => void {
  const notifier = useContainer().get<Notifier>(Notifier);
  return (text) => notifier.toast(text);
}
