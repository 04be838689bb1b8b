import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, entryUrl } from '../../server/src/seed/demo-data';
import { startServer } from '../../server/src/start';
import { dropSchema, PG_URL } from './helpers/db';

// startServer as `npm start` and the e2e harness use it: a fresh data dir, migrate, seed, listen.
describe('startServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-start-'));
  const schema = `t_start_${randomBytes(4).toString('hex')}`;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>招生迎新</title>');
    server = await startServer({
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: dir,
      ...(PG_URL ? { databaseUrl: PG_URL, schema } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (PG_URL) await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds on first run and serves the SPA at the printed entry URL', async () => {
    expect(server.seeded).toBe(true);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(entryUrl(server.url));
    expect(await res.text()).toContain('招生迎新');
  });
  it('serves systemcfg.js with the baseUrl of the request', async () => {
    const res = await fetch(`${server.url}/zhxy/systemcfg.js?n=1`);
    expect(await res.text()).toContain(`"baseUrl":"${server.url}"`);
  });
  it('answers check-in calls on the seeded data', async () => {
    const st = DEMO.B.students[0]!;
    const res = await fetch(`${server.url}/sc-mobile-api/api/mobile/welcome/queryEnroll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: DEMO.B.tenantId, orgId: DEMO.B.orgId },
      body: JSON.stringify({ name: st.name, idNumber: st.idNumber }),
    });
    expect(await res.json()).toMatchObject({ code: 0, data: { studentNo: st.studentNo, reportStatus: 0 } });
  });
});
