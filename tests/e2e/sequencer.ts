import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files longest first (tests/e2e/durations.json, seconds measured in a whole run; refresh it
 * with scripts/e2e-durations.mjs), so the workers finish together. Vitest's own order needs its
 * cache of earlier runs; on a clean clone it runs the largest files first, and the 50-line staff-floor
 * (about a minute) then ran alone at the end. A file missing from the table counts as a minute (new
 * files are often long flows), ties keep the path order.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const table = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<
      string,
      number
    >;
    const root = this.ctx.config.root;
    const seconds = (f: TestSpecification) => table[relative(root, f.moduleId)] ?? 60;
    return [...files].sort(
      (a, b) => seconds(b) - seconds(a) || (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0),
    );
  }
}
