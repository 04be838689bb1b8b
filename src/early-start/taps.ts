// Part of public/early-start.js (issue 35: a tap is never lost). Until the app takes over the
// painted screen (src/early-shell.ts):
// - the painted links change the hash at once; here the painted screen follows the hash (another
//   painted screen, a plan's registration top, or the route's header and skeleton), and the app
//   starts where the hash is;
// - the header's back arrow goes back (home on a page opened directly), as PageHeader does;
// - any other tapped control is remembered (the last one) and marked busy, and the app taps it
//   once when it takes over (replayTap in src/early-shell.ts); a submit is held the same way.
import { findRoute, HOME_ROUTE, routePath } from '@domain/shell/routes';

/** What a held tap names: the route it was made on and the control (its label and rank). */
export interface HeldTap {
  route: string;
  label: string;
  nth: number;
  submit?: boolean;
}

/** The controls a held tap can name, in the painted screens and in the app's screens alike. */
export const TAPPABLE = 'button,[role="button"],[role="tab"]';

/** A control's name for a held tap: its aria-label, else its text, without white space. */
export const tapLabel = (el: Element) =>
  (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, '');

const currentRoute = () => routePath(location.hash.replace(/^#/, ''));

interface Options {
  /** The painted screen the hash names now, if there is one (a fresh element or a kept one). */
  screenFor: (hash: string) => HTMLElement | null;
  /** A route's header and skeleton, for a route with no painted screen. */
  skeleton: (title: string) => string;
  /** Prepares a screen before it shows (e.g. drops the header where the host has none). */
  prepare: (screen: HTMLElement) => void;
}

export function keepTaps(painted: HTMLElement, opts: Options): void {
  const hold = (tap: HeldTap, el: Element | null) => {
    painted.dataset.tap = JSON.stringify(tap);
    for (const b of Array.from(painted.querySelectorAll('.zs-held'))) b.classList.remove('zs-held');
    // Seen at once (dimmed, busy) while the app starts; no size changes, nothing moves.
    el?.classList.add('zs-held');
    el?.setAttribute('aria-busy', 'true');
  };

  // A tap on the painted form's button must not reload the page: the app submits its own form with
  // what was typed when it takes over.
  painted.addEventListener('submit', (e) => {
    e.preventDefault();
    const button = (e as SubmitEvent).submitter ?? null;
    hold({ route: currentRoute(), label: '', nth: 0, submit: true }, button);
  });

  const tapped = (el: Element | null) => {
    if (!el || !painted.contains(el)) return;
    const button = el as HTMLButtonElement;
    if (button.type === 'submit' && button.form) return; // the form's submit event holds it
    if (el.classList.contains('zs-header-back')) {
      if (history.length > 1) history.back();
      else location.hash = HOME_ROUTE;
      return;
    }
    const label = tapLabel(el);
    const same = Array.from(painted.querySelectorAll(TAPPABLE)).filter((b) => tapLabel(b) === label);
    hold({ route: currentRoute(), label, nth: Math.max(0, same.indexOf(el)) }, el);
  };
  painted.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (!target.closest('a[href]')) tapped(target.closest(TAPPABLE)); // a link works by itself
  });
  // A tap made before this script ran left its control focused (Chromium focuses a tapped button).
  const focused = document.activeElement;
  if (focused?.matches(TAPPABLE)) tapped(focused);

  const follow = () => {
    if (!painted.isConnected) {
      removeEventListener('hashchange', follow);
      return;
    }
    const hash = location.hash.replace(/^#/, '');
    let next = opts.screenFor(hash);
    if (!next) {
      next = document.createElement('div');
      next.dataset.screen = '';
      next.innerHTML = opts.skeleton(findRoute(hash)?.title ?? '');
    }
    opts.prepare(next);
    next.classList.add('fs-on');
    painted.replaceChildren(next);
    scrollTo(0, 0);
  };
  addEventListener('hashchange', follow);
}
