// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the reference
// server (migrates, seeds the demo schools on first run, prints "Open: <url>").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'src',
  'src-ui',
  'src-domain',
  'src-adapters',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(join(p, f))), 0);
};

const built = join(root, 'dist', 'index.html');
const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
if (!existsSync(built) || statSync(built).mtimeMs < sourcesAt) {
  console.log(existsSync(built) ? 'Sources changed: rebuilding the app…' : 'Building the app…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
