import type { DebugConsole } from '@domain/use-cases/start-up';

/** vConsole is imported only when mobile.openVConsole is on, so it never weighs on the first screen. */
export class VConsoleDebugConsole implements DebugConsole {
  #on = false;
  async enable(): Promise<void> {
    if (this.#on) return;
    const { default: VConsole } = await import('vconsole');
    new VConsole();
    this.#on = true;
  }
}
