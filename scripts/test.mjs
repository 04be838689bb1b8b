// npm test — every suite, each stage timed: unit + adapters + ui, server, then e2e in Chromium.
// The server suite runs once: on PostgreSQL when PG_TEST_URL/DATABASE_URL is set (CI), else on PGlite.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const TIMING = 'tests/server/hardening-resources.test.ts';

const stages = [
  [
    'unit, adapters, ui',
    ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'adapters', '--project', 'ui'],
  ],
  // hardening-resources measures socket timeouts of 0.8–1.5 s and streams 100 MB: it runs alone after
  // the parallel files, which on 2 cores starved it past those limits.
  ['server', ['npx', 'vitest', 'run', '--project', 'server', '--exclude', TIMING]],
  ['server timing', ['npx', 'vitest', 'run', '--project', 'server', TIMING]],
  ['e2e', ['node', 'scripts/e2e.mjs']],
];

// The SPA build for e2e runs beside the server stage (which waits on PostgreSQL part of its time);
// scripts/e2e.mjs then finds dist up to date. Its output goes to a log, printed if it fails.
let build = null;
const startBuild = () => {
  const log = join(tmpdir(), `zs-e2e-build-${process.pid}.log`);
  const out = openSync(log, 'w');
  const child = spawn('node', ['scripts/e2e.mjs', '--build-only'], { stdio: ['ignore', out, out] });
  const t = Date.now();
  build = new Promise((done) =>
    child.on('close', (code) => done({ code, log, s: Math.round((Date.now() - t) / 1000) })),
  );
};

const took = [];
for (const [name, [cmd, ...args]] of stages) {
  if (name === 'server') startBuild();
  if (name === 'e2e' && build) {
    const b = await build;
    console.log(`::: e2e build (beside the server stage): ${b.s} s`);
    if (b.code !== 0) {
      console.error(readFileSync(b.log, 'utf8'));
      console.error(`::: the SPA build failed (exit ${b.code})`);
      process.exit(b.code ?? 1);
    }
  }
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  // With the 1-minute load average: the machine may be shared (2 cores in CI).
  took.push(`${name}: ${Math.round((Date.now() - t) / 1000)} s (load ${loadavg()[0].toFixed(1)})`);
  console.log(`::: test stage ${took.at(-1)}`);
  if (r.status !== 0) {
    console.error(`::: test stage "${name}" failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}
console.log(`::: test stages — ${took.join(', ')}`);
