// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build script without types
import { buildEarlyStart, EARLY_START_OUT } from '../../scripts/build-early-start.mjs';

describe('public/early-start.js', () => {
  it('is the current build of src/early-start/early-start.ts with the shared host registry', async () => {
    const built: string = await buildEarlyStart();
    expect(built).toContain('mini-program');
    // Stale? run: node scripts/build-early-start.mjs
    expect(readFileSync(EARLY_START_OUT, 'utf8')).toBe(built);
  });
});
