import * as M from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { checkFileLink, fileLink } from '../../server/src/files/links';
import { signToken, verifyToken } from '../../server/src/http/crypto';
import { loadSigningKeys, parseSigningKeys, rotated, type SigningKeys } from '../../server/src/http/keys';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { staffLogin } from './helpers/staff';

// issue 17 item 5: the HMAC secret lived in the database (a leak forged every pass and link) and
// could not rotate. Keys now come from a file or the environment, by key id.
const K1: SigningKeys = { current: 'k1', keys: { k1: 'a'.repeat(40) } };
const NOW = Date.parse('2026-08-30T02:00:00Z');

describe('key rotation', () => {
  it('a rotated key set still verifies old passes and signs new ones with the new kid', () => {
    const old = signToken(K1, 'pass', { w: 'w1', exp: NOW + 60_000 });
    const K2 = rotated(K1, 'k2');
    expect(verifyToken(K2, 'pass', old, NOW)).toMatchObject({ w: 'w1', k: 'k1' });
    const fresh = signToken(K2, 'pass', { w: 'w2', exp: NOW + 60_000 });
    expect(verifyToken(K2, 'pass', fresh, NOW)).toMatchObject({ w: 'w2', k: 'k2' });
    // A process still on the old set cannot verify the new key's tokens; retiring k1 ends old ones.
    expect(verifyToken(K1, 'pass', fresh, NOW)).toBeNull();
    const retired = { current: 'k2', keys: { k2: K2.keys.k2! } };
    expect(verifyToken(retired, 'pass', old, NOW)).toBeNull();
  });

  it('file links name their key and survive a rotation', () => {
    const link = fileLink(K1, 'f_1', new Date(NOW));
    const q = new URL(link, 'http://x').searchParams;
    expect(q.get('sig')).toMatch(/^k1\./);
    const K2 = rotated(K1, 'k2');
    expect(checkFileLink(K2, 'f_1', q.get('exp')!, q.get('sig')!, new Date(NOW))).toBe(true);
    expect(checkFileLink(K2, 'f_2', q.get('exp')!, q.get('sig')!, new Date(NOW))).toBe(false);
    expect(new URL(fileLink(K2, 'f_1', new Date(NOW)), 'http://x').searchParams.get('sig')).toMatch(/^k2\./);
  });

  it('a forged kid or payload is refused', () => {
    const tok = signToken(K1, 'pass', { w: 'w1', exp: NOW + 60_000 });
    const [payload, sig] = tok.split('.');
    const body = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...body, k: 'nope' })).toString('base64url');
    expect(verifyToken(K1, 'pass', `${forged}.${sig}`, NOW)).toBeNull();
  });
});

describe('parseSigningKeys', () => {
  it('reads kid:key lists (first signs) and JSON files', () => {
    expect(parseSigningKeys(`new:${'b'.repeat(32)}, old:${'c'.repeat(32)}`)).toEqual({
      current: 'new',
      keys: { new: 'b'.repeat(32), old: 'c'.repeat(32) },
    });
    expect(parseSigningKeys(JSON.stringify(K1))).toEqual(K1);
  });
  it.each([`k1:short`, `bad kid:${'x'.repeat(40)}`, '{"current":"x","keys":{}}', ''])('refuses %j', (v) => {
    expect(() => parseSigningKeys(v)).toThrow();
  });
});

describe('loadSigningKeys', () => {
  it('the demo generates one key file (mode 0600) and keeps it across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zhxy-keys-'));
    const first = loadSigningKeys({}, dir);
    expect(first.generated).toBe(true);
    expect(first.source).toBe(join(dir, 'signing-keys.json'));
    expect(statSync(first.source).mode & 0o777).toBe(0o600);
    const again = loadSigningKeys({}, dir);
    expect(again.generated).toBe(false);
    expect(again.keys).toEqual(first.keys);
  });
  it('SIGNING_KEYS_FILE wins over SIGNING_KEYS, which wins over the demo file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zhxy-keys-'));
    const file = join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify(K1));
    const env = { SIGNING_KEYS: `e1:${'e'.repeat(32)}` };
    expect(loadSigningKeys({ ...env, SIGNING_KEYS_FILE: file }, dir).keys).toEqual(K1);
    expect(loadSigningKeys(env, dir).keys.current).toBe('e1');
    expect(() => readFileSync(join(dir, 'signing-keys.json'))).toThrow();
  });
});

describe('the server on rotated keys', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('hardening-keys', { secret: K1 });
  });
  afterAll(() => t.close());

  it('no secret is kept in the database', async () => {
    const r = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'secrets'`,
    );
    expect(r[0]!.n).toBe(0);
  });

  it('a pass issued before the rotation checks the student in after it; new passes carry the new kid', async () => {
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[3]!.welcomeId });
    const before = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.passToken;
    t.app.deps.config.secret = rotated(K1, 'k2');
    const after = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data.passToken;
    expect(JSON.parse(Buffer.from(after.split('.')[0]!, 'base64url').toString())).toMatchObject({ k: 'k2' });
    const gate = await t.app.inject({
      method: 'POST',
      url: M.checkinByPass.path,
      headers: (await staffLogin(t, 'checkin')).headers,
      payload: { passToken: before },
    });
    expect(gate.json()).toMatchObject({ code: 0, data: { welcomeId: DEMO.A.students[3]!.welcomeId } });
  });
});
