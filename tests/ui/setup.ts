import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

afterEach(() => cleanup());

// Screens load lazily (the staff route table, the student registry): their first import in a
// worker is a module transform, which on a shared CPU takes longer than the default 1 s.
configure({ asyncUtilTimeout: 12_000 });

// jsdom has no scrollIntoView (the forms scroll to their first error); set again per file, since a
// file that spied on it and restored may have taken the harness's polyfill away.
Element.prototype.scrollIntoView ??= function () {};

// The ui project runs files in one jsdom per worker (isolate: false, vite.config.ts): what a file
// leaves on the window is put back before the next file starts (setup files run again per file, so
// jsdom's own scrollY is kept from the first run).
const g = globalThis as {
  __zsScrollY?: PropertyDescriptor;
  __zsMatchMedia?: { value: typeof window.matchMedia | undefined };
};
g.__zsScrollY ??= Object.getOwnPropertyDescriptor(window, 'scrollY');
// jsdom has no matchMedia; the desk tests stub one that matches (≥ 1024 px), which the next file
// must not inherit (its staff screens would lay out as desk tables).
g.__zsMatchMedia ??= { value: window.matchMedia };

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (g.__zsScrollY) Object.defineProperty(window, 'scrollY', g.__zsScrollY);
  (window as { matchMedia?: typeof window.matchMedia }).matchMedia = g.__zsMatchMedia?.value;
  localStorage.clear();
  sessionStorage.clear();
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  document.title = '';
  document.body.innerHTML = '';
});

// The staff screens load lazily (src-ui/staff/app/staff-routes.tsx). With files sharing a worker
// (isolate: false), a lazy import started by one file could resolve after it ended, in the next file's
// jsdom. Every screen module is loaded before a file's tests (once per worker: modules are cached).
const staffScreens = import.meta.glob(['/src-ui/staff/**/*-page.tsx']);
beforeAll(async () => {
  await Promise.all(Object.values(staffScreens).map((load) => load()));
}, 120_000);
