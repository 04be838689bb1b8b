// Starts the reference server (server/src/start.ts) in a child process and waits for its URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const serverAvailable = () => existsSync('server/src/start.ts');

/**
 * @param {{name: string, distDir?: string, databaseUrl?: string, timeoutMs?: number}} opts
 * @returns {Promise<{url: string, demo: Record<string, unknown>, pid: number, close: () => Promise<void>}>}
 */
export async function startReferenceServer({ name, distDir, databaseUrl, timeoutMs = 180_000 }) {
  if (!serverAvailable()) throw new Error('server/src/start.ts is missing (reference server not built yet)');
  const dataDir = join('bench/out/data', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const demoOut = join('bench/out', `demo-${name}.json`);
  const args = ['--import', 'tsx', 'bench/serve-child.ts', `--data-dir=${dataDir}`, `--demo-out=${demoOut}`];
  if (distDir) args.push(`--dist-dir=${resolve(distDir)}`);
  if (databaseUrl) args.push(`--database-url=${databaseUrl}`);
  const child = spawn(process.execPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    // TRUST_PROXY: the load comes from many client addresses (X-Forwarded-For), as behind a load balancer.
    // The demo as `npm start` runs it: NODE_ENV=production would refuse its sandbox cashier and dev SMS.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs / 1000} s\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line).url);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready\n${stderr}`));
    });
  });
  let lines = '';
  const waiters = [];
  child.stdout.on('data', (d) => {
    lines += d;
    for (const w of [...waiters]) {
      if (!lines.includes(w.text)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      lines = lines.replace(w.text, '');
      w.resolve();
    }
  });
  const command = (cmd, reply) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not answer ${cmd}`)), 30_000);
      waiters.push({
        text: reply,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      child.stdin.write(`${cmd}\n`);
    });
  const demo = existsSync(demoOut) ? JSON.parse(readFileSync(demoOut, 'utf8')) : {};
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode != null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return {
    url: String(url).replace(/\/$/, ''),
    demo,
    pid: child.pid,
    close,
    stderr: () => stderr,
    profileStart: () => command('profile-start', '"profiling"'),
    profileStop: (file) => command(`profile-stop ${resolve(file)}`, '"profiled"'),
  };
}
