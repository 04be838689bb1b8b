import type { ServerDeps } from '../http/deps';
import { DEFAULT_PAY_ORDER_SETTINGS } from '../modules/pay/lifecycle';
import { dueOrders, syncOrder, type SyncOutcome } from '../modules/pay/service';

export interface SweepReport {
  checked: number;
  paid: number;
  closed: number;
  failed: number;
}

/**
 * One pass of the pay-orders job: every open order whose query is due (first at ≤ 60 s after it
 * was opened, then every PAY_ORDER_QUERY_EVERY_SEC) or whose time is up is asked of the platform;
 * paid → settled, timed out → closed (fee 已关闭).
 */
export async function sweepPayOrders(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  now: Date,
  log?: (msg: string, e: unknown) => void,
): Promise<SweepReport> {
  const report: SweepReport = { checked: 0, paid: 0, closed: 0, failed: 0 };
  for (const { order, orgId } of await dueOrders(deps.db, now)) {
    report.checked++;
    let out: SyncOutcome;
    try {
      out = await syncOrder(deps, order, orgId, now);
    } catch (e) {
      report.failed++;
      log?.(`pay order ${order.orderNo} query failed`, e);
      continue;
    }
    if (out === 'paid') report.paid++;
    else if (out === 'closed') report.closed++;
  }
  return report;
}

export interface PayOrderJob {
  /** One pass now (tests, and the interval's tick). */
  tick(): Promise<SweepReport>;
  stop(): void;
}

/** Started by the server (start.ts): a sweep every PAY_ORDER_JOB_SEC; `now` is injectable for tests. */
export function startPayOrderJob(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  opts: { now?: () => Date; everyMs?: number; log?: (msg: string, e: unknown) => void } = {},
): PayOrderJob {
  const now = opts.now ?? (() => new Date());
  let running: Promise<SweepReport> | null = null;
  const tick = () => {
    // One pass at a time: a slow platform never stacks sweeps.
    running ??= sweepPayOrders(deps, now(), opts.log).finally(() => (running = null));
    return running;
  };
  const timer = setInterval(
    () => void tick().catch((e: unknown) => opts.log?.('pay orders sweep failed', e)),
    opts.everyMs ?? deps.config.payOrders?.jobEveryMs ?? DEFAULT_PAY_ORDER_SETTINGS.jobEveryMs,
  );
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
