import type { ServerDeps } from '../http/deps';
import { sweepLottery } from '../modules/lottery/service';

/**
 * 摇号's deadline job (issue 37): every minute, won or offered places not confirmed (确认入学) by their
 * deadline lapse and pass to the next on the waitlist, who is told through the outbox. `now` is the
 * server's clock (the e2e test clock too). The 摇号 screen and the parent's answer also settle their
 * plan first, so nobody reads a queue a deadline has already moved.
 */
export function startLotteryJob(
  deps: ServerDeps,
  opts: { now?: () => Date; everyMs?: number; log?: (msg: string, e: unknown) => void } = {},
): { tick(): Promise<number>; stop(): void } {
  const now = opts.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  const tick = () => (running ??= sweepLottery(deps, now()).finally(() => (running = null)));
  const timer = setInterval(
    () => void tick().catch((e: unknown) => opts.log?.('lottery deadlines sweep failed', e)),
    opts.everyMs ?? 60_000,
  );
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
