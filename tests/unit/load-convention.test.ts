import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: one load convention. A view model keeps where its load stands in `status` (LoadStatus:
 * loading / empty / error / ready) and `error`, rendered by kit/load-state LoadStates — never in
 * its own `loading` / `loaded` / `loadError` / `failedLoad` flags. An action in flight has its own
 * name (`submitting`, `searching`, `busy`, `fetching`).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const OWN_FLAG =
  /^\s+(?:(loading|loaded|isLoading|failedLoad)\s*(?::\s*boolean|=\s*(?:true|false))|(loadError)\s*[:=])/m;

function viewModels(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return viewModels(p);
    return /\.vm\.ts$|paged-list\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('the one load convention', () => {
  const files = viewModels(join(root, 'src-ui'));

  it('finds the view models', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no view model declares its own loading / loaded / loadError flag', () => {
    const offenders = files.flatMap((f) => {
      const m = OWN_FLAG.exec(readFileSync(f, 'utf8'));
      return m ? [`${relative(root, f)}: ${m[1] ?? m[2]}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('the check catches such a flag', () => {
    expect(OWN_FLAG.test('class X {\n  loading = false;\n}')).toBe(true);
    expect(OWN_FLAG.test('class X {\n  loadError: string | null = null;\n}')).toBe(true);
    // Data that happens to be called so is not a flag.
    expect(OWN_FLAG.test('class X {\n  loaded: StudentFields | null = null;\n}')).toBe(false);
    expect(OWN_FLAG.test('class X {\n  status: LoadStatus = "loading";\n  submitting = false;\n}')).toBe(
      false,
    );
  });
});
