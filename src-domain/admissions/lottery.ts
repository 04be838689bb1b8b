/**
 * 报名后摇号: the verifiable draw (issue 37, brief §9). Commit–reveal: before the draw the school
 * publishes SHA-256(seed), the frozen list of eligible 报名编号 with their priority groups, and
 * DRAW_ALGORITHM; at the draw it reveals the seed, and anyone recomputes the order from it:
 *
 *   key(regNo) = hex(HMAC-SHA256(key = seed as UTF-8, message = regNo as UTF-8))
 *   order within a group = regNos by ascending key (ties, impossible in practice, by regNo)
 *   groups are drawn in the published order; group g admits min(places left, g.places, its size)
 *   the waitlist (候补) = every group's remainder, group after group, each in its draw order
 *
 * The hash functions are passed in (the domain imports none): node:crypto on the server, a pure
 * implementation in the browser page that recomputes the draw.
 */
export const DRAW_ALGORITHM = 'zs-draw-v1';

export interface DrawHashes {
  /** Lower-case hex HMAC-SHA256 of `message` under `key` (both UTF-8). */
  hmacSha256(key: string, message: string): string;
  /** Lower-case hex SHA-256 of `text` (UTF-8). */
  sha256(text: string): string;
}

export interface DrawGroup {
  id: string;
  /** Chinese name as published, e.g. 第一类：户籍+学区. */
  name: string;
  /** Places this group may take at most; absent = as many as are left. */
  places?: number | undefined;
}

export interface DrawEntry {
  regNo: string;
  groupId: string;
}

/** What the school publishes before the draw (the seed stays secret until the draw). */
export interface DrawCommitment {
  algorithm: typeof DRAW_ALGORITHM;
  /** SHA-256 of the seed. */
  seedHash: string;
  places: number;
  groups: readonly DrawGroup[];
  entries: readonly DrawEntry[];
}

export interface DrawnEntry extends DrawEntry {
  key: string;
  /** 1-based place in the published result: the admitted group after group, then the waitlist. */
  rank: number;
  /** 中签, or the 候补 position (1-based) when not. */
  outcome: { admitted: true } | { admitted: false; waitlist: number };
}

export interface DrawResult {
  order: DrawnEntry[];
  admitted: string[];
  waitlist: string[];
}

/** Why a commitment cannot be drawn, or null: each regNo once, known groups, whole places. */
export function commitmentRefusal(c: Omit<DrawCommitment, 'seedHash' | 'algorithm'>): string | null {
  if (!Number.isInteger(c.places) || c.places < 0) return '名额须为非负整数';
  const groupIds = new Set(c.groups.map((g) => g.id));
  if (groupIds.size !== c.groups.length) return '优先类别重复';
  for (const g of c.groups)
    if (g.places !== undefined && (!Number.isInteger(g.places) || g.places < 0))
      return `${g.name}的名额须为非负整数`;
  const seen = new Set<string>();
  for (const e of c.entries) {
    if (seen.has(e.regNo)) return `报名编号 ${e.regNo} 重复`;
    seen.add(e.regNo);
    if (!groupIds.has(e.groupId)) return `报名编号 ${e.regNo} 的优先类别不存在`;
  }
  return null;
}

/** True when `seed` is the one the commitment's hash names. */
export const seedMatches = (h: DrawHashes, seedHash: string, seed: string): boolean =>
  h.sha256(seed) === seedHash.toLowerCase();

/** The draw from the revealed seed: deterministic in (seed, commitment), never random at run time. */
export function draw(
  h: DrawHashes,
  seed: string,
  c: Omit<DrawCommitment, 'seedHash' | 'algorithm'>,
): DrawResult {
  const refusal = commitmentRefusal(c);
  if (refusal) throw new Error(refusal);
  const keyed = c.entries.map((e) => ({ ...e, key: h.hmacSha256(seed, e.regNo) }));
  const byKey = (a: { key: string; regNo: string }, b: { key: string; regNo: string }) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.regNo < b.regNo ? -1 : a.regNo > b.regNo ? 1 : 0;
  let left = c.places;
  const order: DrawnEntry[] = [];
  const admitted: string[] = [];
  const waitlist: string[] = [];
  const losers: (typeof keyed)[number][] = [];
  for (const g of c.groups) {
    const drawn = keyed.filter((e) => e.groupId === g.id).sort(byKey);
    const take = Math.min(left, g.places ?? left, drawn.length);
    left -= take;
    drawn.forEach((e, i) => {
      if (i < take) {
        admitted.push(e.regNo);
        order.push({ ...e, rank: order.length + 1, outcome: { admitted: true } });
      } else losers.push(e);
    });
  }
  // The waitlist keeps the groups' priority: a first-group remainder before any later group.
  for (const e of losers) {
    waitlist.push(e.regNo);
    order.push({ ...e, rank: order.length + 1, outcome: { admitted: false, waitlist: waitlist.length } });
  }
  return { order, admitted, waitlist };
}
