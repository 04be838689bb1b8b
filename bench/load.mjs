// Section 4: autocannon against the reference server (separate process) on loopback.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { atLeast, atMost, row, withTimeout } from './lib/budget.mjs';

const DURATION_S = 5;
const CONNECTIONS = 50;
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = 'zsyx_bench';

/** The calls under load, built from the seeded demo school. */
export function targets(school) {
  const student = school.students[1] ?? school.students[0];
  return [
    { name: 'plan list', path: '/enrollment-manage-api/api/app/enrollment/plan/findPlanList', body: { pageNo: 1, pageSize: 10 }, budget: true },
    { name: 'result query', path: '/enrollment-manage-api/api/app/enrollment/register/queryEnrollResult', body: { name: student.name, idNumber: student.idNumber } },
    { name: 'report-in', path: '/sc-mobile-api/api/mobile/welcome/report', body: { name: student.name, idNumber: student.idNumber } },
  ];
}

const headers = (school) => ({
  'content-type': 'application/json',
  tenantId: school.tenantId,
  orgId: school.orgId,
  requestId: String(Date.now()),
  ysNetType: '0',
});

/** CPU seconds used so far by a process (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return null;
  }
}

const cannon = (opts) =>
  withTimeout(
    new Promise((resolve, reject) => {
      autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    }),
    (opts.duration + 30) * 1000,
    'autocannon',
  );

/** Load rows for one running server. @param {{url: string, pid?: number, school: object, db: string}} s */
export async function loadRows({ url, pid, school, db }) {
  const rows = [];
  const raw = {};
  for (const t of targets(school)) {
    const opts = { url: url + t.path, method: 'POST', headers: headers(school), body: JSON.stringify(t.body) };
    const probe = await fetch(opts.url, { method: 'POST', headers: opts.headers, body: opts.body, signal: AbortSignal.timeout(10_000) });
    const envelope = await probe.json().catch(() => ({}));
    const probeText = `probe: HTTP ${probe.status} code ${envelope.code}${envelope.msg ? ` ${String(envelope.msg).slice(0, 30)}` : ''}`;
    await cannon({ ...opts, connections: 10, duration: 1 }); // warm-up (JIT, pool, caches)
    const cpu0 = pid ? cpuSeconds(pid) : null;
    const self0 = process.cpuUsage();
    const r = await cannon({ ...opts, connections: CONNECTIONS, duration: DURATION_S });
    const serverCpu = pid && cpu0 != null ? ((cpuSeconds(pid) - cpu0) / DURATION_S) * 100 : null;
    const self = process.cpuUsage(self0);
    const selfCpu = ((self.user + self.system) / 1e6 / DURATION_S) * 100;
    raw[t.name] = { probe: { status: probe.status, code: envelope.code, msg: envelope.msg }, requests: r.requests, latency: r.latency, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, statusCodeStats: r.statusCodeStats, serverCpu, selfCpu };
    const codes = Object.entries(r.statusCodeStats ?? {}).map(([c, v]) => `${c}×${v.count}`).join(' ');
    const note = `${probeText}; statuses ${codes}; errors ${r.errors} timeouts ${r.timeouts}; CPU server ${serverCpu?.toFixed(0) ?? '?'}% autocannon ${selfCpu.toFixed(0)}%`;
    const pgBudget = t.budget && db === 'postgres';
    rows.push(row('server', `${db} ${t.name} req/s`, r.requests.average, 'req/s', pgBudget ? atLeast(3000) : undefined, note));
    rows.push(row('server', `${db} ${t.name} p50`, r.latency.p50, 'ms'));
    rows.push(row('server', `${db} ${t.name} p99`, r.latency.p99, 'ms', pgBudget ? atMost(50) : undefined));
    rows.push(row('server', `${db} ${t.name} non-2xx + errors`, r.non2xx + r.errors, 'count', undefined, `of ${r.requests.total}`));
  }
  return { rows, raw };
}

/** A fresh database of the bench's own on the local PostgreSQL; null when none is reachable. */
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
