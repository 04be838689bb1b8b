import type { Navigation } from '@domain/ports/navigation';

/** Real page navigations over window.location. */
export class WindowNavigation implements Navigation {
  href(): string {
    return window.location.href;
  }
  replace(url: string): void {
    window.location.replace(url);
  }
  assign(url: string): void {
    window.location.assign(url);
  }
  reload(): void {
    window.location.reload();
  }
  isTopWindow(): boolean {
    try {
      return window.top === window.self;
    } catch {
      // A cross-origin parent throws on access: we are framed.
      return false;
    }
  }
}
