import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * Brief section 2: the layer rules are lint-enforced. Each fixture in tests/lint-fixtures is
 * linted with the project's eslint.config.js as if it lived in a layer's folder.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => readFileSync(`${root}tests/lint-fixtures/${name}.ts`, 'utf8');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function errors(name: string, asFile: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(fixture(name), { filePath: `${root}${asFile}` });
  return result!.messages.filter((m) => m.severity === 2);
}

const LONG = { timeout: 60_000 }; // the first lint loads typescript-eslint (~2 s on this machine)

const FORBIDDEN: [fixture: string, asFile: string, rule: string, message: RegExp][] = [
  [
    'domain-imports-react',
    'src-domain/rules/x.ts',
    'no-restricted-imports',
    /src-domain may import only dayjs/,
  ],
  [
    'domain-imports-axios',
    'src-domain/rules/x.ts',
    'no-restricted-imports',
    /src-domain may import only dayjs/,
  ],
  [
    'domain-imports-inversify',
    'src-domain/ports/x.ts',
    'no-restricted-imports',
    /src-domain may import only dayjs/,
  ],
  [
    'domain-relative-adapter',
    'src-domain/rules/x.ts',
    'no-restricted-imports',
    /src-domain may import only dayjs/,
  ],
  ['domain-uses-window', 'src-domain/rules/x.ts', 'no-restricted-globals', /src-domain has no DOM/],
  ['domain-uses-local-storage', 'src-domain/rules/x.ts', 'no-restricted-globals', /src-domain has no DOM/],
  [
    'ui-imports-adapter',
    'src-ui/screens/x.ts',
    'no-restricted-imports',
    /src-ui must not import a concrete adapter/,
  ],
  [
    'ui-relative-adapter',
    'src-ui/screens/x.ts',
    'no-restricted-imports',
    /src-ui must not import a concrete adapter/,
  ],
  [
    'ui-imports-contract',
    'src-ui/features/admissions/home/x.ts',
    'no-restricted-imports',
    /src-ui must not import @contract/,
  ],
  [
    'ui-imports-contract-type',
    'src-ui/features/checkin/confirm/x.ts',
    'no-restricted-imports',
    /src-ui must not import @contract/,
  ],
  [
    'ui-imports-http-port',
    'src-ui/features/checkin/home/x.vm.ts',
    'no-restricted-imports',
    /src-ui must not use the HttpPort/,
  ],
  [
    'adapters-import-ui',
    'src-adapters/http/x.ts',
    'no-restricted-imports',
    /src-adapters must not import src-ui/,
  ],
  ['contract-imports-react', 'contract/x.ts', 'no-restricted-imports', /contract\/ imports only zod/],
  ['contract-imports-domain', 'contract/x.ts', 'no-restricted-imports', /contract\/ imports only zod/],
  ['contract-relative-domain', 'contract/x.ts', 'no-restricted-imports', /contract\/ imports only zod/],
  [
    'server-imports-react',
    'server/src/x.ts',
    'no-restricted-imports',
    /server\/ uses contract\/ and pure src-domain/,
  ],
];

const ALLOWED: [fixture: string, asFile: string][] = [
  ['domain-allowed', 'src-domain/rules/x.ts'],
  ['ui-allowed', 'src-ui/screens/x.ts'],
  ['adapters-allowed', 'src-adapters/http/x.ts'],
  ['contract-allowed', 'contract/x.ts'],
  ['contract-imports-codes', 'contract/x.ts'],
  ['server-allowed', 'server/src/x.ts'],
  ['root-allowed', 'src/x.ts'],
];

describe('layer boundaries (lint)', () => {
  test.each(FORBIDDEN)('%s fails as %s', LONG, async (name, asFile, rule, message) => {
    const found = await errors(name, asFile);
    expect(found.map((m) => m.ruleId)).toContain(rule);
    expect(found.find((m) => m.ruleId === rule)!.message).toMatch(message);
  });

  test.each(ALLOWED)('%s passes as %s', LONG, async (name, asFile) => {
    expect(await errors(name, asFile)).toEqual([]);
  });

  test('the same forbidden code is fine in the composition root', LONG, async () => {
    expect(await errors('ui-imports-adapter', 'src/x.ts')).toEqual([]);
    expect(await errors('adapters-import-ui', 'src/x.ts')).toEqual([]);
  });

  test('the contract and the HTTP port belong to the gateways in src-adapters/api', LONG, async () => {
    expect(await errors('ui-imports-contract', 'src-adapters/api/x.ts')).toEqual([]);
    expect(await errors('ui-imports-http-port', 'src-adapters/api/x.ts')).toEqual([]);
  });

  test('no screen is exempt: the registration feature is held to the rule too', LONG, async () => {
    for (const asFile of [
      'src-ui/features/admissions/registration/registration.vm.ts',
      'src-ui/features/admissions/registration/answer-view.tsx',
      'src-ui/api/call.ts',
    ]) {
      const contract = await errors('ui-imports-contract', asFile);
      expect(contract.map((m) => m.message).join()).toMatch(/src-ui must not import @contract/);
      const port = await errors('ui-imports-http-port', asFile);
      expect(port.map((m) => m.message).join()).toMatch(/src-ui must not use the HttpPort/);
    }
  });

  test(
    'tests beside the screens and src-ui/testing script ports: no @contract, no HttpPort',
    LONG,
    async () => {
      for (const asFile of [
        'src-ui/features/admissions/registration/registration.test.tsx',
        'src-ui/features/checkin/home/x.test.ts',
        'src-ui/testing/admissions-harness.tsx',
        'src-ui/testing/registration-fixtures.ts',
      ]) {
        const contract = await errors('ui-imports-contract', asFile);
        expect(contract.map((m) => m.message).join()).toMatch(/src-ui must not import @contract/);
        const type = await errors('ui-imports-contract-type', asFile);
        expect(type.map((m) => m.message).join()).toMatch(/src-ui must not import @contract/);
        const port = await errors('ui-imports-http-port', asFile);
        expect(port.map((m) => m.message).join()).toMatch(/src-ui must not use the HttpPort/);
      }
      // They may still wire a real adapter (as the composition root does) ...
      expect(await errors('ui-imports-adapter', 'src-ui/testing/x.tsx')).toEqual([]);
      // ... and the wire format stays checkable outside src-ui.
      expect(await errors('ui-imports-contract', 'tests/ui/x.ts')).toEqual([]);
      expect(await errors('ui-imports-http-port', 'tests/adapters/x.test.ts')).toEqual([]);
    },
  );
});
