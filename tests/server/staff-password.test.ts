import * as staffOps from '@contract/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import {
  hashPassword,
  legacyScryptHash,
  needsRehash,
  verifyPassword,
} from '../../server/src/modules/staff/password';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { staffLogin } from './helpers/staff';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('staff-password');
});
afterAll(() => t.close());

describe('staff password hashing: argon2id, old scrypt hashes still accepted and upgraded', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('correct horse');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('wrong horse', h)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(needsRehash(h)).toBe(false);
  });

  it('a scrypt hash from before logs in and is replaced by an argon2id hash', async () => {
    const s = await staffLogin(t, 'admissions');
    const [acc] = await rows<{ phone: string }>(
      t.db,
      sql`SELECT phone FROM staff_accounts WHERE id = ${s.id}`,
    );
    const old = await legacyScryptHash('old-password-1');
    expect(needsRehash(old)).toBe(true);
    await t.db.execute(sql`UPDATE staff_accounts SET password_hash = ${old} WHERE id = ${s.id}`);
    const r = await t.app.inject({
      method: 'POST',
      url: staffOps.login.path,
      payload: { orgId: DEMO.A.orgId, phone: acc!.phone, password: 'old-password-1' },
      remoteAddress: '10.88.0.1',
    });
    expect(r.json()).toMatchObject({ code: 0, data: { mustChangePassword: false } });
    const [after] = await rows<{ password_hash: string }>(
      t.db,
      sql`SELECT password_hash FROM staff_accounts WHERE id = ${s.id}`,
    );
    expect(after!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('old-password-1', after!.password_hash)).toBe(true);
  });
});
