import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  activityLifecycle,
  activitySignup,
  admission,
  articleLifecycle,
  checkin,
  facePhoto,
  fee,
  lottery,
  planLifecycle,
  registrationReview,
  voucher,
} from '@domain/journeys';
import { journeyStateLabels } from '../../eslint-rules/journey-status.js';

/**
 * Issue 23: statuses are named in src-domain/journeys only. `npm run lint` refuses a raw status code
 * compared with a status-like name and a journey's state label written anywhere else (fixtures).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const LONG = { timeout: 60_000 }; // the first lint loads typescript-eslint

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});
async function found(fixture: string, asFile: string, rule: string) {
  const text = readFileSync(`${root}tests/lint-fixtures/${fixture}`, 'utf8');
  const [r] = await eslint.lintText(text, { filePath: `${root}${asFile}` });
  return r!.messages.filter((m) => m.ruleId === rule);
}

describe('raw status codes (journeys/raw-status-code)', () => {
  test.each([
    'server/src/modules/x.ts',
    'src-ui/features/x.ts',
    'src-domain/staff/x.ts',
    'src-adapters/api/x.ts',
    'src/x.ts',
    'contract/x.ts',
  ])('a comparison, a case, eq() and [codes].includes() fail in %s', LONG, async (asFile) => {
    const errors = await found('status-raw-code.ts', asFile, 'journeys/raw-status-code');
    expect(errors.map((m) => m.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 11]);
    expect(errors[0]!.message).toMatch(/src-domain\/journeys\/codes\.ts/);
  });

  test('the journeys themselves and tests may spell codes', LONG, async () => {
    expect(await found('status-raw-code.ts', 'src-domain/journeys/x.ts', 'journeys/raw-status-code')).toEqual(
      [],
    );
    expect(
      await found('status-raw-code.ts', 'src-ui/features/x.test.ts', 'journeys/raw-status-code'),
    ).toEqual([]);
  });

  test('named codes, state functions, HTTP statuses and other numbers pass', LONG, async () => {
    expect(await found('status-named.ts', 'src-ui/features/x.ts', 'journeys/raw-status-code')).toEqual([]);
  });
});

describe('status labels (journeys/status-label)', () => {
  test('a label as a string, a template and JSX text fails outside the journeys', LONG, async () => {
    const errors = await found('status-label.tsx', 'src-ui/features/x.tsx', 'journeys/status-label');
    expect(errors.map((m) => [m.line, m.message.match(/'(.+?)'/)![1]])).toEqual([
      [2, '已录取'],
      [3, '待审核'],
      [4, '已缴费'],
      [5, '已缴费'],
      [5, '待支付'],
    ]);
    for (const asFile of ['src/x.tsx', 'src-adapters/api/x.tsx'])
      expect(await found('status-label.tsx', asFile, 'journeys/status-label')).toHaveLength(5);
  });

  test('tests may write labels (they assert what a person reads)', LONG, async () => {
    expect(await found('status-label.tsx', 'tests/ui/x.tsx', 'journeys/status-label')).toEqual([]);
    expect(await found('status-label.tsx', 'src-ui/features/x.test.tsx', 'journeys/status-label')).toEqual(
      [],
    );
  });

  test('the rule reads exactly the journeys’ state labels (the list is not written twice)', () => {
    const journeys = [
      activityLifecycle,
      activitySignup,
      admission,
      articleLifecycle,
      checkin,
      facePhoto,
      fee,
      lottery,
      planLifecycle,
      registrationReview,
      voucher,
    ] as const;
    const labels = new Set<string>(
      journeys.flatMap((j) => Object.values<{ label: string }>(j.states).map((s) => s.label)),
    );
    expect([...journeyStateLabels()].sort()).toEqual([...labels].sort());
  });
});
