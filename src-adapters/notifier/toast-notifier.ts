import type { Notifier } from '@domain/ports/notifier';

const SHORT_MS = 2000;
const ERROR_MS = 3000;

/**
 * A toast drawn with two DOM nodes and the `.zs-toast` rules of src/app.css: no UI library, so it
 * ships with the entry and still shows '网络错误' once the network is gone. One toast at a time; a
 * new one replaces the one on screen, as antd-mobile's Toast does.
 */
export class ToastNotifier implements Notifier {
  #box: HTMLDivElement | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #doc: Document;

  constructor(doc: Document = document) {
    this.#doc = doc;
  }

  toast(text: string): void {
    this.#show(text, SHORT_MS);
  }
  error(text: string): void {
    this.#show(text, ERROR_MS);
  }

  #show(text: string, ms: number): void {
    const box = this.#mount();
    box.firstElementChild!.textContent = text;
    box.classList.add('zs-toast-on');
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => box.classList.remove('zs-toast-on'), ms);
  }

  #mount(): HTMLDivElement {
    if (this.#box?.isConnected) return this.#box;
    const box = this.#doc.createElement('div');
    box.className = 'zs-toast';
    // A live region read by screen readers; pointer events pass through to the page.
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    box.appendChild(this.#doc.createElement('div')).className = 'zs-toast-main';
    this.#doc.body.appendChild(box);
    this.#box = box;
    return box;
  }
}
