import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { dropSchema, PG_URL } from './helpers/db';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const schema = `t_twoproc_${randomBytes(4).toString('hex')}`;
const procs: ChildProcess[] = [];

/** Starts `server/src/main.ts` as its own process on a free port and waits for its `Open:` line. */
function startProcess(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      DATA_DIR: `/tmp/${schema}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Open: (http:\/\/[^/]+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; data: Record<string, never> }>;
};

// Needs PostgreSQL (PG_TEST_URL or DATABASE_URL): PGlite is one process by design.
describe.skipIf(!PG_URL)('two server processes on one PostgreSQL', () => {
  let one: string;
  let two: string;
  beforeAll(async () => {
    // Started together: migrations and the first-run seed run once under advisory locks.
    [one, two] = await Promise.all([startProcess(), startProcess()]);
  }, 120_000);
  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropSchema(schema);
  });

  it('a session made by one process works on the other', async () => {
    const st = DEMO.A.students[0]!;
    const rep = await post(
      one,
      '/sc-mobile-api/api/mobile/welcome/report',
      { name: st.name, idNumber: st.idNumber },
      { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId },
    );
    expect(rep.code).toBe(0);
    const token = rep.data.token as string;
    const detail = await post(
      two,
      '/welcome-manage-api/api/mobile/welcome/student/manage/getDetail',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(detail.data.name).toBe(st.name);
  });
  it('a one-time login accesstoken minted by one process is exchanged once, on the other', async () => {
    const q = new URLSearchParams({ tenantId: DEMO.A.tenantId, wxuser: `twoproc-${schema}` });
    const login = await fetch(`${one}/platform/login?${q}`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' },
    });
    const accesstoken = new URL(login.headers.get('location')!, one).searchParams.get('accesstoken')!;
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const first = await post(two, '/platform/api/token/exchange', { token: accesstoken }, { cookie });
    const second = await post(one, '/platform/api/token/exchange', { token: accesstoken }, { cookie });
    expect([first.code, second.code]).toEqual([0, 401]);
  });
});
