// Runs the reference server in its own process for the bench, so the load generator's CPU use
// is visible apart from the server's. Prints one JSON line {url} when ready; stops on SIGTERM or
// when stdin closes (the bench died).
import { writeFileSync } from 'node:fs';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const { startServer } = await import('../server/src/start.ts');
const demo = await import('../server/src/seed/demo-data.ts').catch(() => ({}));
const dataDir = arg('data-dir');
const databaseUrl = arg('database-url');
const server = await startServer({
  port: Number(arg('port') ?? 0),
  dataDir,
  ...(databaseUrl ? { databaseUrl } : {}),
  seed: true,
  distDir: arg('dist-dir'),
});
const demoFile = arg('demo-out');
if (demoFile) writeFileSync(demoFile, JSON.stringify(demo, (_k, v) => (typeof v === 'bigint' ? String(v) : v)));
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await Promise.race([server.close(), new Promise((r) => setTimeout(r, 10_000))]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
