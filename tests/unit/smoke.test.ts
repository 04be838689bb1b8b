import { expect, test } from 'vitest';
import { type Runtime } from '@domain/rules/runtime';

test('domain types resolve through the alias', () => {
  const r: Runtime = { environment: 'h5', miniappWebview: false };
  expect(r.environment).toBe('h5');
});
