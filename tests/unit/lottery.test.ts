import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitmentRefusal,
  draw,
  type DrawEntry,
  type DrawGroup,
  type DrawHashes,
  seedMatches,
} from '@domain/admissions/lottery';

const node: DrawHashes = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest('hex'),
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
};

const ONE: DrawGroup[] = [{ id: 'g1', name: '第一类' }];
const entriesOf = (n: number, groupId = 'g1'): DrawEntry[] =>
  Array.from({ length: n }, (_, i) => ({ regNo: `2026${String(i + 1).padStart(5, '0')}`, groupId }));

/** A draw's input: 1–4 groups (some capped), entries spread over them, some places. */
const drawInput = fc
  .record({
    caps: fc.array(fc.option(fc.nat(6), { nil: undefined }), { minLength: 1, maxLength: 4 }),
    size: fc.nat(40),
    places: fc.nat(30),
    spread: fc.array(fc.nat(3), { minLength: 40, maxLength: 40 }),
    seed: fc.string({ minLength: 1, maxLength: 40 }),
  })
  .map(({ caps, size, places, spread, seed }) => {
    const groups = caps.map((places, i) => ({ id: `g${i}`, name: `第${i + 1}类`, places }));
    const entries = entriesOf(size).map((e, i) => ({
      ...e,
      groupId: groups[spread[i]! % groups.length]!.id,
    }));
    return { seed, commitment: { places, groups, entries } };
  });

describe('报名后摇号: the draw', () => {
  it('is a permutation of the eligible list: every registration once, admitted + waitlist = all', () => {
    fc.assert(
      fc.property(drawInput, ({ seed, commitment }) => {
        const r = draw(node, seed, commitment);
        const all = commitment.entries.map((e) => e.regNo).sort();
        expect(r.order.map((e) => e.regNo).sort()).toEqual(all);
        expect([...r.admitted, ...r.waitlist].sort()).toEqual(all);
        expect(r.order.map((e) => e.rank)).toEqual(r.order.map((_, i) => i + 1));
      }),
    );
  });

  it('is deterministic in the seed and changes with it', () => {
    fc.assert(
      fc.property(drawInput, ({ seed, commitment }) => {
        expect(draw(node, seed, commitment)).toEqual(draw(node, seed, commitment));
      }),
    );
    const c = { places: 3, groups: ONE, entries: entriesOf(20) };
    expect(draw(node, 'seed-a', c).admitted).not.toEqual(draw(node, 'seed-b', c).admitted);
  });

  it('admits no more than the places, nor a group over its cap; a group is exhausted before a later one gets a place left over', () => {
    fc.assert(
      fc.property(drawInput, ({ seed, commitment }) => {
        const r = draw(node, seed, commitment);
        const takeable = commitment.groups.reduce(
          (n, g) =>
            n + Math.min(g.places ?? Infinity, commitment.entries.filter((e) => e.groupId === g.id).length),
          0,
        );
        expect(r.admitted.length).toBe(Math.min(commitment.places, takeable));
        expect(r.admitted.length).toBeLessThanOrEqual(commitment.places);
        for (const g of commitment.groups) {
          const won = r.order.filter((e) => e.groupId === g.id && e.outcome.admitted).length;
          const size = commitment.entries.filter((e) => e.groupId === g.id).length;
          if (g.places !== undefined) expect(won).toBeLessThanOrEqual(g.places);
          // A group short of its cap and of its size means the places ran out at it.
          if (won < Math.min(size, g.places ?? Infinity)) {
            const later = commitment.groups.slice(commitment.groups.indexOf(g) + 1).map((x) => x.id);
            expect(r.order.filter((e) => later.includes(e.groupId) && e.outcome.admitted)).toEqual([]);
          }
        }
      }),
    );
  });

  it('never interleaves priority groups: the admitted and the waitlist each run group after group', () => {
    fc.assert(
      fc.property(drawInput, ({ seed, commitment }) => {
        const r = draw(node, seed, commitment);
        const index = (regNo: string) =>
          commitment.groups.findIndex(
            (g) => g.id === commitment.entries.find((e) => e.regNo === regNo)!.groupId,
          );
        for (const list of [r.admitted, r.waitlist]) {
          const groups = list.map(index);
          expect(groups).toEqual([...groups].sort((a, b) => a - b));
        }
        r.order
          .filter((e) => !e.outcome.admitted)
          .forEach((e, i) => expect(e.outcome).toEqual({ admitted: false, waitlist: i + 1 }));
      }),
    );
  });

  it('orders by the published rule: ascending HMAC-SHA256(seed, 报名编号), recomputable by anyone', () => {
    const c = { places: 2, groups: ONE, entries: entriesOf(6) };
    const r = draw(node, '2026-07-01 公证处 种子', c);
    const expected = c.entries
      .map((e) => ({
        regNo: e.regNo,
        key: createHmac('sha256', '2026-07-01 公证处 种子').update(e.regNo).digest('hex'),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((e) => e.regNo);
    expect(r.order.map((e) => e.regNo)).toEqual(expected);
    expect(r.admitted).toEqual(expected.slice(0, 2));
  });

  it('is uniform over seeds: where one registration lands among four (chi-square, 10,000 draws)', () => {
    const c = { places: 1, groups: ONE, entries: entriesOf(4) };
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) {
      const r = draw(node, `seed-${i}`, c);
      counts[r.order.findIndex((e) => e.regNo === c.entries[0]!.regNo)]! += 1;
    }
    const chi = counts.reduce((s, n) => s + (n - 2500) ** 2 / 2500, 0);
    // 3 degrees of freedom: 16.27 is the 0.1 % critical value.
    expect(chi).toBeLessThan(16.27);
  });

  it('draws 10,000 registrations in two groups', () => {
    const c = {
      places: 829,
      groups: [
        { id: 'g1', name: '第一类：户籍+学区', places: 300 },
        { id: 'g2', name: '第二类' },
      ],
      entries: entriesOf(10_000).map((e, i) => ({ ...e, groupId: i % 5 === 0 ? 'g1' : 'g2' })),
    };
    const r = draw(node, 'seed', c);
    expect(r.admitted).toHaveLength(829);
    expect(r.waitlist).toHaveLength(10_000 - 829);
    expect(r.order.filter((e) => e.groupId === 'g1' && e.outcome.admitted)).toHaveLength(300);
  });

  it('checks the revealed seed against the published hash, and refuses a malformed list', () => {
    const hash = node.sha256('秘密种子');
    expect(seedMatches(node, hash, '秘密种子')).toBe(true);
    expect(seedMatches(node, hash.toUpperCase(), '秘密种子')).toBe(true);
    expect(seedMatches(node, hash, '另一个')).toBe(false);
    const twice = [...entriesOf(2), entriesOf(1)[0]!];
    expect(commitmentRefusal({ places: 1, groups: ONE, entries: twice })).toBe('报名编号 202600001 重复');
    expect(commitmentRefusal({ places: 1, groups: ONE, entries: entriesOf(1, 'g9') })).toBe(
      '报名编号 202600001 的优先类别不存在',
    );
    expect(commitmentRefusal({ places: -1, groups: ONE, entries: [] })).toBe('名额须为非负整数');
    expect(() => draw(node, 's', { places: 1, groups: ONE, entries: twice })).toThrow('重复');
  });
});
