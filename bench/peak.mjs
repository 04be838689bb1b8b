// Issue 35 item 2: the opening minute on PostgreSQL. N distinct applicants signed in through the
// app's own API (the sandbox WeChat login + token exchange, 诚信承诺 accepted), then an open-loop
// ladder of submission rates with the crowd's plan list / detail reads at the same rate beside it,
// on one server and on two behind a loopback balancer (TRUST_PROXY=1, each parent its own
// X-Forwarded-For). Per rate: accepted/min, p50/p95/p99, errors by kind, the connections waiting on
// a lock (pg_stat_activity sampled) and CPU per accepted submission; afterwards by SQL: no
// oversell, no identity number twice, taken equal to the rows.
import http from 'node:http';
import pg from 'pg';
import { atLeast, atMost, row, withTimeout } from './lib/budget.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { cpuWindow, machineCpu, processCpu } from './lib/cpu.mjs';
import { startReferenceServer } from './lib/server.mjs';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = 'zsyx_bench_peak';
const BASE = '/enrollment-manage-api/api/app/enrollment/';
/** The app's own timeout (src-adapters http): a slower answer is a 网络错误 for the parent. */
const CLIENT_TIMEOUT_MS = 15_000;
const RATES = (process.env.PEAK_RATES ?? '25,50,100,200').split(',').map(Number);
const STEP_S = Number(process.env.PEAK_STEP_S ?? 4);
/** Share of parents who tap 确认提交 twice (same Idempotency-Key, 150 ms later). */
const DOUBLE_TAP = 0.03;
/** Places left short of the crowd: the last rung meets 名额已满 and the quota edge under load. */
const SHORT_BY = 60;

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : null;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
  } finally {
    await admin.end();
  }
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB}`;
  return u.toString();
}
async function dropDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).finally(() => admin.end());
}

/** Round-robin loopback balancer: passes X-Forwarded-For through (the servers trust one hop). */
function startBalancer(targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let i = 0;
  const server = http.createServer((req, res) => {
    const t = new URL(targets[i++ % targets.length]);
    const up = http.request(
      { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/**
 * CPU seconds of every postgres process, with what the postmaster collected from backends that
 * ended (cutime + cstime): connections closing in the window do not take their CPU with them.
 */
function postgresCpu() {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
    } catch {
      // the process ended while we read
    }
  }
  return sum;
}

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** A valid GB 11643 number (MOD 11-2), distinct per n (born 2010). */
function idNumber(n) {
  const first17 =
    `110102` +
    `2010` +
    String((n % 12) + 1).padStart(2, '0') +
    String((Math.floor(n / 12) % 28) + 1).padStart(2, '0') +
    String(Math.floor(n / 336) % 1000).padStart(3, '0');
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, k) => s + Number(d) * w[k], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** One parent: signed in as WeChat does it in the sandbox, the school's promise accepted. */
async function signIn(url, school, planId, n) {
  const ip = nextIp();
  const login = await fetch(`${url}/platform/login?tenantId=${school.tenantId}&orgId=${school.orgId}`, {
    redirect: 'manual',
    headers: {
      'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50',
      cookie: `pf_wxuser=peak${n}x${Date.now().toString(36)}`,
      'x-forwarded-for': ip,
    },
  });
  const location = login.headers.get('location');
  if (login.status !== 302 || !location) throw new Error(`login: HTTP ${login.status}`);
  const token = new URL(location, url).searchParams.get('accesstoken');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const ex = await post(url, '/platform/api/token/exchange', { token, getInfo: true }, { cookie, ip });
  if (ex.body?.code !== 0) throw new Error(`token exchange: ${JSON.stringify(ex.body).slice(0, 120)}`);
  const auth = { token: ex.body.data.token, ip, school };
  const p = await post(url, `${BASE}CMS/acceptPromise`, { planId }, auth);
  if (p.body?.code !== 0) throw new Error(`acceptPromise: ${JSON.stringify(p.body).slice(0, 120)}`);
  return { ...auth, n };
}

async function post(url, path, body, { token, ip, school, cookie, key } = {}) {
  const t0 = performance.now();
  try {
    const r = await fetch(url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        requestId: String(Date.now()),
        ysNetType: '0',
        ...(school ? { tenantId: school.tenantId, orgId: school.orgId } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        'x-forwarded-for': ip ?? nextIp(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const json = await r.json().catch(() => ({}));
    return { status: r.status, body: json, ms: performance.now() - t0 };
  } catch (e) {
    return {
      status: 0,
      body: null,
      ms: performance.now() - t0,
      error: e?.name === 'TimeoutError' ? 'timeout' : 'network',
    };
  }
}

async function pool(items, width, fn) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const kindOf = (r) => {
  if (r.error) return r.error;
  if (r.status >= 500) return `HTTP ${r.status}`;
  if (r.body?.code === 0) return 'ok';
  return `${r.status} ${String(r.body?.msg ?? '').slice(0, 16)}`;
};

/** Samples, every 100 ms, the connections of the bench database waiting on a lock. */
function lockSampler(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  c.on('error', () => undefined); // the database is dropped at the end
  const samples = [];
  let stopped = false;
  let timer;
  return {
    async start() {
      await c.connect();
      const tick = async () => {
        const r = await c
          .query(
            `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting,
               count(*) FILTER (WHERE state <> 'idle')::int AS active
             FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
          .catch(() => null);
        if (r) samples.push(r.rows[0]);
        if (!stopped) timer = setTimeout(tick, 100);
      };
      await tick();
    },
    take() {
      const s = samples.splice(0);
      const avg = (k) => (s.length ? s.reduce((a, x) => a + x[k], 0) / s.length : null);
      return {
        waiting: avg('waiting'),
        maxWaiting: Math.max(0, ...s.map((x) => x.waiting)),
        active: avg('active'),
      };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await c.end().catch(() => undefined);
    },
  };
}

/** One rung: `rate` submissions/s for STEP_S seconds, open loop, reads at the same rate. */
async function rung(url, parents, rate, answersOf, planId, school) {
  const subs = [];
  const reads = [];
  const total = Math.min(parents.length, Math.round(rate * STEP_S));
  const t0 = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
      for (; sent < due; sent++) {
        const p = parents.shift();
        const key = `peak-${p.n}-${Date.now().toString(36)}`;
        const body = { planId, answers: answersOf(p.n) };
        subs.push(post(url, `${BASE}register/registerStudent`, body, { ...p, key }));
        if (Math.random() < DOUBLE_TAP)
          setTimeout(
            () =>
              subs.push(
                post(url, `${BASE}register/registerStudent`, body, { ...p, key }).then((r) => ({
                  ...r,
                  tap2: true,
                })),
              ),
            150,
          );
        const read =
          sent % 2
            ? post(url, `${BASE}plan/findPlanList`, { pageNo: 1, pageSize: 10 }, { school })
            : post(url, `${BASE}plan/getPlanDetail`, { planId }, { school });
        reads.push(read);
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  await new Promise((r) => setTimeout(r, 200)); // the last double taps go out
  const sr = await Promise.all(subs);
  const rr = await Promise.all(reads);
  return { sr, rr, wallS: (performance.now() - t0) / 1000 };
}

/** One ladder on `url` (one server, or the balancer in front of two): a row set per rate. */
async function ladder(label, url, pids, ctx, rows, raw) {
  const { lock, school, planId, answersOf } = ctx;
  const parents = [...ctx.parents];
  // Warm-up of the read path (JIT, pools) on every server before the clock starts.
  await pool(Array.from({ length: 100 * pids.length }), 8, () =>
    post(url, `${BASE}plan/findPlanList`, { pageNo: 1, pageSize: 10 }, { school }),
  );
  raw[label] = { rungs: [] };
  for (const rate of RATES) {
    lock.take();
    const stop = cpuWindow({
      machine: machineCpu,
      server: () => pids.reduce((s, p) => s + (processCpu(p) ?? 0), 0),
      postgres: postgresCpu,
    });
    const { sr, rr, wallS } = await withTimeout(
      rung(url, parents, rate, answersOf, planId, school),
      (STEP_S + 40) * 1000,
      `peak ${label} ${rate}/s`,
    );
    const cpu = stop();
    const locks = lock.take();
    const firsts = sr.filter((r) => !r.tap2);
    const ok = firsts.filter((r) => r.body?.code === 0);
    const lat = ok.map((r) => r.ms).sort((a, b) => a - b);
    const readLat = rr.map((r) => r.ms).sort((a, b) => a - b);
    const kinds = {};
    for (const r of sr) {
      const k = (r.tap2 ? 'double tap: ' : '') + kindOf(r);
      kinds[k] = (kinds[k] ?? 0) + 1;
    }
    const readErrors = rr.filter((r) => r.body?.code !== 0).length;
    const cpuS = (k) => ((cpu[k] ?? 0) / 100) * wallS;
    const perAccepted = (k) => (ok.length ? (cpuS(k) * 1000) / ok.length : null);
    const name = `${label} ${rate}/s`;
    const kindText = Object.entries(kinds)
      .map(([k, v]) => `${k}×${v}`)
      .join(', ');
    rows.push(
      row(
        'peak',
        `${name} accepted/min`,
        (ok.length / wallS) * 60,
        '/min',
        undefined,
        `${ok.length} of ${firsts.length} in ${wallS.toFixed(1)} s; ${kindText}`,
      ),
      row(
        'peak',
        `${name} submit p50 / p95`,
        pct(lat, 0.5),
        'ms',
        undefined,
        `p95 ${pct(lat, 0.95)?.toFixed(0)} ms`,
      ),
      row(
        'peak',
        `${name} submit p99`,
        pct(lat, 0.99),
        'ms',
        rate === 100 ? atMost(1000) : undefined,
        'accepted answers',
      ),
      row(
        'peak',
        `${name} reads p99`,
        pct(readLat, 0.99),
        'ms',
        atMost(200),
        `${rr.length} plan list/detail reads, p50 ${pct(readLat, 0.5)?.toFixed(0)} ms, ${readErrors} not ok`,
      ),
      row(
        'peak',
        `${name} lock waiters (avg)`,
        locks.waiting,
        'conns',
        atMost(2),
        `max ${locks.maxWaiting}, active ${locks.active?.toFixed(1)}`,
      ),
      row(
        'peak',
        `${name} CPU per accepted`,
        (perAccepted('server') ?? 0) + (perAccepted('postgres') ?? 0),
        'ms',
        undefined,
        `server ${perAccepted('server')?.toFixed(2)} ms + postgres ${perAccepted('postgres')?.toFixed(2)} ms; CPU% server ${cpu.server?.toFixed(0)} postgres ${cpu.postgres?.toFixed(0)} machine ${cpu.machine?.toFixed(0)}`,
      ),
    );
    raw[label].rungs.push({
      rate,
      wallS,
      accepted: ok.length,
      kinds,
      lat: [pct(lat, 0.5), pct(lat, 0.95), pct(lat, 0.99)],
      readP99: pct(readLat, 0.99),
      locks,
      cpu,
    });
  }
}

/** Afterwards, by SQL: no oversell, no identity number (or 报名编号) twice, taken equal to the rows. */
async function invariants(label, c, planId, rows) {
  const [f] = (
    await c.query(
      `SELECT p.quota, p.taken, (SELECT count(*)::int FROM registrations r WHERE r.plan_id = p.id) AS n,
         (SELECT count(*)::int FROM (SELECT 1 FROM registrations GROUP BY plan_id, id_number HAVING count(*) > 1) d) AS dup_ids,
         (SELECT count(*)::int FROM (SELECT 1 FROM registrations GROUP BY tenant_id, org_id, reg_no HAVING count(*) > 1) d) AS dup_nos
       FROM plans p WHERE p.id = $1`,
      [planId],
    )
  ).rows;
  rows.push(
    row(
      'peak',
      `${label} oversold places`,
      Math.max(0, f.taken - f.quota),
      'count',
      atMost(0),
      `quota ${f.quota}, taken ${f.taken}`,
    ),
    row(
      'peak',
      `${label} taken − rows`,
      f.taken - f.n,
      'count',
      atMost(0),
      `${f.n} registrations of the plan`,
    ),
    row(
      'peak',
      `${label} identity numbers twice`,
      f.dup_ids,
      'count',
      atMost(0),
      `报名编号 twice: ${f.dup_nos}`,
    ),
  );
}

/**
 * The `peak` section: one database and one crowd; the ladder on one server, then (the plan emptied
 * again) on two servers behind the balancer, on the same cores.
 */
export async function peakRows() {
  const rows = [];
  const raw = {};
  const dbUrl = await freshDatabase();
  const started = [];
  let balancer = null;
  let lock = null;
  const c = new pg.Client({ connectionString: dbUrl });
  c.on('error', () => undefined);
  try {
    started.push(await startReferenceServer({ name: 'peak-0', databaseUrl: dbUrl }));
    const school = started[0].demo?.DEMO?.A;
    if (!school) throw new Error('demo school A not written by the server');
    const planId = `p-${school.tenantId}-open`;
    const major = school.majors[0].id;
    const crowd = RATES.reduce((s, r) => s + Math.round(r * STEP_S), 0);
    const quota = crowd - Math.min(SHORT_BY, Math.floor(crowd * 0.05));
    await c.connect();
    // Setup by SQL in the bench's own database: the plan open all day with places for the crowd
    // but SHORT_BY, and the form's upload made optional (uploads are not what this measures).
    // The demo's own registrations of the plan stay (payments refer to them); the crowd's are '高峰学生'.
    const seeded = (
      await c.query(`SELECT count(*)::int AS n FROM registrations WHERE plan_id = $1`, [planId])
    ).rows[0].n;
    const openPlan = () =>
      c.query(
        `UPDATE plans SET quota = $2, taken = $3, start_at = now() - interval '1 day', end_at = now() + interval '1 day', closed = false WHERE id = $1`,
        [planId, seeded + quota, seeded],
      );
    await openPlan();
    // The published version is frozen by a trigger; the bench's own database lifts it for this setup.
    await c.query(`SET session_replication_role = replica`);
    await c.query(
      `UPDATE form_versions SET fields = (SELECT jsonb_agg(CASE WHEN f->>'type' = 'upload' THEN f || '{"rules":[]}' ELSE f END) FROM jsonb_array_elements(fields) f)
       WHERE template_id = (SELECT template_id FROM plans WHERE id = $1)`,
      [planId],
    );
    await c.query(`SET session_replication_role = DEFAULT`);
    const answersOf = (n) => ({
      name: '高峰学生',
      idNumber: idNumber(n),
      birthday: '2010-01-01',
      sex: '女',
      phone: '13800001111',
      residence: '本市户籍',
      majors: [major],
      assignedMajor: [major],
      attachments: [],
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    const t0 = performance.now();
    const parents = await pool(
      Array.from({ length: crowd }, (_, i) => i + 1),
      32,
      (n) => signIn(started[0].url, school, planId, n),
    );
    const signInS = (performance.now() - t0) / 1000;
    rows.push(
      row(
        'peak',
        'sign-in of the crowd',
        signInS,
        's',
        undefined,
        `${crowd} parents (WeChat sandbox login + token exchange + 诚信承诺), 32 at a time; quota ${quota}`,
      ),
    );
    lock = lockSampler(dbUrl);
    await lock.start();
    const ctx = { lock, school, planId, answersOf, parents };
    await ladder('1 server', started[0].url, [started[0].pid], ctx, rows, raw);
    await invariants('1 server', c, planId, rows);
    // The same crowd again on two servers: the plan emptied, its places back.
    await c.query(`DELETE FROM registrations WHERE plan_id = $1 AND name = '高峰学生'`, [planId]);
    await c.query(`DELETE FROM idempotency_keys`);
    await openPlan();
    await c.query(`VACUUM ANALYZE registrations`);
    started.push(await startReferenceServer({ name: 'peak-1', databaseUrl: dbUrl }));
    balancer = await startBalancer(started.map((s) => s.url));
    await ladder(
      '2 servers',
      balancer.url,
      started.map((s) => s.pid),
      ctx,
      rows,
      raw,
    );
    await invariants('2 servers', c, planId, rows);
  } finally {
    await lock?.stop();
    await c.end().catch(() => undefined);
    await balancer?.close();
    for (const s of started) await s.close();
    await dropDatabase().catch(() => undefined);
  }
  const best = (label) => Math.max(...raw[label].rungs.map((r) => r.accepted / r.wallS));
  rows.push(
    row(
      'peak',
      '2 servers ÷ 1 server (best accepted/s)',
      best('2 servers') / best('1 server'),
      '×',
      atLeast(1),
      `${best('1 server').toFixed(0)} vs ${best('2 servers').toFixed(0)} accepted/s`,
    ),
  );
  return { rows, raw };
}
