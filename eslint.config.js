import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { journeyStatus } from './eslint-rules/journey-status.js';
import { apiRails } from './eslint-rules/api-rails.js';

// Layer rules of the brief (section 2): a wrong import fails `npm run lint`.
const onlyDayjs = {
  regex: '^(?!dayjs(/|$)|\\.|@domain(/|$)).*',
  message: 'src-domain may import only dayjs (ports are passed in).',
};
// Relative paths that climb out of a layer (the regexes above let every './' through).
const relativeOut = (dirs, message) => ({ group: dirs.map((d) => `**/${d}/**`), message });
const noUi = { group: ['@ui', '@ui/*', '**/src-ui/**'], message: 'src-adapters must not import src-ui.' };
const noAdapters = {
  group: ['@adapters', '@adapters/*', '**/src-adapters/**'],
  message: 'src-ui must not import a concrete adapter: depend on a port from @domain.',
};
const noTesting = {
  group: ['@ui/testing', '@ui/testing/*', '**/testing/**'],
  message: 'src-ui/testing holds test harnesses: production screens must not import it.',
};
// Issue 12 item 3: screens and view models call use cases over domain ports; the contract and the
// HTTP port are the adapters' business (src-adapters/api implements the gateways).
const noContract = {
  group: ['@contract', '@contract/*', '**/contract/**'],
  message:
    'src-ui must not import @contract: call a use case from @domain/use-cases (gateways live in src-adapters/api).',
};
const noHttpPort = {
  group: ['@domain/ports/http', '**/ports/http'],
  importNames: ['HttpPort'],
  message: 'src-ui must not use the HttpPort: call a use case from @domain/use-cases over a gateway port.',
};
const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
].map((name) => ({ name, message: 'src-domain has no DOM: take it through a port.' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'bench/out',
      'tests/lint-fixtures',
      'server/drizzle',
      // Generated from src/early-start/early-start.ts (scripts/build-early-start.mjs).
      'public/early-start.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src-ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src-domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            onlyDayjs,
            relativeOut(['src', 'src-ui', 'src-adapters', 'contract', 'server'], onlyDayjs.message),
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['src-adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noUi] }] },
  },
  {
    files: ['src-ui/**/*.{ts,tsx}'],
    ignores: ['src-ui/**/*.test.{ts,tsx}', 'src-ui/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAdapters, noTesting, noContract, noHttpPort] }],
    },
  },
  {
    // Tests beside the screens and their harnesses in src-ui/testing may wire adapters and use the
    // harnesses, but they too script the use cases' ports: no contract, no HttpPort (the wire format
    // is checked in tests/adapters and tests/ui).
    files: ['src-ui/**/*.test.{ts,tsx}', 'src-ui/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noContract, noHttpPort] }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod(/|$)|\\.).*', message: 'contract/ imports only zod.' },
            // …and the journeys' pure codes module (issue 23: contract derives its enums from it), and
            // the permission table its staff operations name (issue 33), and the registered form field
            // types its fieldType lists (issue 33 item 7).
            {
              regex:
                '(^|/)(src|src-ui|src-adapters|server)/|(^|/)src-domain/(?!journeys/codes$|staff/roles$|forms/field-types/index$)',
              message:
                'contract/ imports only zod, src-domain/journeys/codes, the permission table (src-domain/staff/roles) and the field types (src-domain/forms/field-types/index).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noUi,
            {
              group: ['@adapters', '@adapters/*', 'react', 'react-dom'],
              message: 'server/ uses contract/ and pure src-domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 12: route paths live in the route registry only; everywhere else use PATHS / links.
    // src-domain/shell/links.ts only re-exports the registry (it writes no path).
    files: ['src/**/*.{ts,tsx}', 'src-ui/**/*.{ts,tsx}', 'src-domain/**/*.ts', 'src-adapters/**/*.{ts,tsx}'],
    ignores: ['src-domain/shell/routes.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^#?\\/orientation/]',
          'TemplateElement[value.raw=/^#?\\/orientation/]',
          // A regular expression that matches a route (e.g. /^#\/orientation\/homepage/).
          'Literal[regex.pattern=/orientation/]',
        ].map((selector) => ({
          selector,
          message: 'Route literal: use PATHS or links from @domain/shell/routes (the route registry).',
        })),
      ],
    },
  },
  {
    // Issue 23: statuses are named in src-domain/journeys only (eslint-rules/journey-status.js).
    files: [
      'server/**/*.ts',
      'src/**/*.{ts,tsx}',
      'src-ui/**/*.{ts,tsx}',
      'src-domain/**/*.ts',
      'src-adapters/**/*.{ts,tsx}',
      'contract/**/*.ts',
    ],
    ignores: ['src-domain/journeys/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { journeys: journeyStatus },
    rules: { 'journeys/raw-status-code': 'error', 'journeys/status-label': 'error' },
  },
  {
    // Issue 24 item 1: axios lives in the HTTP port (src-adapters/http) only (eslint-rules/api-rails.js).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src-adapters/http/**'],
    plugins: { api: apiRails },
    rules: { 'api/no-axios': 'error' },
  },
  {
    // …and API paths are written in contract/ only: the app's layers and the server use its route()
    // and endpoint objects. Tests may name the paths they fake.
    files: [
      'src/**/*.{ts,tsx}',
      'src-ui/**/*.{ts,tsx}',
      'src-domain/**/*.ts',
      'src-adapters/**/*.{ts,tsx}',
      'server/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { api: apiRails },
    rules: { 'api/no-api-path': 'error' },
  },
);
