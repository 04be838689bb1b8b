import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMark,
  checkPassOffline,
  type DayListPayload,
  type DeskMark,
  type DeskQueue,
  emptyQueue,
  mergeResults,
  nextBatch,
  parseQueue,
  serializeQueue,
  sha256Hex,
  type SignedDayList,
  type SyncResult,
  toBase64Url,
  verifyDayList,
} from '@domain/checkin-desk';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const k = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle.exportKey('raw', k.publicKey));
  return { privateKey: k.privateKey, publicKey: { kid: 'k1', key: toBase64Url(raw) } };
}

async function signList(privateKey: CryptoKey, payload: DayListPayload): Promise<SignedDayList> {
  const text = JSON.stringify(payload);
  const sig = new Uint8Array(
    await subtle.sign({ name: 'Ed25519' }, privateKey, new TextEncoder().encode(text)),
  );
  return { payload: text, kid: 'k1', sig: toBase64Url(sig) };
}

const b64json = (o: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(o)));
const passOf = (body: Record<string, unknown>) => `${b64json({ p: 'pass', ...body })}.macmacmac`;

const NOW = Date.parse('2026-08-30T02:00:00Z');
async function payload(): Promise<DayListPayload> {
  return {
    v: 1,
    tenantId: '1001',
    orgId: '100101',
    issuedAt: NOW - 3_600_000,
    validUntil: NOW + 86_400_000,
    steps: [{ key: 'arrive', name: '报到' }],
    students: [
      {
        w: 'w-1',
        name: '李明轩',
        studentNo: '1',
        className: '计算机2601班',
        major: '计算机应用',
        idMasked: '110101********2317',
        passDigest: await sha256Hex('code-1'),
        method: 'photo',
        marks: { fee: { by: '王老师', at: NOW - 1000 } },
      },
    ],
  };
}

describe('the signed day list (Ed25519, public key only on the device)', () => {
  it('verifies with the public key and refuses a changed payload, another key or a wrong kid', async () => {
    const { privateKey, publicKey } = await keyPair();
    const list = await signList(privateKey, await payload());
    expect((await verifyDayList(list, publicKey))?.students[0]?.name).toBe('李明轩');
    const tampered = { ...list, payload: list.payload.replace('李明轩', '张三丰') };
    expect(await verifyDayList(tampered, publicKey)).toBeNull();
    const other = await keyPair();
    expect(await verifyDayList(list, other.publicKey)).toBeNull();
    expect(await verifyDayList({ ...list, kid: 'k0' }, publicKey)).toBeNull();
    expect(await verifyDayList({ ...list, sig: 'AAAA' }, publicKey)).toBeNull();
  });

  it('checks a pass offline: its code must hash to the listed digest', async () => {
    const list = await payload();
    const good = passOf({ w: 'w-1', t: '1001', exp: NOW + 1000, c: 'code-1' });
    expect(await checkPassOffline(list, good, NOW)).toMatchObject({ ok: true, student: { w: 'w-1' } });
    const forged = passOf({ w: 'w-1', t: '1001', exp: NOW + 1000, c: 'guess' });
    expect(await checkPassOffline(list, forged, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(
      await checkPassOffline(list, passOf({ w: 'w-1', t: '1002', exp: NOW + 1, c: 'code-1' }), NOW),
    ).toEqual({
      ok: false,
      reason: 'other-school',
    });
    expect(
      await checkPassOffline(list, passOf({ w: 'w-1', t: '1001', exp: NOW - 1, c: 'code-1' }), NOW),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      await checkPassOffline(list, passOf({ w: 'w-9', t: '1001', exp: NOW + 1, c: 'code-1' }), NOW),
    ).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await checkPassOffline(list, 'not a pass', NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(await checkPassOffline(list, good, list.validUntil + 1)).toEqual({
      ok: false,
      reason: 'list-expired',
    });
  });
});

const mark = (nonce: string, welcomeId: string, step = 'arrive'): DeskMark => ({
  nonce,
  welcomeId,
  step,
  at: NOW,
  idCardChecked: false,
});

describe('the offline queue', () => {
  it('a step known done (from the list or this device) is refused with who and when', async () => {
    let q = emptyQueue(await payload());
    const fee = addMark(q, mark('n0', 'w-1', 'fee'), '我');
    expect(fee).toMatchObject({ added: false, done: { by: '王老师' } });
    const r = addMark(q, mark('n1', 'w-1'), '张老师');
    expect(r.added).toBe(true);
    q = r.queue;
    expect(addMark(q, mark('n2', 'w-1'), '张老师')).toMatchObject({ added: false, done: { by: '张老师' } });
    expect(nextBatch(q).map((m) => m.nonce)).toEqual(['n1']);
  });

  it('merge: answered marks leave, a conflict shows the first desk, unanswered stay', () => {
    let q = emptyQueue();
    for (const m of [mark('a', 'w-1'), mark('b', 'w-2'), mark('c', 'w-3')]) q = addMark(q, m, '我').queue;
    q = mergeResults(q, [
      { nonce: 'a', result: 'marked' },
      { nonce: 'b', result: 'conflict', by: '李老师', at: NOW - 5 },
    ]);
    expect(q.pending.map((m) => m.nonce)).toEqual(['c']);
    expect(q.conflicts).toEqual([{ mark: mark('b', 'w-2'), by: '李老师', at: NOW - 5 }]);
    expect(q.done['w-2/arrive']).toEqual({ by: '李老师', at: NOW - 5 });
  });
});

/** The server's rule: one row per (student, step), one per nonce; a resent nonce is a duplicate. */
function fakeServer() {
  const rows = new Map<string, { nonce: string; by: string }>();
  const nonces = new Set<string>();
  return {
    rows,
    sync(device: string, batch: DeskMark[]): SyncResult[] {
      return batch.map((m) => {
        const key = `${m.welcomeId}/${m.step}`;
        const row = rows.get(key);
        if (!row && !nonces.has(m.nonce)) {
          rows.set(key, { nonce: m.nonce, by: device });
          nonces.add(m.nonce);
          return { nonce: m.nonce, result: 'marked' };
        }
        if (row?.nonce === m.nonce) return { nonce: m.nonce, result: 'duplicate' };
        return { nonce: m.nonce, result: 'conflict', by: row?.by ?? '?', at: NOW };
      });
    },
  };
}

describe('sync property: over a flaky network no mark is lost or doubled, conflicts are reported', () => {
  it('holds for any marks from several devices and any lost requests or answers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 2 }),
            fc.integer({ min: 0, max: 7 }),
            fc.constantFrom('arrive', 'fee'),
          ),
          {
            maxLength: 40,
          },
        ),
        fc.array(fc.constantFrom('ok', 'lost-request', 'lost-answer', 'partial'), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 5 }),
        (scans, network, batchSize) => {
          const server = fakeServer();
          const devices: DeskQueue[] = [emptyQueue(), emptyQueue(), emptyQueue()];
          const queued: { device: number; mark: DeskMark }[] = [];
          scans.forEach(([d, w, step], i) => {
            const m = mark(`n${i}`, `w-${w}`, step);
            const r = addMark(devices[d]!, m, `desk${d}`);
            devices[d] = r.queue;
            if (r.added) queued.push({ device: d, mark: m });
          });
          // Flaky rounds, then the network comes back for good.
          const rounds = [...network, ...Array<string>(60).fill('ok')];
          for (const net of rounds)
            for (let d = 0; d < 3; d++) {
              const batch = nextBatch(devices[d]!, batchSize);
              if (!batch.length || net === 'lost-request') continue;
              const answers = server.sync(`desk${d}`, batch);
              if (net === 'lost-answer') continue;
              devices[d] = mergeResults(devices[d]!, net === 'partial' ? answers.slice(0, 1) : answers);
            }
          for (const q of devices) expect(q.pending).toEqual([]);
          // Every queued mark is either the server's row (its nonce) or reported as a conflict.
          for (const { device, mark: m } of queued) {
            const row = server.rows.get(`${m.welcomeId}/${m.step}`);
            expect(row).toBeDefined();
            const conflicted = devices[device]!.conflicts.some((c) => c.mark.nonce === m.nonce);
            expect(row!.nonce === m.nonce).toBe(!conflicted);
          }
          // Nothing doubled: one row per (student, step) that any device marked.
          const keys = new Set(queued.map((q) => `${q.mark.welcomeId}/${q.mark.step}`));
          expect(server.rows.size).toBe(keys.size);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the queue in the device’s storage', () => {
  it('round-trips, and keeps well-formed pending marks from a damaged copy', async () => {
    let q = emptyQueue(await payload());
    q = addMark(q, mark('p1', 'w-1'), '张老师').queue;
    expect(parseQueue(serializeQueue(q))).toEqual(q);
    const damaged = JSON.stringify({ pending: [mark('p2', 'w-2'), { nonce: 3 }], done: 'x', conflicts: 7 });
    const back = parseQueue(damaged);
    expect(back.pending).toEqual([mark('p2', 'w-2')]);
    expect(back.done['w-2/arrive']).toBeDefined();
    expect(parseQueue('not json')).toEqual({ pending: [], done: {}, conflicts: [] });
    expect(parseQueue(null)).toEqual({ pending: [], done: {}, conflicts: [] });
  });
});
