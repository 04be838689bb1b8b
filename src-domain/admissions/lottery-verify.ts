import { draw, DRAW_ALGORITHM, type DrawGroup, type DrawHashes, type DrawnEntry } from './lottery';

/**
 * Anyone's recomputation of a published draw (issue 37, brief §9): the page holds only the public
 * record and an asynchronous HMAC-SHA256 / SHA-256 (WebCrypto). The keys are computed first, then the
 * domain's own `draw` runs on them — the same rule as the server's, not a second copy of it.
 */
export interface AsyncDrawHashes {
  hmacSha256(key: string, message: string): Promise<string>;
  sha256(text: string): Promise<string>;
}

export interface PublishedDraw {
  algorithm: string;
  seedHash: string;
  places: number;
  groups: readonly DrawGroup[];
  entries: readonly { regNo: string; groupId: string }[];
  seed: string | null;
  order:
    | readonly { regNo: string; groupId: string; rank: number; admitted: boolean; waitlist: number | null }[]
    | null;
}

export type DrawVerdict =
  | { kind: 'notDrawn' }
  | { kind: 'unknownAlgorithm'; algorithm: string }
  | {
      kind: 'checked';
      seedMatches: boolean;
      orderMatches: boolean;
      order: DrawnEntry[];
      firstDifference: number | null;
    };

const sameEntry = (
  a: DrawnEntry,
  b: { regNo: string; groupId: string; rank: number; admitted: boolean; waitlist: number | null },
) =>
  a.regNo === b.regNo &&
  a.groupId === b.groupId &&
  a.rank === b.rank &&
  a.outcome.admitted === b.admitted &&
  (a.outcome.admitted ? null : a.outcome.waitlist) === (b.admitted ? null : b.waitlist);

/** Verifies a record: SHA-256(seed) is the commitment, and the order recomputed is the one published. */
export async function verifyDraw(h: AsyncDrawHashes, rec: PublishedDraw): Promise<DrawVerdict> {
  if (rec.seed === null || rec.order === null) return { kind: 'notDrawn' };
  if (rec.algorithm !== DRAW_ALGORITHM) return { kind: 'unknownAlgorithm', algorithm: rec.algorithm };
  const seed = rec.seed;
  const [seedHash, keys] = await Promise.all([
    h.sha256(seed),
    Promise.all(rec.entries.map(async (e) => [e.regNo, await h.hmacSha256(seed, e.regNo)] as const)),
  ]);
  const keyOf = new Map(keys);
  const sync: DrawHashes = {
    hmacSha256: (_key, regNo) => keyOf.get(regNo) ?? '',
    sha256: () => seedHash,
  };
  const order = draw(sync, seed, rec).order;
  const published = rec.order;
  let firstDifference: number | null = null;
  const n = Math.max(order.length, published.length);
  for (let i = 0; i < n && firstDifference === null; i++) {
    const a = order[i];
    const b = published[i];
    if (!a || !b || !sameEntry(a, b)) firstDifference = i + 1;
  }
  return {
    kind: 'checked',
    seedMatches: seedHash === rec.seedHash.toLowerCase(),
    orderMatches: firstDifference === null,
    order,
    firstDifference,
  };
}
