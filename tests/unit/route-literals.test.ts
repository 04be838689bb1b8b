import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';
import { links, PATHS, ROUTES } from '@domain/shell/routes';

/** Issue 12: route paths are written once, in the route registry; a literal anywhere else fails. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const REGISTRY = 'src-domain/shell/routes.ts';
const LAYERS = ['src', 'src-ui', 'src-domain', 'src-adapters'];

function sources(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(`${root}${rel}`).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : []; // tests may assert URLs
  });
}

const HOME = '/orientation/homepage/index';
const LONG = { timeout: 60_000 }; // the first lint loads typescript-eslint

describe('route literals', () => {
  test('no source file but the registry writes a route path', () => {
    const offenders = LAYERS.flatMap(sources)
      .filter((f) => f !== REGISTRY)
      .filter((f) => /['"`]#?\/orientation\/|\\\/orientation\\\//.test(readFileSync(`${root}${f}`, 'utf8')));
    expect(offenders).toEqual([]);
  });

  describe('lint rule', () => {
    let eslint: ESLint;
    beforeAll(() => {
      eslint = new ESLint({ cwd: root });
    });
    const lint = async (fixture: string, asFile: string) => {
      const text = readFileSync(`${root}tests/lint-fixtures/${fixture}.ts`, 'utf8');
      const [r] = await eslint.lintText(text, { filePath: `${root}${asFile}` });
      return r!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    };

    test.each(['src-ui/screens/x.ts', 'src/x.ts', 'src-adapters/x.ts', 'src-domain/rules/x.ts'])(
      'refuses a string, a template and a regular-expression route literal in %s',
      LONG,
      async (asFile) => {
        const found = await lint('route-literal', asFile);
        expect(found.map((m) => m.line)).toEqual([1, 2, 3]);
        expect(found[0]!.message).toMatch(/use PATHS or links/);
      },
    );

    test('the links.ts re-export is not exempt: only the registry may write a path', LONG, async () => {
      const found = await lint('route-literal', 'src-domain/shell/links.ts');
      expect(found.map((m) => m.line)).toEqual([1, 2, 3]);
    });

    test('accepts PATHS and links, and the registry itself', LONG, async () => {
      expect(await lint('route-link', 'src-ui/screens/x.ts')).toEqual([]);
      expect(await lint('route-literal', REGISTRY)).toEqual([]);
    });
  });
});

describe('link builders', () => {
  test('every named path is a registered route', () => {
    const registered = new Set(ROUTES.map((r) => r.path));
    expect(Object.values(PATHS).filter((p) => !registered.has(p))).toEqual([]);
  });

  test('encode their parameters and leave out missing ones', () => {
    expect(links.registration({ planId: 'a b&c' })).toBe('/orientation/enrollment/details?planId=a%20b%26c');
    expect(links.registration({ planId: 'p', registrationId: 'r' })).toBe(
      '/orientation/enrollment/details?planId=p&registrationId=r',
    );
    expect(links.activitySign({ activityId: '7' })).toBe('/orientation/enrollment/ActivitySign?activityId=7');
  });

  test('every route has one, built from its row: a path, plus only the query the row declares', () => {
    for (const r of ROUTES) {
      const build = (links as unknown as Record<string, (p?: Record<string, string>) => string>)[r.id]!;
      const params = Object.fromEntries(Object.keys(r.query ?? {}).map((n) => [n, 'v']));
      const expected = Object.keys(params).length
        ? `${r.path}?${Object.keys(params)
            .map((n) => `${n}=v`)
            .join('&')}`
        : r.path;
      expect(build({ ...params, stray: 'x' })).toBe(expected);
    }
    expect(links.home()).toBe(PATHS.home);
  });

  test('are typed: a required parameter cannot be left out, an unknown one is refused', () => {
    // The expect-error lines fail `npm run typecheck` if the builders lose their types.
    // @ts-expect-error planId is required
    expect(links.registration({ registrationId: 'r' })).toBe(
      '/orientation/enrollment/details?registrationId=r',
    );
    // @ts-expect-error home takes no parameters
    expect(links.home({ planId: 'p' })).toBe(PATHS.home);
    const home: '/orientation/homepage/index' = PATHS.home;
    expect(home).toBe(HOME);
  });
});
