import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';
import { links, PATHS } from '@domain/shell/links';
import { ROUTES } from '@domain/shell/routes';

/** Issue 12: route paths are written once, in the route registry; a literal anywhere else fails. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const REGISTRY = 'src-domain/shell/links.ts';
const LAYERS = ['src', 'src-ui', 'src-domain', 'src-adapters'];

function sources(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(`${root}${rel}`).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : []; // tests may assert URLs
  });
}

const LONG = { timeout: 60_000 }; // the first lint loads typescript-eslint

describe('route literals', () => {
  test('no source file but the registry writes a route path', () => {
    const offenders = LAYERS.flatMap(sources)
      .filter((f) => f !== REGISTRY)
      .filter((f) => /['"`]#?\/orientation\//.test(readFileSync(`${root}${f}`, 'utf8')));
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
      'refuses a string and a template route literal in %s',
      LONG,
      async (asFile) => {
        const found = await lint('route-literal', asFile);
        expect(found.map((m) => m.line)).toEqual([1, 2]);
        expect(found[0]!.message).toMatch(/use PATHS or links/);
      },
    );

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
});
