import { describe, expect, test } from 'vitest';
import { ROUTES } from '@domain/shell/routes';
import { SCREENS } from '@ui/routes/screens';

describe('screens (the UI half of the route registry)', () => {
  test('every route but a redirect has exactly one screen, keyed by its route id', () => {
    const withScreen = ROUTES.filter((r) => !r.redirectTo).map((r) => r.id);
    expect(Object.keys(SCREENS).sort()).toEqual([...withScreen].sort());
    expect(SCREENS.root).toBeUndefined();
  });
});
