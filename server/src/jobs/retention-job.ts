import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import type { RateStore } from '../http/deps';
import { purgeFacePhotos } from './face-photos';
import { purgePastRegistrations } from './retention';
import { outboxRetentionDays, purgeMessages } from './retention-messages';

/** RETENTION_EVERY_MIN: how often the server applies retention (default 60; 1 … 1440). */
export function retentionEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RETENTION_EVERY_MIN;
  if (raw === undefined || raw === '') return 3600_000;
  const n = Number(raw);
  if (!(n >= 1 && n <= 1440)) throw new Error(`RETENTION_EVERY_MIN must be 1 to 1440 minutes, not "${raw}"`);
  return n * 60_000;
}

export interface RetentionRun {
  photos: number;
  messages: number;
  registrations: number;
}

/**
 * The server's own retention (what `npm run retention -- --apply` does): face photos on each school's
 * schedule, sent/failed notifications after OUTBOX_RETENTION_DAYS, and past seasons' registrations
 * after each school's privacy.registrationRetentionDays. Once per period across every process that
 * shares the database: the first to count the period's hit (the rate store, in the database) runs it.
 */
export async function runRetention(
  d: { db: Db; storage: FileStorage; rate: RateStore },
  now: Date,
  everyMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RetentionRun | null> {
  if ((await d.rate.hit('job:retention', everyMs, now.getTime())) !== 1) return null;
  const photos = await purgeFacePhotos(d.db, d.storage, { now, dryRun: false });
  const messages = await purgeMessages(d.db, { now, dryRun: false, days: outboxRetentionDays(env) });
  const regs = await purgePastRegistrations(d.db, d.storage, { now, dryRun: false });
  return {
    photos: photos.photos.length,
    messages: messages.messages,
    registrations: regs.registrations.length,
  };
}

/**
 * Runs retention every `everyMs`, the first time one period after the start (as before: a restart never
 * deletes at once what a running day still shows); stop() ends it.
 */
export function startRetentionJob(
  d: { db: Db; storage: FileStorage; rate: RateStore; now: () => Date },
  everyMs: number,
  log: (msg: string, e?: unknown) => void,
): { stop(): void } {
  const tick = () => {
    void runRetention(d, d.now(), everyMs)
      .then((r) => {
        if (r && (r.photos || r.messages || r.registrations))
          log(
            `retention: ${r.registrations} registration(s) anonymised, ${r.photos} face photo(s) and ${r.messages} notification(s) deleted`,
          );
      })
      .catch((e: unknown) => log('retention failed', e));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
