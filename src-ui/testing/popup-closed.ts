import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const hidden = (el: HTMLElement | null): boolean =>
  !!el && (getComputedStyle(el).display === 'none' || hidden(el.parentElement));

/**
 * Waits until every antd-mobile Popup body is closed to the user: hidden, or slid fully out
 * (translate 100 %). The hide after the slide comes from the animation's rest callback, which
 * jsdom under load sometimes never delivers, so the slide's end counts as closed too.
 */
export function popupClosed(): Promise<void> {
  return waitFor(
    () => {
      const bodies = [...document.querySelectorAll<HTMLElement>('.adm-popup-body')];
      expect(bodies.every((b) => hidden(b) || b.style.transform.includes('100%'))).toBe(true);
    },
    { timeout: 5000 },
  );
}
