// `npm run bench`: bundle, page speed, face-photo compression and server throughput, each figure
// with its budget (brief section 6). Prints one table, writes bench/results.json.
// Options: --only=bundle,lighthouse,taps,photo,encoders,server,peak  --runs=N (Lighthouse runs per page, default 5)
//          --pages=home,plan-list (Lighthouse pages by name, dashes for spaces)
//          --strict (exit 1 when a budget fails)  --profile-server (CPU profile of plan list on
//          PostgreSQL). Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { atMost, row, skipped, withTimeout } from '../bench/lib/budget.mjs';
import { findChromium } from '../bench/lib/chromium.mjs';
import { renderTable } from '../bench/lib/table.mjs';
import { APP_PATH, startStaticServer } from '../bench/lib/static-server.mjs';
import { startReferenceServer, serverAvailable } from '../bench/lib/server.mjs';
import { DIST, bundleRows, entryFiles, measureAssets, readManifest, viteBuild } from '../bench/bundle.mjs';
import { firstVisitRows } from '../bench/first-visit.mjs';
import { lighthouseRows } from '../bench/lighthouse.mjs';
import { tapRows } from '../bench/taps.mjs';
import { photoRows } from '../bench/photo.mjs';
import { encoderRows } from '../bench/photo-encoders.mjs';
import { freshPgDatabase, loadRows, PG_ADMIN_URL } from '../bench/load.mjs';
import { ROUTES, STAFF_PAGES } from '../bench/routes.mjs';
import { staffDeskPage } from '../bench/staff-desk.mjs';
import { profileRows } from '../bench/profile.mjs';
import { peakRows } from '../bench/peak.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = new Set((arg('only') ?? 'bundle,lighthouse,taps,photo,encoders,server,peak').split(','));
const runs = Math.max(1, Math.min(9, Number(arg('runs') ?? 5)));
const pageNames = arg('pages')?.split(',');
const strict = process.argv.includes('--strict');
const log = (msg) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

let chromePath;
try {
  chromePath = findChromium();
} catch (e) {
  console.error(e.message);
  process.exit(2);
}

// Bounded: the whole bench stops after 45 minutes whatever hangs (child servers stop with our stdin).
setTimeout(() => {
  console.error('bench: overall time limit (45 min) reached; stopping');
  process.exit(3);
}, 45 * 60_000).unref();

mkdirSync('bench/out', { recursive: true });
const rows = [];
// The machine is shared: its load is part of every figure's context.
rows.push(
  row('machine', 'load average (1 min) at start', loadavg()[0], 'load', undefined, `${cpus().length} cores`),
);
const raw = {};
/** Runs one section; a failure becomes a row that says why instead of ending the bench. */
async function section(name, fn, budgetRows = []) {
  const t0 = Date.now();
  log(`${name}…`);
  try {
    await fn();
  } catch (e) {
    const reason = String(e?.message ?? e)
      .split('\n')[0]
      .slice(0, 200);
    log(`${name} failed: ${reason}`);
    raw[`${name}Error`] = String(e?.stack ?? e);
    rows.push(skipped(name, `${name} section`, reason));
    for (const [metric, budget] of budgetRows) rows.push(skipped(name, metric, 'section failed', budget));
  }
  log(`${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

// The app under test: the reference server (PGlite) serving this build, or a static fallback.
let app = null;
let sizes = new Map();
let modules = new Map();
const school = { tenantId: '1001', orgId: '100101', students: [] };
async function startApp() {
  if (serverAvailable()) {
    const s = await startReferenceServer({ name: 'pglite', distDir: DIST });
    Object.assign(school, s.demo?.DEMO?.A ?? {});
    return { ...s, kind: 'reference server (PGlite)' };
  }
  return { ...(await startStaticServer(DIST)), kind: 'static fallback (reference server missing)' };
}
// orgId+tenantId in the query reset the stored user info (spec section 2), so routes that need a
// welcomeId get it from the init script's stored user info and no query.
const appUrl = (route, extra = '') =>
  `${app.url}${APP_PATH}${route.needsWelcome ? '' : `?orgId=${school.orgId}&tenantId=${school.tenantId}`}#${route.hash}${extra}`;

async function firstPlanId() {
  const res = await fetch(`${app.url}/enrollment-manage-api/api/app/enrollment/plan/findPlanList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: school.tenantId, orgId: school.orgId },
    body: JSON.stringify({ pageNo: 1, pageSize: 10 }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json();
  const list = body?.data?.list ?? body?.data?.records ?? body?.data?.rows ?? [];
  return list[0]?.id ?? list[0]?.planId ?? null;
}

async function reportIn() {
  const student = school.students?.[0];
  if (!student) return null;
  const res = await fetch(`${app.url}/sc-mobile-api/api/mobile/welcome/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: school.tenantId, orgId: school.orgId },
    body: JSON.stringify({ name: student.name, idNumber: student.idNumber }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await res.json())?.data ?? null;
}

const needsBuild = only.has('bundle') || only.has('lighthouse') || only.has('taps');
if (needsBuild) {
  await section('bundle', async () => {
    modules = await withTimeout(viteBuild(), 300_000, 'vite build');
    sizes = measureAssets();
    const manifest = readManifest();
    if (!manifest) throw new Error('no dist/.vite/manifest.json after the build');
    rows.push(...bundleRows(manifest, sizes, modules));
  });
  await section('app server', async () => {
    app = await startApp();
    log(`app served by ${app.kind} at ${app.url}`);
    raw.appServer = app.kind;
  });
}

if (only.has('bundle') && app) {
  await section('first visit', async () => {
    const planId = await firstPlanId().catch(() => null);
    const withPlan = (r) => appUrl(r, r.needsPlan && planId ? `?planId=${planId}` : '');
    // A real student session (welcome/report) for the routes that need a welcomeId.
    const session = await reportIn().catch(() => null);
    const user = {
      ...(session?.userInfo ?? {}),
      tenantId: school.tenantId,
      orgId: school.orgId,
      welcomeId: session?.welcomeId ?? school.students?.[0]?.welcomeId ?? 'w-bench',
    };
    const token = session?.token
      ? `localStorage.setItem('accesstoken',${JSON.stringify(session.token)});`
      : '';
    const initScript = `try{localStorage.setItem('userInfo',JSON.stringify(${JSON.stringify(user)}));localStorage.setItem('tenantId',${JSON.stringify(school.tenantId)});${token}}catch{}`;
    rows.push(
      ...(await firstVisitRows({
        chromePath,
        appUrl: withPlan,
        sizes,
        modules,
        entryFiles: entryFiles(readManifest() ?? {}),
        routes: ROUTES,
        initScript,
      })),
    );
  });
}

if (only.has('lighthouse') && app) {
  await section('lighthouse', async () => {
    const planId = await firstPlanId().catch(() => null);
    const pages = ROUTES.filter(
      (r) => r.lighthouse && (!pageNames || pageNames.includes(r.name.replace(/ /g, '-'))),
    ).map((r) => ({
      name: r.name,
      url: appUrl(r, r.needsPlan && planId ? `?planId=${planId}` : ''),
      budget: r.lighthouse,
      repeat: r.repeat,
    }));
    const wanted = (name) => !pageNames || pageNames.includes(name.replace(/ /g, '-'));
    for (const p of STAFF_PAGES.filter((p) => wanted(p.name))) {
      try {
        const desk = await staffDeskPage(app.url, app.demo?.demoStaff);
        pages.push({ name: p.name, url: desk.url, session: desk.session, budget: p.lighthouse });
      } catch (e) {
        rows.push(
          skipped(
            'lighthouse',
            `${p.name} LCP`,
            String(e.message ?? e).slice(0, 120),
            atMost(p.lighthouse.lcp),
          ),
        );
      }
    }
    const res = await lighthouseRows({ chromePath, pages, runs });
    rows.push(...res.rows);
    raw.lighthouse = res.raw;
  });
}

// Issue 35: on each entry screen, the first honoured tap beside the LCP (4× CPU, 150 ms / 1.6 Mbps).
if (only.has('taps')) {
  if (!app && serverAvailable()) await section('app server', async () => (app = await startApp()));
  await section('taps', async () => {
    if (!app) throw new Error('no app server');
    const res = await tapRows({ chromePath, appUrl: (s) => appUrl(s), runs: Math.min(runs, 3) });
    rows.push(...res.rows);
    raw.taps = res.raw;
  });
}

if (only.has('photo')) {
  await section('photo', async () => {
    const res = await photoRows({ chromePath });
    rows.push(...res.rows);
    raw.photo = res.raw;
  });
}

if (only.has('encoders')) {
  await section('encoders', async () => {
    const res = await encoderRows({ chromePath });
    rows.push(...res.rows);
    raw.encoders = res.raw;
  });
}

if (only.has('server')) {
  if (!app && serverAvailable()) await section('app server', async () => (app = await startApp()));
  await section('server', async () => {
    if (!app?.pid) throw new Error('reference server (server/src/start.ts) not available');
    const res = await loadRows({ url: app.url, pid: app.pid, school, db: 'pglite' });
    rows.push(...res.rows);
    raw.loadPglite = res.raw;
  });
}
if (app) await app.close();

if (only.has('server') && serverAvailable()) {
  await section(
    'server',
    async () => {
      let db;
      try {
        db = await freshPgDatabase();
      } catch (e) {
        throw new Error(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${e.message}); set BENCH_PG_URL`, {
          cause: e,
        });
      }
      const s = await startReferenceServer({ name: 'postgres', databaseUrl: db.url });
      try {
        const res = await loadRows({
          url: s.url,
          pid: s.pid,
          school: s.demo?.DEMO?.A ?? school,
          db: 'postgres',
        });
        rows.push(...res.rows);
        raw.loadPostgres = res.raw;
      } finally {
        await s.close();
        await db.drop().catch(() => undefined);
      }
    },
    [],
  );
}

// Issue 35: the opening minute on PostgreSQL, one server and two behind a loopback balancer.
if (only.has('peak') && serverAvailable()) {
  await section('peak', async () => {
    const res = await peakRows();
    rows.push(...res.rows);
    raw.peak = res.raw;
  });
}

rows.push(
  row('machine', 'load average (1 min) at end', loadavg()[0], 'load', undefined, `${cpus().length} cores`),
);
if (process.argv.includes('--profile-server') && serverAvailable()) {
  await section('server profile', async () => {
    const db = await freshPgDatabase();
    const dir = 'bench/out/prof';
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const s = await startReferenceServer({ name: 'profile', databaseUrl: db.url });
    try {
      const onWindow = {
        start: () => s.profileStart(),
        stop: () => s.profileStop(`${dir}/plan-list.cpuprofile`),
      };
      await loadRows({
        url: s.url,
        pid: s.pid,
        school: s.demo?.DEMO?.A ?? school,
        db: 'postgres',
        names: ['plan list'],
        onWindow,
      });
    } finally {
      await s.close();
      await db.drop().catch(() => undefined);
    }
    rows.push(...profileRows(dir, 'postgres plan list'));
  });
}

const prevFile = 'bench/results.json';
let prev;
if (existsSync(prevFile)) {
  const old = JSON.parse(readFileSync(prevFile, 'utf8'));
  prev = new Map(old.rows.map((r) => [`${r.section}|${r.metric}`, r.value]));
  renameSync(prevFile, 'bench/out/results.prev.json');
}
const chromium = (() => {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return chromePath;
  }
})();
const env = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  chromium,
};
writeFileSync(prevFile, `${JSON.stringify({ env, rows, raw }, null, 1)}\n`);
console.log(renderTable(rows, prev));
const budgets = rows.filter((r) => r.pass != null);
const failed = budgets.filter((r) => !r.pass);
console.log(
  `\n${budgets.length - failed.length}/${budgets.length} budgets met. Written: ${prevFile}${prev ? ' (vs prev: bench/out/results.prev.json)' : ''}`,
);
process.exit(strict && failed.length ? 1 : 0);
