import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { commandDataDirOrExit, holdForCommand } from './embedded-guard';
import { diskStorage } from '../files/storage';
import { purgeFacePhotos } from '../jobs/face-photos';
import { purgePastRegistrations } from '../jobs/retention';
import { outboxRetentionDays, purgeMessages } from '../jobs/retention-messages';

// `npm run retention [-- --apply] [--days=N]`: a dry run unless --apply; --days overrides every
// school's privacy.registrationRetentionDays (default 365 days after the plan's end).
// OUTBOX_RETENTION_DAYS (default 90): sent/failed notifications kept that long.
const apply = process.argv.includes('--apply');
const daysArg = process.argv.find((a) => a.startsWith('--days='));
const days = daysArg ? Number(daysArg.slice('--days='.length)) : undefined;
if (days !== undefined && !(Number.isInteger(days) && days >= 0)) {
  console.error('--days must be a whole number of days');
  process.exit(2);
}
const dataDir = commandDataDirOrExit();
const databaseUrl = process.env.DATABASE_URL;
// While the server runs on the embedded database it applies retention itself (every
// RETENTION_EVERY_MIN, default 60 minutes; jobs/retention-job.ts): this command is for a stopped server.
const lock = holdForCommand(
  dataDir,
  databaseUrl,
  '运行中的服务器每隔 RETENTION_EVERY_MIN 分钟（默认60）自动执行保留期清理，无需运行本命令；如需立即执行或预览，请先停止服务器。',
);
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pg') });
try {
  await migrate(database.db);
  const storage = diskStorage(join(dataDir, 'files'));
  const photos = await purgeFacePhotos(database.db, storage, { now: new Date(), dryRun: !apply });
  console.log(
    `${apply ? 'Deleted' : 'Dry run: would delete'} ${photos.photos.length} face photo(s) due on their school's schedule.`,
  );
  const outboxDays = outboxRetentionDays(process.env);
  const messages = await purgeMessages(database.db, { now: new Date(), dryRun: !apply, days: outboxDays });
  console.log(
    `${apply ? 'Deleted' : 'Dry run: would delete'} ${messages.messages} sent/failed notification(s) older than ${outboxDays} days and ${messages.smsCodes} login code(s) older than a day.`,
  );
  const report = await purgePastRegistrations(database.db, storage, {
    now: new Date(),
    dryRun: !apply,
    ...(days !== undefined ? { days } : {}),
  });
  for (const r of report.registrations)
    console.log(`${r.tenantId}/${r.orgId} ${r.id} (plan ended ${r.planEnd})`);
  console.log(
    `${apply ? 'Anonymised' : 'Dry run: would anonymise'} ${report.registrations.length} registration(s) and delete ${report.files} file(s).` +
      (apply ? '' : ' Run with --apply to do it.'),
  );
} finally {
  await database.close();
  lock?.release();
}
