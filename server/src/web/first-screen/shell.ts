import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source modules of the entry screens, as keyed in Vite's build manifest. */
const ENTRY_SCREENS = [
  'src-ui/features/admissions/home/home-page.tsx',
  'src-ui/features/admissions/plans/plan-list-page.tsx',
  'src-ui/features/checkin/entry/checkin-entry-page.tsx',
  // Its top is painted from the page's templates (html.ts): the notice bar's look before any JS.
  'src-ui/features/admissions/registration/registration-page.tsx',
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built index.html split where the server puts the first screen, and the entry screens' CSS. */
export interface Shell {
  /** index.html as built (served when the URL names no school, or an unknown one). */
  html: string;
  /**
   * The two halves around the root's placeholder (stylesheets added to the head, the app's module
   * scripts taken out of it); null without a root.
   */
  split: { before: string; after: string } | null;
}

const APP_TAG =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's module script and its preloads, out of the head into a data block: public/early-start.js
 * adds them after the first paint, so the painted screen does not wait for (or share the line with)
 * the app's JavaScript.
 */
export function appScripts(head: string): { head: string; block: string } {
  let module = '';
  const preload: string[] = [];
  const rest = head.replace(APP_TAG, (_m, src?: string, href?: string) => {
    if (src) module = src;
    if (href) preload.push(href);
    return '';
  });
  if (!module) return { head, block: '' };
  const json = JSON.stringify({ module, preload }).replace(/</g, '\\u003c');
  return { head: rest, block: `<script type="application/json" id="zs-app">${json}</script>` };
}

const OPEN = '<div id="root">';

/**
 * Without JS, a URL without a route shows home; with JS the early start picks it (fs-on). Not in
 * app.css: before the parser has finished (and set :target), that rule would paint home for a
 * moment on the plan list or check-in entry.
 */
const NO_SCRIPT_HOME =
  "<noscript><style>[data-first-screen]:not(:has(> :target)) > [data-screen='home']{display:block}</style></noscript>";
const START = '<script src="';
/** The early start's tag in a school's page (page.ts puts the data block before it). */
export const EARLY_START = '<script defer src="';

/**
 * Reads dist/index.html and dist/.vite/manifest.json. The stylesheets of the three entry screens go
 * into the head (the same hashed files the screens' chunks load later: Vite then skips them), so
 * the painted screen has its final look before any JS.
 */
export function readShell(distDir: string, base: string): Shell {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const open = html.indexOf(OPEN);
  const close = open < 0 ? -1 : html.lastIndexOf('</div>', html.indexOf(START, open));
  if (open < 0 || close < 0) return { html, split: null };
  const links = screenStylesheets(distDir)
    .filter((f) => !html.includes(f))
    .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
    .join('');
  const app = appScripts(
    inlineStylesheets(html.slice(0, open).replace('</head>', `${links}</head>`), distDir, base),
  );
  const after = html.slice(close);
  const start = after.indexOf(START);
  return {
    html,
    split: {
      before: app.head.replace('</head>', `${NO_SCRIPT_HOME}</head>`) + OPEN,
      // Deferred: the parser reaches the end of the page (where the hash's screen becomes :target)
      // without waiting for the early start, so the first paint is the screen the hash names.
      after: after.slice(0, start) + app.block + after.slice(start).replace(START, EARLY_START),
    },
  };
}

const SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The head's stylesheets (the app's and the entry screens') inlined as one style element, so the
 * painted screen waits for no request after the HTML (CSP: style-src allows inline styles). Each
 * link stays, disabled (not fetched): Vite's loader finds it and does not load that file again.
 */
function inlineStylesheets(head: string, distDir: string, base: string): string {
  const css: string[] = [];
  const rest = head.replace(SHEET, (tag, href: string) => {
    const file = join(distDir, href.startsWith(base) ? href.slice(base.length) : href);
    if (!href.startsWith(base) || !existsSync(file)) return tag;
    const text = readFileSync(file, 'utf8');
    if (/<\/style/i.test(text)) return tag;
    css.push(text);
    return `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
  return css.length ? rest.replace('</head>', `<style>${css.join('\n')}</style></head>`) : rest;
}

function screenStylesheets(distDir: string): string[] {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const f of chunk.css ?? []) css.add(f);
    for (const k of chunk.imports ?? []) walk(k);
  };
  ENTRY_SCREENS.forEach(walk);
  return [...css];
}

/**
 * dist/staff.html for the staff app (issue 28): its module script and preloads out of the head into
 * #zs-app, started by public/staff-start.js after the painted header's first paint; null without
 * the file.
 */
export function readStaffShell(distDir: string, base: string): string | null {
  const file = join(distDir, 'staff.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const app = appScripts(html.slice(0, end));
  if (!app.block) return html;
  return (
    app.head +
    html
      .slice(end)
      .replace('</body>', `${app.block}<script defer src="${base}staff-start.js"></script></body>`)
  );
}
