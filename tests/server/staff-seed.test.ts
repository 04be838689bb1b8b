import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PHONE } from '../../server/src/modules/staff/accounts';
import { DEMO_SCHOOLS } from '../../server/src/seed/demo-data';
import { startServer } from '../../server/src/start';
import { dropSchema, PG_URL } from './helpers/db';

// `npm start` on a fresh data dir: each demo school's first admin, a random password shown once.
describe('demo staff seeding', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-staff-seed-'));
  const schema = `t_staff_seed_${randomBytes(4).toString('hex')}`;
  const opts = {
    port: 0,
    dataDir: join(dir, 'data'),
    distDir: dir,
    ...(PG_URL ? { databaseUrl: PG_URL, schema } : {}),
  };
  afterAll(async () => {
    if (PG_URL) await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the first start prints one admin per demo school with a random password; it logs in; a restart prints none', async () => {
    const first = await startServer(opts);
    try {
      expect(first.demoStaff.map((s) => s.orgId)).toEqual(DEMO_SCHOOLS.map((s) => s.orgId));
      const [a, b] = first.demoStaff;
      expect(a!.password).not.toBe(b!.password);
      expect(a!.password.length).toBeGreaterThanOrEqual(12);
      const post = (body: object) =>
        fetch(`${first.url}/staff-api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ code: number; data: { mustChangePassword: boolean } | null }>);
      expect(await post({ orgId: a!.orgId, phone: DEMO_ADMIN_PHONE, password: a!.password })).toMatchObject({
        code: 0,
        data: { mustChangePassword: true },
      });
      // No known default: neither the other school's password nor a guess logs in.
      for (const password of [b!.password, 'admin', 'dev-admin-key'])
        expect((await post({ orgId: a!.orgId, phone: DEMO_ADMIN_PHONE, password })).code).not.toBe(0);
    } finally {
      await first.close();
    }
    const again = await startServer(opts);
    try {
      expect(again.demoStaff).toEqual([]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
