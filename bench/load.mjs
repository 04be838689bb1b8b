// Section 4: autocannon against the reference server (separate process) on loopback.
import autocannon from 'autocannon';
import pg from 'pg';
import { atLeast, atMost, row, withTimeout } from './lib/budget.mjs';
import { commCpu, cpuWindow, machineCpu, processCpu } from './lib/cpu.mjs';

const DURATION_S = 5;
const CONNECTIONS = 50;
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = 'zsyx_bench';

/**
 * The calls under load, built from the seeded demo school. `manyClients`: the call is rate-limited
 * per client IP, so each request comes from another X-Forwarded-For address (the server runs with
 * TRUST_PROXY=1, as behind a load balancer): a season peak is many parents, not one.
 */
export function targets(school) {
  const student = school.students?.[1] ??
    school.students?.[0] ?? { name: '王雨涵', idNumber: '110105200807221824' };
  return [
    {
      name: 'plan list',
      path: '/enrollment-manage-api/api/app/enrollment/plan/findPlanList',
      body: { pageNo: 1, pageSize: 10 },
      budget: true,
    },
    {
      name: 'result query',
      path: '/enrollment-manage-api/api/app/enrollment/register/queryEnrollResult',
      body: { name: student.name, idNumber: student.idNumber },
      manyClients: true,
      budget: true,
    },
    {
      name: 'report-in',
      path: '/sc-mobile-api/api/mobile/welcome/report',
      body: { name: student.name, idNumber: student.idNumber },
      manyClients: true,
    },
  ];
}

const headers = (school) => ({
  'content-type': 'application/json',
  tenantId: school.tenantId,
  orgId: school.orgId,
  requestId: String(Date.now()),
  ysNetType: '0',
});

let ipSeq = 0;
const nextIp = () => {
  ipSeq = (ipSeq + 1) % 16_000_000;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

const cannon = (opts) =>
  withTimeout(
    new Promise((resolve, reject) => {
      autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    }),
    (opts.duration + 30) * 1000,
    'autocannon',
  );

const post = (url, hdrs, body) =>
  fetch(url, { method: 'POST', headers: hdrs, body, signal: AbortSignal.timeout(10_000) }).then(
    async (r) => ({
      status: r.status,
      body: await r.json().catch(() => ({})),
    }),
  );

/** How many calls one client gets before HTTP 429 (bounded to 100 sequential calls). */
async function rateLimitProbe(url, hdrs, body) {
  const one = { ...hdrs, 'x-forwarded-for': '192.0.2.77' };
  for (let i = 1; i <= 100; i++) {
    const r = await post(url, one, body);
    if (r.status === 429) return `one client: 429 on call ${i}`;
  }
  return 'one client: no 429 in 100 calls';
}

/** Load rows for one running server. @param {{url: string, pid?: number, school: object, db: string}} s */
export async function loadRows({ url, pid, school, db, names, onWindow }) {
  const rows = [];
  const raw = {};
  for (const t of targets(school).filter((x) => !names || names.includes(x.name))) {
    const hdrs = headers(school);
    const body = JSON.stringify(t.body);
    const probe = await post(url + t.path, { ...hdrs, 'x-forwarded-for': nextIp() }, body);
    const probeText = `probe: HTTP ${probe.status} code ${probe.body.code}${probe.body.msg ? ` ${String(probe.body.msg).slice(0, 20)}` : ''}`;
    const limitText = t.manyClients
      ? `; ${await rateLimitProbe(url + t.path, hdrs, body)}; load from many client IPs`
      : '';
    const request = {
      method: 'POST',
      path: t.path,
      headers: hdrs,
      body,
      ...(t.manyClients
        ? { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }) }
        : {}),
    };
    const opts = { url, requests: [request] };
    await cannon({ ...opts, connections: 10, duration: 1 }); // warm-up (JIT, pool, caches)
    const stop = cpuWindow({
      machine: machineCpu,
      server: () => (pid ? processCpu(pid) : null),
      postgres: () => (db === 'postgres' ? commCpu('postgres') : 0),
      autocannon: () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1e6;
      },
    });
    await onWindow?.start(t.name);
    const r = await cannon({ ...opts, connections: CONNECTIONS, duration: DURATION_S });
    const cpu = stop();
    await onWindow?.stop(t.name);
    const others = cpu.machine - (cpu.server ?? 0) - cpu.postgres - cpu.autocannon;
    raw[t.name] = {
      probe,
      requests: r.requests,
      latency: r.latency,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statusCodeStats: r.statusCodeStats,
      cpu,
    };
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([c, v]) => `${c}×${v.count}`)
      .join(' ');
    const pct = (v) => (v == null ? '?' : v.toFixed(0));
    const cpuText = `CPU% (200 = both cores) server ${pct(cpu.server)}${db === 'postgres' ? ` postgres ${pct(cpu.postgres)}` : ''} autocannon ${pct(cpu.autocannon)} other processes ${pct(others)}`;
    const note = `${probeText}${limitText}; statuses ${codes}; ${cpuText}`;
    const pgBudget = t.budget && db === 'postgres';
    rows.push(
      row(
        'server',
        `${db} ${t.name} req/s`,
        r.requests.average,
        'req/s',
        pgBudget ? atLeast(3000) : undefined,
        note,
      ),
    );
    // Throughput per CPU-second the server process actually got: less sensitive to a busy machine.
    const perCore = cpu.server ? r.requests.average / (cpu.server / 100) : null;
    rows.push(row('server', `${db} ${t.name} req per server CPU-s`, perCore, 'req/s'));
    rows.push(row('server', `${db} ${t.name} p50`, r.latency.p50, 'ms'));
    rows.push(row('server', `${db} ${t.name} p99`, r.latency.p99, 'ms', pgBudget ? atMost(50) : undefined));
    rows.push(
      row(
        'server',
        `${db} ${t.name} non-2xx + errors`,
        r.non2xx + r.errors + r.timeouts,
        'count',
        undefined,
        `of ${r.requests.total} (errors ${r.errors}, timeouts ${r.timeouts})`,
      ),
    );
  }
  return { rows, raw };
}

/** A fresh database of the bench's own on the local PostgreSQL. */
export async function freshPgDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_BENCH_DB}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${PG_BENCH_DB}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB} WITH (FORCE)`).finally(() => c.end());
    },
  };
}
