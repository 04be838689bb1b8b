import { routePath } from '@domain/shell/routes';
import { type HeldTap, TAPPABLE, tapLabel } from './early-start/taps';

/**
 * Resolves when React may replace what public/early-start.js painted into the root. Chromium drops an
 * LCP candidate that is removed within a few frames of its paint (measured: replaced after 30 ms it
 * is never reported, after 60 ms it is), and the check-in card React draws is the same card. So with
 * a painted shell, wait until the browser has reported a largest-contentful-paint entry, for at most
 * `maxMs`. At once without a shell or without the LCP API (WebKit); on a slow network the entry is
 * long buffered by the time the app JS runs, so there is no wait either.
 */
export function earlyShellSettled(root: Element, maxMs = 100): Promise<void> {
  const lcp =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!root.firstChild || !lcp) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length) done();
    });
    const timer = setTimeout(() => done(), maxMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** What still waits for data inside a screen: its skeletons and busy placeholders. */
const WAITING = '[aria-busy="true"],.zs-skeleton-block,.zs-list-skeleton,.zs-list-placeholder';

/**
 * Issue 28: the server painted the entry screen with the school's content ([data-first-screen]).
 * React renders into a hidden layer over it, at the same place, and the layer replaces the painted
 * screen in one frame once its route shows content (no skeleton left) or start-up failed, or after
 * `maxMs`: never a flash back to a skeleton, nothing moves. Without a painted screen React renders
 * into the root itself.
 */
export function takeOverFirstScreen(
  root: HTMLElement,
  maxMs = 4000,
  /** What shows that React's screen is there (the student app's routes; the staff app's shell). */
  shown = '[data-route]:not([hidden])',
): HTMLElement {
  const painted = root.querySelector<HTMLElement>(':scope > [data-first-screen]');
  if (!painted) return root;
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  layer.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none';
  root.append(layer);
  const ready = () =>
    document.documentElement.dataset.app === 'failed' ||
    (!!layer.querySelector(shown) && !layer.querySelector(WAITING));
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const typed = typedInputs(painted);
    const tap = heldTap(painted);
    painted.remove();
    for (const el of root.querySelectorAll(':scope > :not(script)')) if (el !== layer) el.remove();
    layer.removeAttribute('aria-hidden');
    layer.inert = false;
    layer.removeAttribute('style');
    carryOver(layer, typed);
    if (tap) setTimeout(() => replayTap(layer, tap, shown), 0);
  };
  const observer = new MutationObserver(() => {
    if (ready()) requestAnimationFrame(swap);
  });
  observer.observe(layer, { childList: true, subtree: true, attributes: true });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  const timer = setTimeout(swap, maxMs);
  return layer;
}

interface Typed {
  placeholder: string;
  value: string;
  focused: boolean;
}

/** What a person typed into the painted form (the check-in entry) before the app ran. */
function typedInputs(painted: HTMLElement): Typed[] {
  return [...painted.querySelectorAll<HTMLInputElement>('input[placeholder]')].map((el) => ({
    placeholder: el.placeholder,
    value: el.value,
    focused: document.activeElement === el,
  }));
}

/** The last tap early-start.js held on the painted screen (src/early-start/taps.ts), if any. */
function heldTap(painted: HTMLElement): HeldTap | null {
  try {
    return painted.dataset.tap ? (JSON.parse(painted.dataset.tap) as HeldTap) : null;
  } catch {
    return null;
  }
}

/**
 * Issue 35: a tap held on the painted screen is made once on the app's screen, if the route is still
 * the one it was made on: a submit submits the screen's form, another tap clicks the control with
 * the same label and rank.
 */
function replayTap(layer: HTMLElement, tap: HeldTap, shown: string) {
  if (routePath(location.hash.replace(/^#/, '')) !== tap.route) return;
  const screen = layer.querySelector<HTMLElement>(shown) ?? layer;
  if (tap.submit) {
    screen.querySelector('form')?.requestSubmit();
    return;
  }
  const same = [...screen.querySelectorAll<HTMLElement>(TAPPABLE)].filter((el) => tapLabel(el) === tap.label);
  same[tap.nth]?.click();
}

/**
 * Nothing typed is lost in the swap: each value goes to React's input with the same placeholder
 * (through the native setter and an input event, so React's onChange sees it) and the focus follows.
 */
function carryOver(layer: HTMLElement, typed: Typed[]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const t of typed) {
    const input = [...layer.querySelectorAll<HTMLInputElement>('input[placeholder]')].find(
      (el) => el.placeholder === t.placeholder,
    );
    if (!input) continue;
    if (t.value && setValue) {
      setValue.call(input, t.value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (t.focused) input.focus();
  }
}
