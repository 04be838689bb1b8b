import { vi } from 'vitest';

/**
 * A desk window for a staff screen test (useWide matches, ≥ 1024 px: tables and drawers). jsdom has
 * no matchMedia; tests/ui/setup.ts takes this stub away after the file.
 */
export function deskWindow(): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
