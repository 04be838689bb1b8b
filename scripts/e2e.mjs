// npm run test:e2e — the end-to-end suite in Debian's Chromium against the reference server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`e2e: ${CHROMIUM} is missing.\ninstall chromium: apt-get install -y chromium fonts-noto-cjk`);
  process.exit(1);
}

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, f.name);
    t = Math.max(t, f.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

// Build the SPA when dist is missing or older than any client source.
const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(
  ...['src', 'src-domain', 'src-adapters', 'src-ui', 'contract'].map(newest),
  ...['index.html', 'vite.config.ts', 'package.json'].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)),
);
if (built < sources) {
  console.log('e2e: building the SPA…');
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// `--build-only`: npm test builds beside the server stage, then runs the suite on that build.
if (process.argv.includes('--build-only')) process.exit(0);

// Beside the console report, a JSON one: a test that passed on its retry is listed below with the
// reason its first attempt failed (the console report names the retry but not why).
const args = process.argv.slice(2);
const report = 'test-results/e2e-report.json';
const reporters = args.some((a) => a.startsWith('--reporter'))
  ? []
  : ['--reporter=default', '--reporter=json', `--outputFile=${report}`];
const r = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'tests/e2e/vitest.e2e.config.ts', ...reporters, ...args],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  },
);
if (reporters.length && existsSync(report)) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of testResults)
    for (const t of file.assertionResults)
      if (t.status === 'passed' && t.failureMessages?.length)
        console.log(
          `::: e2e passed on a retry: ${relative(process.cwd(), file.name)} > ${t.title}\n    ${t.failureMessages[0].split('\n').slice(0, 6).join('\n    ')}`,
        );
}
process.exit(r.status ?? 1);
