import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * Issue 24 item 1: one dialect for calling the API — axios in src-adapters/http only, API paths in
 * contract/ only (eslint-rules/api-rails.js). `npm run lint` fails on the fixtures below.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const LONG = { timeout: 60_000 }; // the first lint loads typescript-eslint

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});
const lint = async (fixture: string, asFile: string, rule: string) => {
  const text = readFileSync(`${root}tests/lint-fixtures/${fixture}.ts`, 'utf8');
  const [r] = await eslint.lintText(text, { filePath: `${root}${asFile}` });
  return r!.messages.filter((m) => m.ruleId === rule);
};

describe('api/no-axios', () => {
  test.each([
    'src-adapters/api/x-gateway.ts',
    'src-ui/staff/x/x.vm.ts',
    'src/staff/x.ts',
    'server/src/x.ts',
    'tests/e2e/x.ts',
  ])('refuses an axios import (static and dynamic) in %s', LONG, async (asFile) => {
    const found = await lint('axios-import', asFile, 'api/no-axios');
    expect(found.map((m) => m.line)).toEqual([1, 4]);
    expect(found[0]!.message).toMatch(/src-adapters\/http/);
  });

  test('the HTTP port may import it', LONG, async () => {
    expect(await lint('axios-import', 'src-adapters/http/x.ts', 'api/no-axios')).toEqual([]);
  });
});

describe('api/no-api-path', () => {
  test.each([
    'src-adapters/api/x-gateway.ts',
    'src-ui/staff/x/x-page.tsx',
    'src/staff/x.ts',
    'src-domain/x.ts',
  ])('refuses a string, a template and an absolute API path in %s', LONG, async (asFile) => {
    const found = await lint('api-path-literal', asFile, 'api/no-api-path');
    expect(found.map((m) => m.line)).toEqual([1, 2, 3]);
    expect(found[0]!.message).toMatch(/contract/);
  });

  test('contract/ writes them; tests may name what they fake', LONG, async () => {
    expect(await lint('api-path-literal', 'contract/x.ts', 'api/no-api-path')).toEqual([]);
    expect(await lint('api-path-literal', 'src-ui/staff/x/x.test.tsx', 'api/no-api-path')).toEqual([]);
  });

  test('contract routes, file links and screen routes pass', LONG, async () => {
    expect(await lint('api-path-allowed', 'src-adapters/api/x-gateway.ts', 'api/no-api-path')).toEqual([]);
  });
});
