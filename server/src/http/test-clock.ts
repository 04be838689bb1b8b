import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { parseInput } from './validation';

/**
 * A clock that tests can move ahead: the reference server's `now` when started with `testClock`
 * (the e2e harness), so a spec rule measured in time (the 60 s SMS resend limit, a publication
 * time) is crossed without waiting real time. Never in production (start.ts refuses it there).
 */
export interface TestClock {
  now(): Date;
  /** Moves the server's time forward by `ms` (it never goes back while the process lives, but reset). */
  advance(ms: number): Date;
  /** Back to real time. */
  reset(): Date;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
    reset() {
      offsetMs = 0;
      return now();
    },
  };
}

export const TEST_CLOCK_PATH = '/platform/sandbox/clock';

const move = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 3600_000),
    })
    .strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

/** GET: the server's time; POST {advanceMs} or {reset: true}: moves it. Test and dev servers only. */
export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  const answer = (at: Date) => ok({ now: at.toISOString() });
  app.get(TEST_CLOCK_PATH, async () => answer(clock.now()));
  app.post(TEST_CLOCK_PATH, async (req) => {
    const body = parseInput(move, req.body);
    return answer('reset' in body ? clock.reset() : clock.advance(body.advanceMs));
  });
}
