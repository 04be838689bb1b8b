/** Toasts and the blocking loading overlay, so rules can report without a UI library. */
export const Notifier = Symbol.for('Notifier');
export interface Notifier {
  toast(text: string): void;
  error(text: string): void;
}
