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
if (demoFile)
  writeFileSync(
    demoFile,
    // The demo administrators (first run: passwords shown once) sign the staff desk in (bench/staff-desk.mjs).
    JSON.stringify({ ...demo, demoStaff: server.demoStaff }, (_k, v) =>
      typeof v === 'bigint' ? String(v) : v,
    ),
  );
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

// "profile-start" / "profile-stop <file>" lines on stdin: a V8 CPU profile of just the load window.
const inspector = await import('node:inspector/promises');
let session: InstanceType<typeof inspector.Session> | null = null;
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (chunk: string) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\n')) >= 0) {
    const [cmd, file] = buffered.slice(0, nl).trim().split(' ');
    buffered = buffered.slice(nl + 1);
    if (cmd === 'profile-start') {
      session = new inspector.Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      process.stdout.write('{"profiling":true}\n');
    } else if (cmd === 'profile-stop' && session && file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      session = null;
      process.stdout.write('{"profiled":true}\n');
    }
  }
});
