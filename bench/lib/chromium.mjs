import { existsSync } from 'node:fs';

// The brief's flags: headless, no network beyond loopback (no QUIC, sync, updates, background fetches).
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary, or an error naming what to install. */
export function findChromium(candidates = CANDIDATES, env = process.env) {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  throw new Error(
    'Chromium not found. Install it with `sudo apt-get install -y chromium fonts-noto-cjk` ' +
      '(Debian/Ubuntu), or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}
