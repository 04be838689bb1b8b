import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webCryptoHashes } from '@adapters/crypto/web-crypto-hashes';
import { draw, DRAW_ALGORITHM, type DrawGroup, type DrawHashes } from '@domain/admissions/lottery';
import { verifyDraw, type PublishedDraw } from '@domain/admissions/lottery-verify';

/**
 * Issue 37.2: the public page's recomputation (WebCrypto, asynchronous) finds exactly the order the
 * server's rule (node:crypto) publishes, for any seed, list, groups and places; and says 不一致 for a
 * record that was changed after the draw.
 */
const node: DrawHashes = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest('hex'),
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
};

const input = fc
  .record({
    caps: fc.array(fc.option(fc.nat(5), { nil: undefined }), { minLength: 1, maxLength: 3 }),
    regNos: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 25 }),
    spread: fc.array(fc.nat(2), { minLength: 25, maxLength: 25 }),
    places: fc.nat(20),
    seed: fc.string({ minLength: 1, maxLength: 64 }),
  })
  .map(({ caps, regNos, spread, places, seed }) => {
    const groups: DrawGroup[] = caps.map((places, i) => ({ id: `g${i + 1}`, name: `第${i + 1}类`, places }));
    const entries = regNos.map((regNo, i) => ({ regNo, groupId: groups[spread[i]! % groups.length]!.id }));
    return { groups, entries, places, seed };
  });

/** What the server publishes for a seed (server/src/modules/lottery/service.ts viewOf). */
function published(i: {
  groups: DrawGroup[];
  entries: PublishedDraw['entries'];
  places: number;
  seed: string;
}) {
  const res = draw(node, i.seed, i);
  return {
    algorithm: DRAW_ALGORITHM,
    seedHash: node.sha256(i.seed),
    places: i.places,
    groups: i.groups,
    entries: i.entries,
    seed: i.seed,
    order: res.order.map((e) => ({
      regNo: e.regNo,
      groupId: e.groupId,
      rank: e.rank,
      admitted: e.outcome.admitted,
      waitlist: e.outcome.admitted ? null : e.outcome.waitlist,
    })),
  } satisfies PublishedDraw;
}

describe('the public page recomputes the draw with WebCrypto', () => {
  it('WebCrypto HMAC-SHA256 / SHA-256 equal node:crypto on any UTF-8 text', async () => {
    const h = webCryptoHashes();
    await fc.assert(
      // WebCrypto refuses an empty HMAC key; a seed is never empty (32 random bytes in hex).
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), async (k, m) => {
        expect(await h.hmacSha256(k, m)).toBe(node.hmacSha256(k, m));
        expect(await h.sha256(m)).toBe(node.sha256(m));
      }),
      { numRuns: 200 },
    );
    expect(await h.hmacSha256('种子', '报名编号202700001')).toBe(
      node.hmacSha256('种子', '报名编号202700001'),
    );
  });

  it('finds the published order and the commitment for any draw (验证通过)', async () => {
    const h = webCryptoHashes();
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const v = await verifyDraw(h, published(i));
        expect(v.kind).toBe('checked');
        if (v.kind !== 'checked') return;
        expect(v.seedMatches).toBe(true);
        expect(v.orderMatches).toBe(true);
        expect(v.order.map((e) => e.key)).toEqual(draw(node, i.seed, i).order.map((e) => e.key));
      }),
      { numRuns: 150 },
    );
  });

  it('says where a changed record differs: two entries swapped, another seed, an outcome turned (验证不一致)', async () => {
    const h = webCryptoHashes();
    await fc.assert(
      fc.asyncProperty(
        input.filter((i) => i.entries.length >= 2),
        fc.nat(),
        async (i, at) => {
          const rec = published(i);
          const k = at % (rec.order.length - 1);
          const swapped = [...rec.order];
          [swapped[k], swapped[k + 1]] = [
            { ...swapped[k + 1]!, rank: swapped[k]!.rank },
            { ...swapped[k]!, rank: swapped[k + 1]!.rank },
          ];
          const v = await verifyDraw(h, { ...rec, order: swapped });
          expect(v.kind === 'checked' && !v.orderMatches && v.firstDifference === k + 1).toBe(true);
          const other = await verifyDraw(h, { ...rec, seed: `${rec.seed}x` });
          expect(other.kind === 'checked' && !other.seedMatches).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    const rec = published({
      groups: [{ id: 'g1', name: '全部报名' }],
      entries: [
        { regNo: '202700001', groupId: 'g1' },
        { regNo: '202700002', groupId: 'g1' },
      ],
      places: 1,
      seed: 'seed',
    });
    const turned = rec.order.map((e) => ({ ...e, admitted: true, waitlist: null }));
    const v = await verifyDraw(h, { ...rec, order: turned });
    expect(v.kind === 'checked' && v.orderMatches).toBe(false);
  });

  it('before the draw there is nothing to recompute; another algorithm is named, not guessed', async () => {
    const h = webCryptoHashes();
    const rec = published({ groups: [{ id: 'g1', name: '全部报名' }], entries: [], places: 0, seed: 's' });
    expect(await verifyDraw(h, { ...rec, seed: null, order: null })).toEqual({ kind: 'notDrawn' });
    expect(await verifyDraw(h, { ...rec, algorithm: 'other-v9' })).toEqual({
      kind: 'unknownAlgorithm',
      algorithm: 'other-v9',
    });
  });
});
